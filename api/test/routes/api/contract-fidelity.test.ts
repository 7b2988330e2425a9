// Issue 16 part 3: a client or backend of the contract's family works with our API unchanged (docs/contract.md).
import { loadConfig } from '../../../src/config';
import { startApi, type TestApi } from '../../helper';
import { applicationBody, newShopper } from './settlement-fixtures';

const SETTLED_CODE = '/api/front/captcha/email/merchant/settled';

/** Posts `body` exactly as given with `Content-Type: application/json`, as the family's clients send the email. */
async function postRaw(api: TestApi, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(api.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  return { status: res.status, ...((await res.json()) as { code: number; message: string; data: unknown }) };
}

async function outbox(api: TestApi, to: string): Promise<string[]> {
  const r = await api.db.query<{ subject: string }>('SELECT subject FROM outbox_message WHERE recipient = $1 ORDER BY id', [to]);
  return r.rows.map((row) => row.subject);
}

describe('the raw email body of the email code endpoints (sign-up, reset, settlement)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
  });
  afterAll(() => api?.close());

  it("sends a registration code to an unquoted email, as the family's clients send it", async () => {
    const r = await postRaw(api, '/api/front/login/email/captcha', 'Unquoted.New@Mall.test');
    expect(r).toMatchObject({ status: 200, code: 200, message: 'Sent successfully' });
    expect(await outbox(api, 'unquoted.new@mall.test')).toEqual(['Your registration code']);
  });

  it('sends a reset code to an unquoted email of an account, with surrounding blanks', async () => {
    const r = await postRaw(api, '/api/front/login/email/forget/password', '  demo@mall.test\n');
    expect(r).toMatchObject({ code: 200, message: 'Sent successfully' });
    expect(await outbox(api, 'demo@mall.test')).toContain('Your password reset code');
  });

  it('sends the application code to an unquoted email, signed out', async () => {
    const r = await postRaw(api, SETTLED_CODE, 'raw.applicant@example.test');
    expect(r).toMatchObject({ code: 200, data: true });
    expect(await outbox(api, 'raw.applicant@example.test')).toEqual(['Your merchant application code']);
  });

  it('still takes the quoted form on the same routes', async () => {
    const r = await postRaw(api, SETTLED_CODE, '"quoted.applicant@example.test"');
    expect(r).toMatchObject({ code: 200, data: true });
    expect(await outbox(api, 'quoted.applicant@example.test')).toEqual(['Your merchant application code']);
  });

  it('refuses an unquoted value that is not an email, in words', async () => {
    for (const path of ['/api/front/login/email/captcha', '/api/front/login/email/forget/password', SETTLED_CODE]) {
      const r = await postRaw(api, path, 'not an email');
      expect(r).toMatchObject({ status: 200, code: 400, message: 'Please fill in the correct email address' });
    }
  });

  it('refuses broken JSON on those routes and an unquoted string on every other route (400, nothing sent)', async () => {
    const broken = await postRaw(api, SETTLED_CODE, '{"email": "a@b.c"');
    expect(broken).toMatchObject({ status: 200, code: 400 });
    const elsewhere = await postRaw(api, '/api/front/login/email', 'demo@mall.test');
    expect(elsewhere).toMatchObject({ status: 200, code: 400, data: null });
    expect(elsewhere.message).toMatch(/body/i);
    const poisoned = await postRaw(api, SETTLED_CODE, '{"__proto__": {"x": 1}}');
    expect(poisoned).toMatchObject({ code: 400 });
  });
});

describe('the application code, anonymous, keeps its limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 2 } });
  });
  afterAll(() => api?.close());

  it('allows one send per address per 60 s and the hourly number per IP', async () => {
    expect(await postRaw(api, SETTLED_CODE, 'limit.one@example.test')).toMatchObject({ code: 200 });
    const again = await postRaw(api, SETTLED_CODE, 'limit.one@example.test');
    expect(again.code).toBe(500);
    expect(again.message).toMatch(/\d+ s|second/i);
    const third = await postRaw(api, SETTLED_CODE, 'limit.two@example.test');
    expect(third).toMatchObject({ code: 429, message: expect.stringMatching(/^Too many requests/) });
    expect(await outbox(api, 'limit.two@example.test')).toEqual([]);
  });
});

