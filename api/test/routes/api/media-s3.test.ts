import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../src/config';
import { ensureMedia } from '../../../src/seed/pictures';
import sharp from 'sharp';
import { picturePaths } from '../../../src/services/upload/picture-variants';
import { startApi, type TestApi } from '../../helper';
import { SECRET_METADATA, expectNoMetadata, gpsTaggedPhoto } from './picture-fixtures';
import { S3RVER_KEYS, startS3Server, type S3Server } from '../../s3-server';
import { fileForm, newShopper, pngBytes, type Shopper } from './settlement-fixtures';

// The S3 media driver against s3rver 3.7, an S3-compatible server from the npm registry (there is no MinIO
// package here), started on a free loopback port. The API talks to it through @aws-sdk/client-s3 exactly as it would to MinIO or AWS.
const BUCKET = 'mall-media-test';
let server: S3Server;
let s3url: string;
let api: TestApi;
let shopper: Shopper;

beforeAll(async () => {
  server = await startS3Server();
  s3url = server.url;
  const { media } = loadConfig({ MEDIA_S3_URL: s3url, MEDIA_S3_BUCKET: BUCKET, ...S3RVER_KEYS });
  api = await startApi({ media });
  shopper = await newShopper(api, 's3-uploader');
});
afterAll(async () => {
  // After a failed beforeAll either may be missing; the bucket's server is stopped whatever happened.
  try {
    await api?.close();
  } finally {
    await server?.stop();
  }
});

/** The object as the bucket itself serves it (path-style, s3rver answers anonymous reads). */
const fromBucket = (path: string) => fetch(`${s3url}/${BUCKET}${path}`);

describe('media in an S3 bucket (MEDIA_S3_URL)', () => {
  it('reads the settings from the environment: bucket, keys, region, path-style addressing', () => {
    expect(
      loadConfig({ MEDIA_S3_URL: 'http://minio:9000/', MEDIA_S3_BUCKET: 'pics', MEDIA_S3_ACCESS_KEY: 'k', MEDIA_S3_SECRET_KEY: 's' }).media,
    ).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'pics',
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
    });
    expect(loadConfig({}).media).toEqual({ driver: 'fs', s3: null });
    expect(loadConfig({ PUBLIC_URL: 'http://api.test', MEDIA_PUBLIC_URL: 'http://cdn.test/pics/' }).publicUrl).toBe('http://cdn.test/pics');
  });

  it('creates the bucket at start and stores an upload in it, not on the disk; the API serves it from the bucket', async () => {
    const content = pngBytes(2048);
    const r = await api.call('/api/front/upload/image?model=product&pid=1', { form: fileForm(content, 'proof.png'), token: shopper.token });
    expect(r.code).toBe(200);
    const path = (r.data.url as string).slice(api.url.length);
    expect(path).toMatch(/^\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(join(api.config.mediaDir, path.slice('/media/'.length)))).toBe(false);

    const stored = await fromBucket(path);
    expect(stored.status).toBe(200);
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    expect(storedBytes.length).toBe(r.data.fileSize);
    for (const variant of picturePaths(path).slice(1)) expect((await fromBucket(variant)).status).toBe(200);

    const served = await fetch(r.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none';.* sandbox$/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(storedBytes);
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(r.data.url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('keeps no byte of a phone photo’s metadata (GPS position, camera, XMP, colour profile) in the bucket', async () => {
    const photo = await gpsTaggedPhoto();
    for (const word of SECRET_METADATA.slice(0, 4)) expect(photo.toString('latin1')).toContain(word);
    const r = await api.call('/api/front/upload/image?model=product&pid=1', {
      form: fileForm(photo, 'IMG_0042.JPG'),
      token: shopper.token,
    });
    expect(r.code).toBe(200);
    const path = (r.data.url as string).slice(api.url.length);
    for (const file of picturePaths(path)) {
      const object = await fromBucket(file);
      expect(object.status).toBe(200);
      const bytes = Buffer.from(await object.arrayBuffer());
      expectNoMetadata(bytes);
      const meta = await sharp(bytes).metadata();
      for (const key of ['exif', 'xmp', 'iptc', 'icc', 'orientation', 'comments'] as const) expect(meta[key]).toBeUndefined();
    }
    expectNoMetadata(Buffer.from(await (await fetch(r.data.url)).arrayBuffer()));
  });

  it('answers a missing picture, or a path that climbs out of /media/, with the not-found envelope', async () => {
    const missing = await fetch(`${api.url}/media/uploads/2020-01/${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
    const climbing = await fetch(`${api.url}/media/%2E%2E/%2E%2E/etc/passwd`);
    expect(climbing.status).toBe(404);
  });

  it('draws the seed pictures into the bucket once, and only the missing ones on the next start', async () => {
    const first = await ensureMedia(api.config, api.db);
    expect(first.written).toBe(first.total);
    expect(first.total).toBeGreaterThan(100);
    const logo = await fetch(`${api.url}/media/brand/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg/);
    expect((await ensureMedia(api.config, api.db)).written).toBe(0);
  });

  it('with MEDIA_PUBLIC_URL, answers picture URLs on the bucket and still takes them back in forms (avatar)', async () => {
    const own = api.app.config.publicUrl;
    api.app.config.publicUrl = `${s3url}/${BUCKET}`;
    try {
      const content = pngBytes(512);
      const r = await api.call('/api/front/upload/image?model=user&pid=0', { form: fileForm(content, 'me.png'), token: shopper.token });
      expect(r.data.url).toMatch(new RegExp(`^${s3url}/${BUCKET}/media/uploads/`));
      const direct = await fetch(r.data.url);
      expect(direct.headers.get('content-type')).toBe('image/jpeg');
      expect((await direct.arrayBuffer()).byteLength).toBe(r.data.fileSize);
      const edit = await api.call('/api/front/user/edit', {
        token: shopper.token,
        body: { nickname: 'Bucket Avatar', avatar: r.data.url },
      });
      expect(edit.code).toBe(200);
      const info = await api.call('/api/front/user/info', { token: shopper.token });
      expect(info.data.avatar).toBe(r.data.url);
    } finally {
      api.app.config.publicUrl = own;
    }
  });
});
