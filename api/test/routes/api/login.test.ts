import { createHash } from 'node:crypto';
import { smsForm, startApi, type TestApi } from '../../helper';

let api: TestApi;
beforeAll(async () => {
  // The demo shopper's phone gets a code in many of these tests: its daily budget is tested in abuse-limits.test.ts.
  api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 }, limits: { codesPerNumberPerDay: 1000 } });
});
afterAll(() => api?.close());

const DEMO = { email: 'demo@mall.test', password: 'Demo12345!', countryCode: '+86', phone: '13800000000' };
const DEMO_SMS = '+8613800000000';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The code of the newest message sent to `to`, read from the dev outbox. */
async function lastCode(to: string): Promise<string> {
  const r = await api.call<Array<{ code: string }>>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(r.code).toBe(200);
  return r.data[0].code;
}

/** Moves the codes of `target` back in time, as if `seconds` had passed (the 60 s rule). */
async function age(target: string, seconds = 61): Promise<void> {
  await api.db.query('UPDATE verification_code SET created_at = created_at - make_interval(secs => $2) WHERE target = $1', [
    target,
    seconds,
  ]);
}

async function sendSms(phone: string): Promise<string> {
  const r = await api.call('/api/front/login/sendCode', { form: smsForm(phone) });
  expect(r).toMatchObject({ code: 200, message: 'Sent successfully', data: null });
  return lastCode(`+86${phone}`);
}

async function sendEmailCode(path: 'captcha' | 'forget/password', email: string) {
  return api.call(`/api/front/login/email/${path}`, { body: email });
}

async function tokenAlive(token: string | null): Promise<boolean> {
  const r = await api.call<boolean>('/api/front/login/token/is/exist', { method: 'POST', token });
  expect(r.code).toBe(200);
  return r.data;
}

describe('email and password sign-in', () => {
  it('answers a LoginResponse with a new token, stored hashed', async () => {
    const r = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    expect(r.code).toBe(200);
    expect(r.message).toBe('Login successful');
    expect(r.data).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      type: 'login',
      key: null,
      uid: expect.any(Number),
      nikeName: 'Demo Shopper',
      phone: DEMO.phone,
      email: DEMO.email,
      identity: null,
      userType: 'email',
    });
    const rows = await api.db.query<{ token_hash: string; user_id: number; strategy: string }>(
      'SELECT token_hash, user_id, strategy FROM auth_token WHERE token_hash = $1 OR token_hash = $2',
      [sha256(r.data.token), r.data.token],
    );
    expect(rows.rows).toEqual([{ token_hash: sha256(r.data.token), user_id: r.data.uid, strategy: 'email' }]);
    expect(await tokenAlive(r.data.token)).toBe(true);
  });

  it('issues a different token on every sign-in, all of them alive', async () => {
    const a = await api.call('/api/front/login/email', { body: { email: 'Demo@Mall.test', password: DEMO.password } });
    const b = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    expect(a.code).toBe(200);
    expect(a.data.token).not.toBe(b.data.token);
    expect(await tokenAlive(a.data.token)).toBe(true);
    expect(await tokenAlive(b.data.token)).toBe(true);
  });

  it('answers one message for a wrong password and for an unknown account', async () => {
    const wrong = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: 'Wrong12345!' } });
    const unknown = await api.call('/api/front/login/email', { body: { email: 'nobody@mall.test', password: DEMO.password } });
    expect(wrong).toMatchObject({ code: 500, message: 'Incorrect account or password', data: null });
    expect(unknown).toMatchObject({ code: 500, message: 'Incorrect account or password', data: null });
  });

  it('validates the body', async () => {
    const missing = await api.call('/api/front/login/email', { body: { email: DEMO.email } });
    expect(missing).toMatchObject({ code: 400, message: 'The field “password” is required' });
    const badEmail = await api.call('/api/front/login/email', { body: { email: 'demo.mall.test', password: 'x' } });
    expect(badEmail).toMatchObject({ code: 400, message: 'Please fill in the correct email address' });
    const empty = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: '' } });
    expect(empty).toMatchObject({ code: 400, message: 'Please enter your password (at most 128 characters)' });
  });

  it('translates its messages', async () => {
    const zh = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: 'nope' }, lang: 'zh-CN' });
    expect(zh.message).toBe('账号或密码不正确');
    const fr = await api.call('/api/front/login/email', { body: { email: 'x', password: 'nope' }, lang: 'fr' });
    expect(fr).toMatchObject({ code: 400, message: 'Veuillez saisir une adresse e-mail valide' });
  });
});

