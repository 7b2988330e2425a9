import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { mendPictureVariants } from '../../../src/cli/mend-picture-variants';
import { mediaStorage } from '../../../src/infra/media-storage';
import { UPLOAD_MAX_BYTES } from '../../../src/services/upload/limits';
import { PICTURE_FORMATS, PICTURE_WIDTHS, variantSrcSet } from '../../../src/lib/picture-variants';
import { picturePaths } from '../../../src/services/upload/picture-variants';
import { startApi, type TestApi } from '../../helper';
import { SECRET_METADATA, expectNoMetadata, gpsTaggedPhoto } from './picture-fixtures';
import { fileForm, jpegBytes, newShopper, pngBytes, type Shopper } from './settlement-fixtures';

const PATH = '/api/front/upload/image?model=product&pid=1';
const MB = 1024 * 1024;

let api: TestApi;
let shopper: Shopper;
beforeAll(async () => {
  api = await startApi();
  shopper = await newShopper(api, 'uploader');
});
afterAll(() => api?.close());

const uploadsOf = async (uid: number) =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload WHERE uid = $1', [uid])).rows[0].n;

/** Every file stored under the media folder's uploads/. */
function storedFiles(): string[] {
  const root = join(api.config.mediaDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((month) => readdirSync(join(root, month)).map((f) => `${month}/${f}`));
}

describe('POST /api/front/upload/image', () => {
  it('needs a signed-in shopper (the contract lets anyone upload; we do not)', async () => {
    const r = await api.call(PATH, { form: fileForm(pngBytes(), 'a.png') });
    expect(r).toMatchObject({ code: 401, message: 'Please log in', data: null });
    expect(storedFiles()).toEqual([]);
  });

  it('stores a PNG re-encoded as a JPEG with its size variants, and answers FileResultVo with a URL that serves it', async () => {
    const content = pngBytes();
    const r = await api.call(PATH, { form: fileForm(content, 'licence.png', 'multipart', 'image/png'), token: shopper.token });
    expect(r.code).toBe(200);
    expect(r.message).toBe('Upload successful');
    const month = new Date().toISOString().slice(0, 7);
    expect(r.data).toEqual({
      fileName: 'licence.png',
      extName: 'jpg',
      fileSize: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^${api.url}/media/uploads/${month}/[0-9a-f]{32}\\.jpg$`)),
      type: 'image/jpeg',
    });
    const path = (r.data.url as string).slice(api.url.length);
    const onDisk = readFileSync(join(api.config.mediaDir, path.slice('/media/'.length)));
    expect(onDisk.length).toBe(r.data.fileSize);
    expect(await sharp(onDisk).metadata()).toMatchObject({ format: 'jpeg', width: 1, height: 1 });
    const served = await fetch(r.data.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    );
    expect(Buffer.from(await served.arrayBuffer())).toEqual(onDisk);
    // Every file the storefront's <Picture> names in its two srcsets for this URL is there.
    const named = PICTURE_FORMATS.flatMap((format) => variantSrcSet(r.data.url, format).split(', '));
    expect(named).toHaveLength(PICTURE_WIDTHS.length * PICTURE_FORMATS.length);
    for (const candidate of named) {
      const [variant, descriptor] = candidate.split(' ');
      expect(descriptor).toMatch(/^\d+w$/);
      const v = await fetch(variant);
      expect(v.status).toBe(200);
      expect(v.headers.get('content-type')).toBe(variant.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(v.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await v.arrayBuffer();
    }
    // The row records the bytes the shopper sent: the unit of the daily upload budget (abuse-limits.test).
    const row = await api.db.query('SELECT uid, model, pid, ext, mime, size FROM upload WHERE path = $1', [path]);
    expect(row.rows).toEqual([{ uid: shopper.uid, model: 'product', pid: 1, ext: 'jpg', mime: 'image/jpeg', size: content.length }]);
  });

  it('gives an older upload the variants of a width added since (the mend-picture-variants command), keeping its original', async () => {
    const r = await api.call(PATH, { form: fileForm(pngBytes(), 'older.png', 'multipart', 'image/png'), token: shopper.token });
    const path = (r.data.url as string).slice(api.url.length);
    const onDisk = (p: string) => join(api.config.mediaDir, p.slice('/media/'.length));
    const original = readFileSync(onDisk(path));
    // As if uploaded before the 750 px width existed (added for phones: 420 px × 1.75 device pixels).
    const added = picturePaths(path).filter((p) => p.includes('.w750.'));
    expect(added).toHaveLength(2);
    for (const p of added) rmSync(onDisk(p));
    expect((await fetch(`${api.url}${added[0]}`)).status).toBe(404);

    const report = await mendPictureVariants(api.db, mediaStorage(api.config));
    expect(report.written).toBeGreaterThanOrEqual(2);
    expect(report.skipped).toEqual([]);
    for (const p of added) {
      const v = await fetch(`${api.url}${p}`);
      expect(v.status).toBe(200);
      expect(await sharp(Buffer.from(await v.arrayBuffer())).metadata()).toMatchObject({ format: p.endsWith('.webp') ? 'webp' : 'jpeg' });
    }
    expect(readFileSync(onDisk(path))).toEqual(original);
    // A second run finds every picture whole.
    expect((await mendPictureVariants(api.db, mediaStorage(api.config))).written).toBe(0);
  });

  it('keeps no byte of a phone photo’s metadata (GPS position, camera, XMP, colour profile) and applies its orientation', async () => {
    const photo = await gpsTaggedPhoto();
    // The test photo does carry what must go (else this test could not fail).
    for (const word of SECRET_METADATA.slice(0, 4)) expect(photo.toString('latin1')).toContain(word);
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({
      width: 64,
      height: 32,
      orientation: 6,
      icc: expect.any(Buffer),
      exif: expect.any(Buffer),
      xmp: expect.any(Buffer),
    });
    const r = await api.call(PATH, { form: fileForm(photo, 'IMG_0042.JPG', 'multipart', 'image/jpeg'), token: shopper.token });
    expect(r.code).toBe(200);
    const path = (r.data.url as string).slice(api.url.length);
    const files = picturePaths(path);
    for (const file of files) {
      const bytes = readFileSync(join(api.config.mediaDir, file.slice('/media/'.length)));
      expectNoMetadata(bytes);
      const meta = await sharp(bytes).metadata();
      for (const key of ['exif', 'xmp', 'iptc', 'icc', 'orientation', 'comments'] as const) expect(meta[key]).toBeUndefined();
      // Turned upright: the 64 × 32 sensor picture with orientation 6 is 32 wide and 64 high.
      expect(meta.height).toBe(meta.width * 2);
    }
    const served = Buffer.from(await (await fetch(r.data.url)).arrayBuffer());
    expectNoMetadata(served);
  });

  it('refuses a damaged picture and a decompression bomb in the shopper’s language, and keeps nothing', async () => {
    const before = storedFiles().length;
    const rows = await uploadsOf(shopper.uid);
    // A JPEG's first bytes with nothing after them: the type check passes, the decoder does not.
    const truncated = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
    ]);
    expect(await api.call(PATH, { form: fileForm(truncated, 'broken.jpg'), token: shopper.token })).toMatchObject({
      code: 400,
      message: 'This picture cannot be read; it may be damaged. Please choose another JPG or PNG picture',
      data: null,
    });
    expect(await api.call(PATH, { form: fileForm(truncated, 'broken.jpg'), token: shopper.token, lang: 'fr' })).toMatchObject({
      code: 400,
      message: 'Cette image est illisible, elle est peut-être endommagée. Veuillez choisir une autre image JPG ou PNG',
    });
    // 8,000 × 6,000 of one colour: a few hundred KB that would decode to 144 MB of pixels.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await api.call(PATH, { form: fileForm(bomb, 'bomb.png'), token: shopper.token, lang: 'zh-CN' })).toMatchObject({
      code: 400,
      message: '图片像素过多：最多 40 百万像素',
    });
    expect(storedFiles().length).toBe(before);
    expect(await uploadsOf(shopper.uid)).toBe(rows);
  });

  it('recognises a JPEG by its content, whatever its name and declared type say', async () => {
    const r = await api.call('/api/front/upload/image?model=user&pid=0', {
      form: fileForm(jpegBytes(), 'scan.PNG', 'multipart', 'text/plain'),
      token: shopper.token,
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ fileName: 'scan.PNG', extName: 'jpg', type: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
  });

  it('uses the contract defaults (model product, pid 1) when the query is left out', async () => {
    const r = await api.call('/api/front/upload/image', { form: fileForm(pngBytes(), 'x.png'), token: shopper.token });
    expect(r.code).toBe(200);
    const row = await api.db.query('SELECT model, pid FROM upload WHERE path = $1', [(r.data.url as string).slice(api.url.length)]);
    expect(row.rows[0]).toEqual({ model: 'product', pid: 1 });
  });

  it('refuses a text file named .png, in the shopper’s language, and keeps nothing', async () => {
    const before = storedFiles().length;
    const rows = await uploadsOf(shopper.uid);
    const text = Buffer.from('hello, I am not a picture at all');
    const r = await api.call(PATH, { form: fileForm(text, 'photo.png', 'multipart', 'image/png'), token: shopper.token });
    expect(r).toMatchObject({ code: 400, message: 'This file is not a JPG or PNG picture', data: null });
    const th = await api.call(PATH, { form: fileForm(text, 'photo.png'), token: shopper.token, lang: 'th' });
    expect(th).toMatchObject({ code: 400, message: 'ไฟล์นี้ไม่ใช่รูปภาพ JPG หรือ PNG' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect((await api.call(PATH, { form: fileForm(gif, 'a.gif'), token: shopper.token })).code).toBe(400);
    expect(storedFiles().length).toBe(before);
    expect(await uploadsOf(shopper.uid)).toBe(rows);
  });

  it('takes a picture of exactly 5 MB and refuses one byte more', async () => {
    const fits = await api.call(PATH, { form: fileForm(pngBytes(5 * MB), 'big.png'), token: shopper.token });
    expect(fits.code).toBe(200);
    // What is kept is the re-encoded picture, not the 5 MB as sent.
    expect(fits.data.fileSize).toBeLessThan(1024);
    const before = storedFiles().length;
    const r = await api.call(PATH, { form: fileForm(pngBytes(5 * MB + 1), 'huge.png'), token: shopper.token });
    expect(r).toMatchObject({ code: 400, message: 'The picture is too large: at most 5 MB', data: null });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a call without a file, with the file under another field, or with a JSON body', async () => {
    const empty = new FormData();
    empty.append('note', 'no file here');
    const missing = 'Please choose a JPG or PNG picture to upload';
    expect(await api.call(PATH, { form: empty, token: shopper.token })).toMatchObject({ code: 400, message: missing });
    expect(await api.call(PATH, { form: fileForm(pngBytes(), 'a.png', 'file'), token: shopper.token })).toMatchObject({
      code: 400,
      message: missing,
    });
    expect(await api.call(PATH, { body: { url: 'x' }, token: shopper.token })).toMatchObject({ code: 400, message: missing });
  });

  it('takes one file per call', async () => {
    const form = fileForm(pngBytes(), 'one.png');
    form.append('multipart', new Blob([new Uint8Array(pngBytes())]), 'two.png');
    const before = await uploadsOf(shopper.uid);
    const r = await api.call(PATH, { form, token: shopper.token });
    expect(r).toMatchObject({ code: 400, message: 'Please upload one picture at a time' });
    expect(await uploadsOf(shopper.uid)).toBe(before);
  });

  it('refuses an unknown model or pid', async () => {
    const model = await api.call('/api/front/upload/image?model=avatar&pid=1', {
      form: fileForm(pngBytes(), 'a.png'),
      token: shopper.token,
    });
    expect(model.code).toBe(400);
    const pid = await api.call('/api/front/upload/image?model=user&pid=9', { form: fileForm(pngBytes(), 'a.png'), token: shopper.token });
    expect(pid.code).toBe(400);
  });

  it('caps one shopper at 200 pictures in 24 hours; older uploads do not count', async () => {
    const busy = await newShopper(api, 'busy');
    await api.db.query(
      `INSERT INTO upload (uid, path, model, file_name, ext, mime, size, created_at)
       SELECT $1, '/media/uploads/old/' || g || '.png', 'product', 'old.png', 'png', 'image/png', 10, now() - interval '25 hours'
         FROM generate_series(1, 50) g`,
      [busy.uid],
    );
    await api.db.query(
      `INSERT INTO upload (uid, path, model, file_name, ext, mime, size)
       SELECT $1::bigint, '/media/uploads/now/' || $1::text || '-' || g || '.png', 'product', 'x.png', 'png', 'image/png', 10
         FROM generate_series(1, 199) g`,
      [busy.uid],
    );
    const last = await api.call(PATH, { form: fileForm(pngBytes(), 'last.png'), token: busy.token });
    expect(last.code).toBe(200);
    const over = await api.call(PATH, { form: fileForm(pngBytes(), 'over.png'), token: busy.token });
    expect(over).toMatchObject({ code: 429, message: 'You have uploaded 200 pictures in the last 24 hours; please try again later' });
    // Another shopper is not held back.
    expect((await api.call(PATH, { form: fileForm(pngBytes(), 'a.png'), token: shopper.token })).code).toBe(200);
  });
});