describe('POST /api/front/merchant/settled/apply without isAgree (the contract’s body has none)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
  });
  afterAll(() => api?.close());

  it("takes the contract's body, which carries no agreement flag, and records the application as pending", async () => {
    const shopper = await newShopper(api, 'noflag');
    const { isAgree: _, ...body } = await applicationBody(api, shopper);
    const r = await api.call('/api/front/merchant/settled/apply', { body, token: shopper.token });
    expect(r).toMatchObject({ code: 200, data: null });
    const record = await api.call('/api/front/merchant/settled/record', { token: shopper.token });
    expect(record.data.list).toEqual([expect.objectContaining({ name: body.name, auditStatus: 1 })]);
  });

  it('still refuses an explicit isAgree: false', async () => {
    const shopper = await newShopper(api, 'refuses');
    const body = await applicationBody(api, shopper, { isAgree: false });
    const r = await api.call('/api/front/merchant/settled/apply', { body, token: shopper.token });
    expect(r).toMatchObject({ code: 400, message: 'Please read and agree to the merchant settlement agreement' });
  });
});

describe('CORS is configuration', () => {
  const preflight = (api: TestApi, origin: string, headers: string) =>
    fetch(`${api.url}/api/front/user/info`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': headers },
    });
  const allowed = (res: Response) =>
    (res.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());

  it('lets a contract client send Authorization beside authori-zation by default', async () => {
    const api = await startApi();
    try {
      const res = await preflight(api, 'http://localhost:3000', 'authorization,authori-zation,form-type');
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(allowed(res)).toEqual(
        expect.arrayContaining(['authorization', 'authori-zation', 'form-type', 'content-type', 'accept-language', 'idempotency-key']),
      );
      // The signed-in call itself: both headers, the token read from authori-zation.
      const signIn = await api.call('/api/front/login/email', { body: { email: 'demo@mall.test', password: 'Demo12345!' } });
      const me = await api.call('/api/front/user/info', {
        headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${signIn.data.token}`, 'authori-zation': signIn.data.token },
      });
      expect(me).toMatchObject({ code: 200, data: expect.objectContaining({ email: 'demo@mall.test' }) });
      expect(me.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    } finally {
      await api.close();
    }
  });

  it('answers the origins and headers of CORS_ORIGINS and CORS_HEADERS', async () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://shop.example, https://m.shop.example',
      CORS_HEADERS: 'authori-zation, X-Shop-Client',
    });
    expect(config.corsOrigins).toEqual(['https://shop.example', 'https://m.shop.example']);
    expect(config.corsHeaders).toEqual(['authori-zation', 'X-Shop-Client']);
    const api = await startApi({ corsOrigins: config.corsOrigins, corsHeaders: config.corsHeaders });
    try {
      const ours = await preflight(api, 'https://m.shop.example', 'x-shop-client');
      expect(ours.headers.get('access-control-allow-origin')).toBe('https://m.shop.example');
      expect(allowed(ours)).toEqual(['authori-zation', 'x-shop-client']);
      const stranger = await preflight(api, 'http://localhost:3000', 'authori-zation');
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('falls back to the defaults for an empty variable', () => {
    const config = loadConfig({ CORS_HEADERS: ' , ' });
    expect(config.corsHeaders).toContain('Authorization');
    expect(config.corsOrigins).toContain('http://localhost:3000');
  });
});

describe('the qualification picture challenge is an option', () => {
  it('is on by default, off with QUALIFICATION_CAPTCHA=false, and always off with CONTRACT_STRICT=true', () => {
    expect(loadConfig({}).qualificationCaptcha).toBe(true);
    expect(loadConfig({ QUALIFICATION_CAPTCHA: 'false' }).qualificationCaptcha).toBe(false);
    expect(loadConfig({ CONTRACT_STRICT: 'true', QUALIFICATION_CAPTCHA: 'true' })).toMatchObject({
      contractStrict: true,
      qualificationCaptcha: false,
    });
  });

  it('off: the detail answers without a challenge (as in the contract) and the challenge endpoint is not served', async () => {
    const api = await startApi({ qualificationCaptcha: false });
    try {
      const detail = await api.call('/api/front/merchant/detail/1');
      expect(detail).toMatchObject({ status: 200, code: 200 });
      expect(detail.data).toMatchObject({ id: 1, realName: expect.any(String), createTime: expect.stringMatching(/^\d{4}-/) });
      expect(JSON.parse(detail.data.qualificationPicture)).toEqual(expect.arrayContaining([expect.stringMatching(/^http/)]));
      // A challenge answer a client happens to send is ignored, not refused.
      expect((await api.call(`/api/front/merchant/detail/1?captchaKey=${'0'.repeat(32)}&captcha=ABCD`)).code).toBe(200);
      const captcha = await api.call('/api/front/merchant/qualification/captcha/1');
      expect(captcha).toMatchObject({ status: 404, code: 404, data: null });
      // Extensions other than the challenge stay on.
      const signIn = await api.call('/api/front/login/email', { body: { email: 'demo@mall.test', password: 'Demo12345!' } });
      expect((await api.call('/api/front/integral/user', { token: signIn.data.token })).code).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('on: the detail still needs the answer', async () => {
    const api = await startApi();
    try {
      expect(await api.call('/api/front/merchant/detail/1')).toMatchObject({ code: 400 });
      expect((await api.call('/api/front/merchant/qualification/captcha/1')).code).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe("CONTRACT_STRICT=true serves exactly the contract's endpoints", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    const { contractStrict, qualificationCaptcha } = loadConfig({ CONTRACT_STRICT: 'true' });
    api = await startApi({ contractStrict, qualificationCaptcha });
    token = (await api.call('/api/front/login/email', { body: { email: 'demo@mall.test', password: 'Demo12345!' } })).data.token;
  });
  afterAll(() => api?.close());

  // Every row has its three values: jest takes a missing one for a `done` callback.
  const extensions: Array<[string, 'GET' | 'POST', unknown]> = [
    ['/api/front/integral/user', 'GET', undefined],
    ['/api/front/integral/list?type=all', 'GET', undefined],
    ['/api/front/reply/my/list', 'GET', undefined],
    ['/api/front/order/reply/info/1', 'GET', undefined],
    ['/api/front/cart/merge/visitor', 'POST', { visitorToken: 'a'.repeat(64) }],
    ['/api/front/merchant/settled/detail/1', 'GET', undefined],
    ['/api/front/merchant/settled/reapply/1', 'POST', {}],
    ['/api/front/merchant/qualification/captcha/1', 'GET', undefined],
    ['/api/front/captcha/change/email', 'POST', { email: 'new@mall.test' }],
    ['/api/front/captcha/change/phone', 'POST', { phone: '13500000000', countryCode: '+86' }],
    ['/api/user/change/email', 'POST', { email: 'new@mall.test', captcha: '123456' }],
    ['/api/user/change/phone', 'POST', { phone: '13500000000', sms_code: '123456' }],
    ['/api/front/login/qr/ticket', 'POST', undefined],
    ['/api/front/login/qr/status', 'POST', { ticket: 'A'.repeat(43) }],
    ['/api/front/login/qr/scan', 'POST', { ticket: 'A'.repeat(43) }],
    ['/api/front/login/qr/confirm', 'POST', { ticket: 'A'.repeat(43) }],
    ['/api/front/login/qr/cancel', 'POST', { ticket: 'A'.repeat(43) }],
  ];

  it.each(extensions)('%s answers like an unknown path (HTTP 404, code 404), signed in or not', async (path, method, body) => {
    for (const caller of [token, null]) {
      const r = await api.call(path, { method, body, token: caller });
      expect(r).toMatchObject({ status: 404, code: 404, message: `No such API path: ${path.split('?')[0]}`, data: null });
    }
  });

  it('keeps every contract endpoint the storefront uses, and the qualification open', async () => {
    expect((await api.call('/api/front/product/list?page=1&limit=2')).data.list).toHaveLength(2);
    expect((await api.call('/api/front/order/reply/list', { token })).code).toBe(200);
    expect((await api.call('/api/front/merchant/settled/record', { token })).code).toBe(200);
    expect((await api.call('/api/front/merchant/detail/1')).code).toBe(200);
  });

  it('leaves the extensions out of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${api.url}/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/front/order/reply/list', '/api/front/merchant/detail/{id}']));
    for (const path of [
      '/api/front/integral/user',
      '/api/front/reply/my/list',
      '/api/front/cart/merge/visitor',
      '/api/front/merchant/qualification/captcha/{id}',
    ]) {
      expect(doc.paths[path]).toBeUndefined();
    }
  });
});