describe('phone and password sign-in', () => {
  it('signs the demo shopper in with +86 and the phone', async () => {
    const r = await api.call('/api/front/login/mobile/password', { body: DEMO_PHONE_PASSWORD() });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ phone: DEMO.phone, email: DEMO.email, userType: 'email', type: 'login' });
    const strategy = await api.db.query('SELECT strategy FROM auth_token WHERE token_hash = $1', [sha256(r.data.token)]);
    expect(strategy.rows).toEqual([{ strategy: 'mobile-password' }]);
  });

  it('answers one message for a wrong password and an unknown phone', async () => {
    const wrong = await api.call('/api/front/login/mobile/password', { body: { ...DEMO_PHONE_PASSWORD(), password: 'Wrong1234!' } });
    const unknown = await api.call('/api/front/login/mobile/password', { body: { ...DEMO_PHONE_PASSWORD(), phone: '13812345678' } });
    const otherCountry = await api.call('/api/front/login/mobile/password', { body: { ...DEMO_PHONE_PASSWORD(), countryCode: '+33' } });
    for (const r of [wrong, unknown, otherCountry]) expect(r).toMatchObject({ code: 500, message: 'Incorrect account or password' });
  });

  it('validates phone and country code', async () => {
    const phone = await api.call('/api/front/login/mobile/password', { body: { ...DEMO_PHONE_PASSWORD(), phone: '138-0000' } });
    expect(phone).toMatchObject({ code: 400, message: 'Please enter a valid phone number (digits only)' });
    const dial = await api.call('/api/front/login/mobile/password', { body: { ...DEMO_PHONE_PASSWORD(), countryCode: 'China' } });
    expect(dial).toMatchObject({ code: 400, message: 'Please choose a valid country dialling code' });
    const missing = await api.call('/api/front/login/mobile/password', { body: { phone: DEMO.phone, password: DEMO.password } });
    expect(missing).toMatchObject({ code: 400, message: 'The field “countryCode” is required' });
  });
});

function DEMO_PHONE_PASSWORD() {
  return { countryCode: DEMO.countryCode, phone: DEMO.phone, password: DEMO.password };
}

