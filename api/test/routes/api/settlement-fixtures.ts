import { deflateSync } from 'node:zlib';
import { issueToken } from '../../../src/services/auth/tokens';
import type { ApiLike } from '../../helper';

/** A real 1×1 PNG (what a browser would show), optionally padded to `size` bytes after its end chunk. */
export function pngBytes(size = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xe9, 0x33, 0x23]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}

/** A real 1×1 JPEG (red): the API decodes every upload, so a header alone is no longer a picture. */
export function jpegBytes(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQU' +
      'FBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA' +
      '/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCVAC9XD//Z',
    'base64',
  );
}

export function fileForm(content: Buffer, name: string, field = 'multipart', type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), name);
  return form;
}

export interface Shopper {
  uid: number;
  email: string;
  token: string;
}

let serial = 0;

/** A fresh email shopper with a live token. */
export async function newShopper(api: ApiLike, prefix = 'shopper'): Promise<Shopper> {
  serial += 1;
  const email = `${prefix}.${serial}.${Date.now().toString(36)}@mall.test`;
  const r = await api.db.query<{ id: number }>("INSERT INTO app_user (email, nickname, user_type) VALUES ($1, $2, 'email') RETURNING id", [
    email,
    `${prefix} ${serial}`,
  ]);
  const uid = r.rows[0].id;
  return { uid, email, token: await issueToken(api.db, uid, 'test') };
}

/** Uploads a PNG as `shopper` and answers its URL. */
export async function uploadPicture(api: ApiLike, shopper: Shopper): Promise<string> {
  const r = await api.call('/api/front/upload/image?model=product&pid=1', {
    form: fileForm(pngBytes(), 'licence.png', 'multipart', 'image/png'),
    token: shopper.token,
  });
  expect(r.code).toBe(200);
  return r.data.url as string;
}

/** Sends the application code to `email` (as if the 60 s had passed since any earlier code) and reads it back. */
export async function settleCode(api: ApiLike, shopper: Shopper, email: string): Promise<string> {
  await api.db.query("UPDATE verification_code SET created_at = created_at - interval '2 minutes' WHERE target = $1", [
    email.toLowerCase(),
  ]);
  const r = await api.call('/api/front/captcha/email/merchant/settled', { body: email, token: shopper.token });
  expect(r).toMatchObject({ code: 200, data: true });
  const sent = await api.db.query<{ code: string }>('SELECT code FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
    email.toLowerCase(),
  ]);
  return sent.rows[0].code;
}

let shopSerial = 0;

/** A complete, valid application body for `shopper` (a fresh shop name and email unless given). */
export async function applicationBody(
  api: ApiLike,
  shopper: Shopper,
  over: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  shopSerial += 1;
  const email = (over.email as string | undefined) ?? `shop${shopSerial}.${Date.now().toString(36)}@example.test`;
  const pictures = (over.pictures as string[] | undefined) ?? [await uploadPicture(api, shopper)];
  const { pictures: _omit, ...rest } = over;
  return {
    name: `Test Shop ${shopSerial} ${Date.now().toString(36)}`,
    realName: 'Alex Applicant',
    email,
    countryCode: '+66',
    phone: '812345678',
    captcha: await settleCode(api, shopper, email),
    categoryId: 2,
    typeId: 1,
    handlingFee: 0,
    keywords: 'tea,ceramics',
    address: '12 Riverside Road, Bangkok',
    qualificationPicture: JSON.stringify(pictures),
    isAgree: true,
    ...rest,
  };
}

/** Submits an application and answers its id (the newest of the shopper's). */
export async function applied(api: ApiLike, shopper: Shopper, over: Record<string, unknown> = {}): Promise<number> {
  const r = await api.call('/api/front/merchant/settled/apply', { body: await applicationBody(api, shopper, over), token: shopper.token });
  expect(r).toMatchObject({ code: 200, data: null });
  const row = await api.db.query<{ id: number }>('SELECT max(id)::int AS id FROM merchant_settlement WHERE uid = $1', [shopper.uid]);
  return row.rows[0].id;
}

export const OPERATOR = { 'x-operator-token': 'dev-operator-token' };
