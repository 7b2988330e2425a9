import { issueToken } from '../../../src/services/auth/tokens';
import { chatConfig } from '../../../src/config';
import { identifierHash } from '../../../src/services/support/chat-identity';
import { startApi, type TestApi } from '../../helper';

// The customer-service chat (issue 32, item 2): the API tells the storefront which engine to load (home data `chat`)
// and signs the signed-in shopper's identifier the way Chatwoot checks it, so the engine can refuse a forged one.
const SECRET = 'inbox-secret-9f2c';
const chat = { engine: 'chatwoot' as const, baseUrl: 'https://chat.mall.test', websiteToken: 'web-token-1', hmacToken: SECRET };

let api: TestApi;
let unverified: TestApi;
let off: TestApi;
let strict: TestApi;

beforeAll(async () => {
  [api, unverified, off, strict] = await Promise.all([
    startApi({ chat }),
    startApi({ chat: { ...chat, hmacToken: null } }),
    startApi({ chat: null }),
    startApi({ chat, contractStrict: true }),
  ]);
}, 120_000);
afterAll(() => Promise.all([api, unverified, off, strict].map((a) => a?.close())));

async function shopper(to: TestApi, fields: { phone?: string; countryCode?: string; email?: string; avatar?: string }) {
  const r = await to.db.query<{ id: number }>(
    `INSERT INTO app_user (email, phone, country_code, nickname, avatar, user_type, password_hash)
     VALUES ($1, $2, $3, 'Somchai', $4, 'email', 'x') RETURNING id`,
    [fields.email ?? null, fields.phone ?? null, fields.countryCode ?? null, fields.avatar ?? ''],
  );
  const id = r.rows[0].id;
  return { id, token: await issueToken(to.db, id, 'email') };
}

describe('the chat identity hash', () => {
  it("is Chatwoot's: HMAC-SHA256 of the identifier with the inbox secret, hex (vector from openssl dgst -hmac)", () => {
    expect(identifierHash(SECRET, 'mall-user-42')).toBe('1b72154e586105c1fc0d5ebaf02c729ed3af2544489e99d2accd89db066ca044');
  });
});

describe('chat settings', () => {
  it('come from CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN and CHATWOOT_HMAC_TOKEN; both of the first two or none', () => {
    expect(chatConfig({ CHATWOOT_BASE_URL: 'https://chat.mall.test/', CHATWOOT_WEBSITE_TOKEN: 't', CHATWOOT_HMAC_TOKEN: 's' })).toEqual({
      engine: 'chatwoot',
      baseUrl: 'https://chat.mall.test',
      websiteToken: 't',
      hmacToken: 's',
    });
    expect(chatConfig({ CHATWOOT_BASE_URL: 'https://chat.mall.test' })).toBeNull();
    expect(chatConfig({ CHATWOOT_WEBSITE_TOKEN: 't' })).toBeNull();
    expect(() => chatConfig({ CHATWOOT_BASE_URL: 'chat.mall.test', CHATWOOT_WEBSITE_TOKEN: 't' })).toThrow(/http\(s\) address/);
  });

  it('reach the storefront in the home data, without the secret', async () => {
    const home = await api.call('/api/pc/home/index');
    expect(home.data.chat).toEqual({
      engine: 'chatwoot',
      baseUrl: 'https://chat.mall.test',
      websiteToken: 'web-token-1',
      identityVerified: true,
    });
    expect(JSON.stringify(home.data)).not.toContain(SECRET);
    expect((await unverified.call('/api/pc/home/index')).data.chat.identityVerified).toBe(false);
    expect((await off.call('/api/pc/home/index')).data.chat).toBeNull();
  });
});

describe('GET /api/front/chat/identity', () => {
  it("signs the signed-in shopper's identifier, with the name, email and phone in E.164", async () => {
    const { id, token } = await shopper(api, {
      email: 'somchai@mall.test',
      phone: '0812345678',
      countryCode: '+66',
      avatar: '/media/avatar/somchai.webp',
    });
    const r = await api.call('/api/front/chat/identity', { token });
    expect(r.code).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.data).toMatchObject({
      identifier: `mall-user-${id}`,
      name: 'Somchai',
      email: 'somchai@mall.test',
      phoneNumber: '+66812345678',
    });
    expect(r.data.identifierHash).toBe(identifierHash(SECRET, `mall-user-${id}`));
    expect(r.data.avatarUrl).toMatch(/^https?:\/\/[^/]+\/media\/avatar\/somchai\.webp$/);
  });

  it('leaves out what the account does not have', async () => {
    const { token } = await shopper(api, { phone: '12', countryCode: '+66' });
    const r = await api.call('/api/front/chat/identity', { token });
    expect(r.data).toMatchObject({ email: '', phoneNumber: '', avatarUrl: '' });
  });

  it('needs a signed-in shopper', async () => {
    const r = await api.call('/api/front/chat/identity');
    expect(r.code).toBe(401);
    expect(JSON.stringify(r.data ?? '')).not.toContain('identifierHash');
  });

  it('answers a translated 404 when the engine verifies no identity (no secret), and names no one', async () => {
    const { token } = await shopper(unverified, { email: 'lao@mall.test' });
    const r = await unverified.call('/api/front/chat/identity', { token, lang: 'th' });
    expect(r).toMatchObject({ code: 404, message: 'แชทฝ่ายบริการลูกค้าของห้างนี้ไม่ได้ยืนยันตัวตนของผู้ซื้อ', data: null });
  });

  it('is not served with CONTRACT_STRICT (an extension of ours)', async () => {
    const { token } = await shopper(strict, { email: 'strict@mall.test' });
    const r = await strict.call('/api/front/chat/identity', { token });
    expect(r.status).toBe(404);
    expect(r.message).toContain('/api/front/chat/identity');
  });
});