describe('SMS codes and phone-code sign-in', () => {
  it('sends a 6-digit code to +<dial><phone>, stored only as a hash, and signs in with it once', async () => {
    const code = await sendSms(DEMO.phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    const rows = await api.db.query<{ channel: string; purpose: string; code_hash: string; attempts: number; ttl: number }>(
      `SELECT channel, purpose, code_hash, attempts, round(extract(epoch FROM expires_at - created_at))::int AS ttl
         FROM verification_code WHERE target = $1 ORDER BY id DESC LIMIT 1`,
      [DEMO_SMS],
    );
    expect(rows.rows).toEqual([
      { channel: 'sms', purpose: 'login', code_hash: sha256(`login:${DEMO_SMS}:${code}`), attempts: 0, ttl: 600 },
    ]);
    expect(rows.rows[0].code_hash).not.toContain(code);

    const r = await api.call('/api/front/login/mobile/captcha', { body: { phone: DEMO.phone, captcha: code, countryCode: '+86' } });
    expect(r).toMatchObject({ code: 200, message: 'Login successful' });
    expect(r.data).toMatchObject({ userType: 'email', phone: DEMO.phone, token: expect.any(String) });

    const again = await api.call('/api/front/login/mobile/captcha', { body: { phone: DEMO.phone, captcha: code, countryCode: '+86' } });
    expect(again).toMatchObject({ code: 500, message: 'This verification code has already been used; please request a new one' });
  });

  it('refuses a second send inside 60 s, naming the seconds left, then sends again', async () => {
    await age(DEMO_SMS);
    await sendSms(DEMO.phone);
    await age(DEMO_SMS, 15);
    const r = await api.call('/api/front/login/sendCode', { form: smsForm(DEMO.phone) });
    expect(r.code).toBe(500);
    const seconds = Number(/wait (\d+) seconds/.exec(r.message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(44);
    expect(seconds).toBeLessThanOrEqual(45);
    expect(r.message).toBe(`A code was just sent; please wait ${seconds} seconds before asking for another`);
    await age(DEMO_SMS, 46);
    const ok = await api.call('/api/front/login/sendCode', { form: smsForm(DEMO.phone) });
    expect(ok.code).toBe(200);
  });

  it('burns the code after 5 wrong attempts', async () => {
    await age(DEMO_SMS);
    const code = await sendSms(DEMO.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { phone: DEMO.phone, captcha: wrong, countryCode: '+86' };
    for (let left = 4; left >= 1; left--) {
      const r = await api.call('/api/front/login/mobile/captcha', { body });
      expect(r).toMatchObject({ code: 500, message: `The verification code is incorrect (${left} attempts left)` });
    }
    const fifth = await api.call('/api/front/login/mobile/captcha', { body });
    expect(fifth).toMatchObject({ code: 500, message: 'Too many incorrect attempts; please request a new verification code' });
    const right = await api.call('/api/front/login/mobile/captcha', { body: { ...body, captcha: code } });
    expect(right.message).toBe('Too many incorrect attempts; please request a new verification code');
    const row = await api.db.query<{ attempts: number; used: boolean }>(
      'SELECT attempts, used_at IS NOT NULL AS used FROM verification_code WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [DEMO_SMS],
    );
    expect(row.rows[0]).toEqual({ attempts: 5, used: true });
  });

  it('refuses an expired code', async () => {
    await age(DEMO_SMS);
    const code = await sendSms(DEMO.phone);
    await api.db.query(
      `UPDATE verification_code SET created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute'
        WHERE target = $1 AND used_at IS NULL`,
      [DEMO_SMS],
    );
    const r = await api.call('/api/front/login/mobile/captcha', { body: { phone: DEMO.phone, captcha: code, countryCode: '+86' } });
    expect(r).toMatchObject({ code: 500, message: 'The verification code has expired; please request a new one' });
  });

  it('reads sendCode as form fields (files ignored) or as a JSON object', async () => {
    const form = smsForm('13700000010');
    form.append('attachment', new Blob([new Uint8Array(2048)]), 'x.bin');
    const multipart = await api.call('/api/front/login/sendCode', { form });
    expect(multipart).toMatchObject({ code: 200, message: 'Sent successfully' });
    expect(await lastCode('+8613700000010')).toMatch(/^[0-9]{6}$/);
    const json = await api.call('/api/front/login/sendCode', { body: { phone: '13700000011', countryCode: 86 } });
    expect(json).toMatchObject({ code: 200, message: 'Sent successfully' });
    expect(await lastCode('+8613700000011')).toMatch(/^[0-9]{6}$/);
  });

  it('asks for a code first when none was sent', async () => {
    const r = await api.call('/api/front/login/mobile/captcha', { body: { phone: '13700000099', captcha: '123456', countryCode: '+86' } });
    expect(r).toMatchObject({ code: 500, message: 'Please request a verification code first' });
  });

  it('validates the code format and the form fields', async () => {
    const letters = await api.call('/api/front/login/mobile/captcha', {
      body: { phone: DEMO.phone, captcha: '12ab56', countryCode: '+86' },
    });
    expect(letters).toMatchObject({ code: 400, message: 'The verification code must be 6 digits' });
    const short = await api.call('/api/front/login/mobile/captcha', { body: { phone: DEMO.phone, captcha: '12345', countryCode: '+86' } });
    expect(short.message).toBe('The verification code must be 6 digits');
    const noPhone = new FormData();
    noPhone.append('countryCode', '+86');
    const missing = await api.call('/api/front/login/sendCode', { form: noPhone });
    expect(missing).toMatchObject({ code: 400, message: 'The field “phone” is required' });
    const badPhone = await api.call('/api/front/login/sendCode', { form: smsForm('12ab') });
    expect(badPhone).toMatchObject({ code: 400, message: 'Please enter a valid phone number (digits only)' });
  });
});

describe('registration by phone', () => {
  const phone = '13900000001';
  const target = `+86${phone}`;

  it('keeps an SMS code usable for registration when the phone has no account yet', async () => {
    const code = await sendSms(phone);
    const login = await api.call('/api/front/login/mobile/captcha', { body: { phone, captcha: code, countryCode: '+86' } });
    expect(login).toMatchObject({ code: 500, message: 'This phone number is not registered yet; please register first' });

    const weak = await api.call('/api/front/login/register/mobile', {
      body: { countryCode: '+86', captcha: code, phone, password: 'password' },
    });
    expect(weak).toMatchObject({ code: 400, message: expect.stringMatching(/^This password is one of the most commonly used/) });

    const r = await api.call('/api/front/login/register/mobile', {
      body: { countryCode: '+86', captcha: code, phone, password: 'Phone12345' },
    });
    expect(r).toMatchObject({ code: 200, message: 'Registration successful' });
    expect(r.data).toMatchObject({ type: 'register', userType: 'phone', phone, email: '', nikeName: '139****0001', identity: null });
    const row = await api.db.query('SELECT country_code, phone, email, user_type, avatar FROM app_user WHERE id = $1', [r.data.uid]);
    expect(row.rows).toEqual([{ country_code: '86', phone, email: null, user_type: 'phone', avatar: '/media/brand/avatar.svg' }]);
    expect(await tokenAlive(r.data.token)).toBe(true);
  });

  it('then signs in by SMS code and by phone and password', async () => {
    await age(target);
    const code = await sendSms(phone);
    const byCode = await api.call('/api/front/login/mobile/captcha', { body: { phone, captcha: code, countryCode: '+86' } });
    expect(byCode.code).toBe(200);
    expect(byCode.data.userType).toBe('phone');
    const byPassword = await api.call('/api/front/login/mobile/password', { body: { countryCode: '+86', phone, password: 'Phone12345' } });
    expect(byPassword.code).toBe(200);
    expect(byPassword.data.uid).toBe(byCode.data.uid);
    expect(byPassword.data.token).not.toBe(byCode.data.token);
  });

  it('refuses a phone that already has an account', async () => {
    await age(DEMO_SMS);
    const code = await sendSms(DEMO.phone);
    const r = await api.call('/api/front/login/register/mobile', {
      body: { countryCode: '+86', captcha: code, phone: DEMO.phone, password: 'Phone12345' },
    });
    expect(r).toMatchObject({ code: 500, message: 'This phone number is already registered; please sign in' });
  });
});

describe('registration by email', () => {
  const email = 'New.Shopper@Mall.test'.replace('.', '_');
  const stored = email.toLowerCase();

  it('sends a code to the raw email string and registers with it', async () => {
    const sent = await sendEmailCode('captcha', email);
    expect(sent).toMatchObject({ code: 200, message: 'Sent successfully', data: null });
    const outbox = await api.call(`/api/dev/outbox?to=${encodeURIComponent(stored)}`);
    expect(outbox.data[0]).toMatchObject({ to: stored, channel: 'email', subject: 'Your registration code' });
    const code = outbox.data[0].code as string;
    const row = await api.db.query('SELECT purpose, channel, code_hash FROM verification_code WHERE target = $1', [stored]);
    expect(row.rows).toEqual([{ purpose: 'register', channel: 'email', code_hash: sha256(`register:${stored}:${code}`) }]);

    const wrong = await api.call('/api/front/login/register/email', {
      body: { email, captcha: code === '999999' ? '999998' : '999999', password: 'Shop1234!' },
    });
    expect(wrong).toMatchObject({ code: 500, message: 'The verification code is incorrect (4 attempts left)' });

    const r = await api.call('/api/front/login/register/email', { body: { email, captcha: code, password: 'Shop1234!' } });
    expect(r).toMatchObject({ code: 200, message: 'Registration successful' });
    expect(r.data).toMatchObject({ type: 'register', userType: 'email', email: stored, phone: '', nikeName: 'new_shopper' });
    const user = await api.db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM app_user WHERE id = $1', [
      r.data.uid,
    ]);
    expect(user.rows[0].email).toBe(stored);
    expect(user.rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(user.rows[0].password_hash).not.toContain('Shop1234!');

    const login = await api.call('/api/front/login/email', { body: { email: stored, password: 'Shop1234!' } });
    expect(login.code).toBe(200);
    expect(login.data.uid).toBe(r.data.uid);
  });

  it('refuses codes and registration for an email that has an account', async () => {
    const sent = await sendEmailCode('captcha', DEMO.email);
    expect(sent).toMatchObject({ code: 500, message: 'This email address is already registered; please sign in' });
    const r = await api.call('/api/front/login/register/email', { body: { email: DEMO.email, captcha: '123456', password: 'Shop1234!' } });
    expect(r).toMatchObject({ code: 500, message: 'This email address is already registered; please sign in' });
  });

  it('accepts a dotted or plus-tagged address, which the vendor rule wrongly refused', async () => {
    for (const email of ['first.last@mall.test', 'ana+shop@mall.test']) {
      const sent = await sendEmailCode('captcha', email);
      expect(sent.code).toBe(200);
      const r = await api.call('/api/front/login/register/email', {
        body: { email, captcha: await lastCode(email), password: 'Shop1234!' },
      });
      expect(r.code).toBe(200);
    }
  });

  it('validates the raw email body and the registration fields', async () => {
    const bad = await sendEmailCode('captcha', 'not-an-email');
    expect(bad).toMatchObject({ code: 400, message: 'Please fill in the correct email address' });
    const object = await api.call('/api/front/login/email/captcha', { body: { email: 'a@b.c' } });
    expect(object).toMatchObject({ code: 400, message: 'Please fill in the correct email address' });
    const missing = await api.call('/api/front/login/register/email', { body: { email: 'x@mall.test', password: 'Shop1234!' } });
    expect(missing).toMatchObject({ code: 400, message: 'The field “captcha” is required' });
    for (const password of ['Sh0p!', 'x'.repeat(129)]) {
      const weak = await api.call('/api/front/login/register/email', { body: { email: 'x@mall.test', captcha: '123456', password } });
      expect(weak).toMatchObject({ code: 400, message: expect.stringMatching(/^The password must be 8 to 128 characters/) });
    }
    const captcha = await api.call('/api/front/login/register/email', {
      body: { email: 'x@mall.test', captcha: 'abcdef', password: 'Shop1234!' },
    });
    expect(captcha).toMatchObject({ code: 400, message: 'The verification code must be 6 digits' });
  });
});

describe('forgotten password', () => {
  const email = 'forgetful@mall.test';

  it('resets the password with the emailed code and signs every session out', async () => {
    await sendEmailCode('captcha', email);
    const reg = await api.call('/api/front/login/register/email', {
      body: { email, captcha: await lastCode(email), password: 'Before123!' },
    });
    expect(reg.code).toBe(200);
    const oldToken = reg.data.token as string;
    await age(email);

    const sent = await sendEmailCode('forget/password', email);
    expect(sent).toMatchObject({ code: 200, message: 'Sent successfully' });
    const outbox = await api.call(`/api/dev/outbox?to=${email}`);
    expect(outbox.data[0]).toMatchObject({ subject: 'Your password reset code', channel: 'email' });
    const code = outbox.data[0].code as string;

    const mismatch = await api.call('/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'After1234!', passwordAgain: 'After1234?' },
    });
    expect(mismatch).toMatchObject({ code: 400, message: 'The two passwords do not match' });
    const weak = await api.call('/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'after', passwordAgain: 'after' },
    });
    expect(weak).toMatchObject({ code: 400, message: expect.stringMatching(/^The password must be 8 to 128 characters/) });

    const r = await api.call('/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'After1234!', passwordAgain: 'After1234!' },
    });
    expect(r).toMatchObject({ code: 200, message: 'Password reset successfully', data: null });

    expect(await tokenAlive(oldToken)).toBe(false);
    const info = await api.call('/api/front/user/info', { token: oldToken });
    expect(info.code).toBe(401);
    const old = await api.call('/api/front/login/email', { body: { email, password: 'Before123!' } });
    expect(old.message).toBe('Incorrect account or password');
    const fresh = await api.call('/api/front/login/email', { body: { email, password: 'After1234!' } });
    expect(fresh.code).toBe(200);

    const reuse = await api.call('/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'Again1234!', passwordAgain: 'Again1234!' },
    });
    expect(reuse.message).toBe('This verification code has already been used; please request a new one');
  });

  it('answers an unknown email the same way, but sends nothing', async () => {
    const unknown = 'ghost@mall.test';
    const r = await sendEmailCode('forget/password', unknown);
    expect(r).toMatchObject({ code: 200, message: 'Sent successfully', data: null });
    const outbox = await api.call(`/api/dev/outbox?to=${unknown}`);
    expect(outbox.data).toEqual([]);
    const again = await sendEmailCode('forget/password', unknown);
    expect(again.message).toMatch(/^A code was just sent; please wait \d+ seconds/);
    const reset = await api.call('/api/front/login/email/reset/password', {
      body: { email: unknown, captcha: '123456', newPassword: 'Ghost1234!', passwordAgain: 'Ghost1234!' },
    });
    expect(reset.message).toMatch(/^The verification code is incorrect \(4 attempts left\)$/);
  });
});

