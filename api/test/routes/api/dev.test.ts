import { startApi, type TestApi } from '../../helper';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
});
afterAll(() => api?.close());

function smsForm(phone: string, countryCode: string): FormData {
  const form = new FormData();
  form.append('phone', phone);
  form.append('countryCode', countryCode);
  return form;
}

describe('GET /api/dev/outbox', () => {
  it('lists the messages sent to an email, newest first, by its lower-cased address', async () => {
    const email = 'Outbox_Reader@Mall.test';
    expect((await api.call('/api/front/login/email/captcha', { body: email })).code).toBe(200);
    await api.db.query("UPDATE verification_code SET created_at = created_at - interval '2 minutes'");
    expect((await api.call('/api/front/login/email/captcha', { body: email, lang: 'zh-CN' })).code).toBe(200);

    const r = await api.call(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(r.code).toBe(200);
    expect(r.data).toHaveLength(2);
    expect(r.data[0]).toEqual({
      to: 'outbox_reader@mall.test',
      channel: 'email',
      subject: '您的注册验证码',
      code: expect.stringMatching(/^[0-9]{6}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(r.data[1]).toMatchObject({ to: 'outbox_reader@mall.test', subject: 'Your registration code' });
    const rows = await api.db.query<{ recipient: string; body: string }>(
      'SELECT recipient, body FROM outbox_message WHERE recipient = $1 ORDER BY id DESC',
      ['outbox_reader@mall.test'],
    );
    expect(rows.rows[0].body).toContain(r.data[0].code);
  });

  it('lists SMS by +<dial><phone>, with or without the URL-encoded "+"', async () => {
    expect((await api.call('/api/front/login/sendCode', { form: smsForm('13500000000', '+855') })).code).toBe(200);
    const encoded = await api.call('/api/dev/outbox?to=%2B85513500000000');
    expect(encoded.data).toEqual([expect.objectContaining({ to: '+85513500000000', channel: 'sms', subject: 'Verification code' })]);
    const raw = await api.call('/api/dev/outbox?to=+85513500000000');
    expect(raw.data).toEqual(encoded.data);
    const bare = await api.call('/api/dev/outbox?to=85513500000000');
    expect(bare.data).toEqual(encoded.data);
  });

  it('answers an empty list for an address nothing was sent to', async () => {
    const r = await api.call('/api/dev/outbox?to=quiet@mall.test');
    expect(r).toMatchObject({ code: 200, data: [] });
  });

  it('validates the address', async () => {
    const missing = await api.call('/api/dev/outbox');
    expect(missing).toMatchObject({ code: 400, message: 'The field “to” is required' });
    const bad = await api.call('/api/dev/outbox?to=nobody-here');
    expect(bad).toMatchObject({ code: 400, message: 'Give an email address or a phone number written as +<dial code><number>' });
  });

  it('is not there outside development mode (MALL_DEV_MODE), whatever NODE_ENV says', async () => {
    const production = await startApi({ devMode: false });
    try {
      const r = await production.call('/api/dev/outbox?to=demo@mall.test');
      expect(r.status).toBe(404);
      expect(r).toMatchObject({ code: 404, message: 'No such API path: /api/dev/outbox', data: null });
    } finally {
      await production.close();
    }
  });
});