describe('session', () => {
  it('answers token/is/exist false without a token or with a dead one', async () => {
    expect(await tokenAlive(null)).toBe(false);
    expect(await tokenAlive('f'.repeat(64))).toBe(false);
  });

  it('logs out: the token is revoked, other sessions stay', async () => {
    const a = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    const b = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    const out = await api.call('/api/front/login/logout', { token: a.data.token });
    expect(out).toMatchObject({ code: 200, message: 'Signed out', data: null });
    expect(await tokenAlive(a.data.token)).toBe(false);
    expect(await tokenAlive(b.data.token)).toBe(true);
    const row = await api.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM auth_token WHERE token_hash = $1', [
      sha256(a.data.token),
    ]);
    expect(row.rows).toEqual([{ revoked: true }]);
    const anonymous = await api.call('/api/front/login/logout');
    expect(anonymous.code).toBe(200);
  });

  it('reads the token with the prefixes the storefront may send', async () => {
    const r = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    expect(await tokenAlive(`Bearer ${r.data.token}`)).toBe(true);
    expect(await tokenAlive(`TOKEN_USER:${r.data.token}`)).toBe(true);
  });
});

describe('login settings', () => {
  it('answers the login picture as an absolute URL', async () => {
    const r = await api.call('/api/pc/login/getLoginPic');
    expect(r).toMatchObject({ code: 200, data: { loginLeftImage: `${api.url}/media/brand/login-left.svg` } });
  });

  it('answers the sign-in methods and the agreement', async () => {
    const r = await api.call('/api/front/login/method/info');
    expect(r.code).toBe(200);
    expect(r.data).toEqual({
      twitterOpen: false,
      googleOpen: false,
      facebookOpen: false,
      googleClientId: '',
      facebookAppId: '',
      visitorOpen: true,
      agreement: expect.stringContaining('<h2>User agreement</h2>'),
    });
  });
});

describe('guest (visitor) registration', () => {
  it('creates a new visitor account on every call', async () => {
    const body = { countryCode: 86, email: 'Guest@Mall.test', phone: '' };
    const a = await api.call('/api/front/login/register/visitor', { body });
    const b = await api.call('/api/front/login/register/visitor', { body: { ...body, countryCode: '86', phone: '13700000001' } });
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ userType: 'visitor', email: 'guest@mall.test', phone: '', type: 'register' });
    expect(a.data.identity).toMatch(/^[0-9a-f]{32}$/);
    expect(a.data.nikeName).toMatch(/^Guest-[0-9a-f]{8}$/);
    expect(b.data.uid).not.toBe(a.data.uid);
    expect(b.data.identity).not.toBe(a.data.identity);
    expect(b.data.nikeName).not.toBe(a.data.nikeName);
    const rows = await api.db.query(
      'SELECT user_type, email, country_code, phone, avatar, identity FROM app_user WHERE id = ANY($1) ORDER BY id',
      [[a.data.uid, b.data.uid]],
    );
    expect(rows.rows).toEqual([
      {
        user_type: 'visitor',
        email: 'guest@mall.test',
        country_code: null,
        phone: null,
        avatar: '/media/brand/avatar.svg',
        identity: a.data.identity,
      },
      {
        user_type: 'visitor',
        email: 'guest@mall.test',
        country_code: '86',
        phone: '13700000001',
        avatar: '/media/brand/avatar.svg',
        identity: b.data.identity,
      },
    ]);
    expect(await tokenAlive(a.data.token)).toBe(true);
  });

  it('accepts the email of a registered account without touching it', async () => {
    const r = await api.call('/api/front/login/register/visitor', { body: { countryCode: 86, email: DEMO.email } });
    expect(r.code).toBe(200);
    const demo = await api.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    expect(demo.data.userType).toBe('email');
    expect(demo.data.uid).not.toBe(r.data.uid);
  });

  it('needs a country code with a phone, and a valid email', async () => {
    const noDial = await api.call('/api/front/login/register/visitor', { body: { email: 'g@mall.test', phone: '13700000002' } });
    expect(noDial).toMatchObject({ code: 400, message: 'The country dialling code cannot be empty when a phone number is given' });
    const noEmail = await api.call('/api/front/login/register/visitor', { body: { countryCode: 86 } });
    expect(noEmail).toMatchObject({ code: 400, message: 'The field “email” is required' });
  });

  it('is refused when visitor_open is off', async () => {
    await api.db.query("UPDATE system_config SET value = '0' WHERE key = 'visitor_open'");
    try {
      const r = await api.call('/api/front/login/register/visitor', { body: { countryCode: 86, email: 'g@mall.test' } });
      expect(r).toMatchObject({ code: 500, message: 'Guest checkout is turned off; please sign in or register', data: null });
      const info = await api.call('/api/front/login/method/info');
      expect(info.data.visitorOpen).toBe(false);
    } finally {
      await api.db.query("UPDATE system_config SET value = '1' WHERE key = 'visitor_open'");
    }
  });
});

describe('Twitter sign-in', () => {
  it('is refused: not configured', async () => {
    const token = await api.call('/api/front/login/twitter/request/token?end=pc');
    expect(token).toMatchObject({ code: 500, message: 'Twitter sign-in is not configured', data: null });
    const login = await api.call('/api/front/login/twitter', { body: { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' } });
    expect(login).toMatchObject({ code: 500, message: 'Twitter sign-in is not configured' });
    const th = await api.call('/api/front/login/twitter', {
      body: { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' },
      lang: 'th',
    });
    expect(th.message).toBe('ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย Twitter');
    const missing = await api.call('/api/front/login/twitter', { body: { oauthToken: 'a' } });
    expect(missing).toMatchObject({ code: 400, message: 'The field “oauthTokenSecret” is required' });
  });
});

describe('OpenAPI document', () => {
  it('describes the login endpoints, their bodies and answers', async () => {
    const doc = (await (await fetch(`${api.url}/docs/json`)).json()) as {
      paths: Record<
        string,
        Record<string, { summary?: string; requestBody?: { content: Record<string, { schema: any }> }; responses: any }>
      >;
    };
    for (const path of [
      '/api/front/login/email',
      '/api/front/login/mobile/password',
      '/api/front/login/mobile/captcha',
      '/api/front/login/register/email',
      '/api/front/login/register/mobile',
      '/api/front/login/register/visitor',
      '/api/front/login/twitter',
      '/api/front/login/email/captcha',
      '/api/front/login/email/forget/password',
      '/api/front/login/sendCode',
      '/api/front/login/email/reset/password',
      '/api/front/login/token/is/exist',
    ]) {
      expect(doc.paths[path]?.post?.summary).toEqual(expect.any(String));
    }
    const sms = doc.paths['/api/front/login/sendCode'].post.requestBody!.content;
    expect(Object.keys(sms)).toEqual(expect.arrayContaining(['multipart/form-data']));
    const login = doc.paths['/api/front/login/email'].post;
    expect(login.requestBody!.content['application/json'].schema.properties.email.pattern).toBe(
      '^[a-zA-Z0-9_+-]+(\\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9_-]+(\\.[a-zA-Z0-9_-]+)+$',
    );
    const data = login.responses['200'].content['application/json'].schema.properties.data;
    expect(JSON.stringify(data)).toContain('nikeName');
    expect(doc.paths['/api/front/login/method/info'].get.summary).toEqual(expect.any(String));
    expect(doc.paths['/api/pc/login/getLoginPic'].get.summary).toEqual(expect.any(String));
  });
});

describe('rate limits', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi({ rateLimit: { signInPerMinute: 3, codePerHour: 3 } });
  });
  afterAll(() => limited.close());

  it('limits sign-in attempts per IP and minute', async () => {
    const body = { email: DEMO.email, password: 'Wrong12345!' };
    for (let i = 0; i < 3; i++) {
      const r = await limited.call('/api/front/login/email', { body });
      expect(r.code).toBe(500);
    }
    const blocked = await limited.call('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
    expect(blocked.code).toBe(429);
    expect(blocked.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(blocked.data).toBeNull();
    const fr = await limited.call('/api/front/login/email', { body, lang: 'fr' });
    expect(fr.message).toMatch(/^Trop de requêtes, réessayez dans \d+ secondes$/);
  });

  it('limits codes per address, whichever endpoint sends them', async () => {
    const target = 'limited@mall.test';
    const ageTarget = () =>
      limited.db.query("UPDATE verification_code SET created_at = created_at - interval '2 minutes' WHERE target = $1", [target]);
    expect((await limited.call('/api/front/login/email/captcha', { body: target })).code).toBe(200);
    await ageTarget();
    expect((await limited.call('/api/front/login/email/forget/password', { body: target })).code).toBe(200);
    await ageTarget();
    expect((await limited.call('/api/front/login/email/forget/password', { body: target })).code).toBe(200);
    await ageTarget();
    const blocked = await limited.call('/api/front/login/email/captcha', { body: target });
    expect(blocked.code).toBe(429);
    expect(blocked.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
  });

  it('limits codes per IP and hour', async () => {
    // The captcha endpoint has counted two requests from this IP in the test before.
    expect((await limited.call('/api/front/login/email/captcha', { body: 'one@mall.test' })).code).toBe(200);
    const blocked = await limited.call('/api/front/login/email/captcha', { body: 'two@mall.test' });
    expect(blocked.code).toBe(429);
    const sms = [];
    for (const phone of ['13600000001', '13600000002', '13600000003', '13600000004']) {
      sms.push((await limited.call('/api/front/login/sendCode', { form: smsForm(phone) })).code);
    }
    expect(sms).toEqual([200, 200, 200, 429]);
  });
});
