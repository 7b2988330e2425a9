import { createFakeApi, type FakeApi } from '../../__tests__/login-harness';
import { loginWithEmail, loginWithPhoneCode, loginWithPhonePassword, loginWithTwitter } from '../login';
import { getTwitterRequestToken } from '../login-config';
import { registerVisitor, registerWithPhone } from '../register';
import { resetPasswordByEmail, sendEmailForgotPasswordCode, sendEmailRegisterCode, sendSmsCode } from '../verification';

// What the sign-in dialog's calls put on the wire: the bodies the contract's backends expect.
let api: FakeApi;

beforeEach(() => {
  api = createFakeApi();
});

const lastBody = (route: string) => api.calls(route).at(-1)?.body;

describe('email code calls', () => {
  it.each([
    ['registration', sendEmailRegisterCode, '/api/front/login/email/captcha'],
    ['forgotten password', sendEmailForgotPasswordCode, '/api/front/login/email/forget/password'],
  ])('sends the raw email string as JSON for the %s code and resolves the message', async (_name, send, url) => {
    api.on(`POST ${url}`, { code: 200, message: 'Sent successfully' });
    await expect(send('ana@example.com')).resolves.toEqual({ message: 'Sent successfully' });
    expect(lastBody(`POST ${url}`)).toBe('ana@example.com');
  });
});

describe('sendSmsCode', () => {
  it('posts form data with the phone and +86 by default', async () => {
    api.on('POST /api/front/login/sendCode', { code: 200, message: 'Sent successfully' });
    await expect(sendSmsCode('13800138000')).resolves.toEqual({ message: 'Sent successfully' });
    const body = lastBody('POST /api/front/login/sendCode');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('phone')).toBe('13800138000');
    expect((body as FormData).get('countryCode')).toBe('+86');
  });

  it('normalises another dial code to the + form', async () => {
    await sendSmsCode('612345678', 66);
    expect((lastBody('POST /api/front/login/sendCode') as FormData).get('countryCode')).toBe('+66');
  });
});

describe('sign-in and registration bodies', () => {
  it('phone + password sends the dial code with +', async () => {
    api.on('POST /api/front/login/mobile/password', { code: 200, data: { token: 't' } });
    await expect(loginWithPhonePassword({ countryCode: '86', phone: '138', password: 'pw' })).resolves.toEqual({ token: 't' });
    expect(lastBody('POST /api/front/login/mobile/password')).toEqual({ countryCode: '+86', phone: '138', password: 'pw' });
  });

  it('phone + code sends phone, captcha and +code', async () => {
    await loginWithPhoneCode({ countryCode: '+856', phone: '20', captcha: '123456' });
    expect(lastBody('POST /api/front/login/mobile/captcha')).toEqual({ phone: '20', captcha: '123456', countryCode: '+856' });
  });

  it('email sign-in sends email and password only', async () => {
    await loginWithEmail({ email: 'a@b.co', password: 'secret' });
    expect(lastBody('POST /api/front/login/email')).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('visitor registration sends the dial code as a number', async () => {
    await registerVisitor({ countryCode: '+33', email: 'g@b.co', phone: '' });
    expect(lastBody('POST /api/front/login/register/visitor')).toEqual({ countryCode: 33, email: 'g@b.co', phone: '' });
  });

  it('phone registration sends +code, captcha, phone and password', async () => {
    await registerWithPhone({ countryCode: 66, captcha: '654321', phone: '81', password: 'Pw12345!' });
    expect(lastBody('POST /api/front/login/register/mobile')).toEqual({
      countryCode: '+66',
      captcha: '654321',
      phone: '81',
      password: 'Pw12345!',
    });
  });

  it('twitter sign-in forwards the oauth triple', async () => {
    await loginWithTwitter({ oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' });
    expect(lastBody('POST /api/front/login/twitter')).toEqual({ oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' });
  });

  it('password reset sends the four fields and resolves the message', async () => {
    api.on('POST /api/front/login/email/reset/password', { code: 200, message: 'Password reset' });
    const body = { email: 'a@b.co', captcha: '111111', newPassword: 'N3w!pass', passwordAgain: 'N3w!pass' };
    await expect(resetPasswordByEmail(body)).resolves.toEqual({ message: 'Password reset' });
    expect(lastBody('POST /api/front/login/email/reset/password')).toEqual(body);
  });
});

it('the twitter request token is asked for the pc end', async () => {
  api.on('GET /api/front/login/twitter/request/token', { code: 200, data: { oauthToken: 'x', url: 'https://x' } });
  await getTwitterRequestToken();
  expect(api.calls('GET /api/front/login/twitter/request/token').map((call) => call.params)).toEqual([{ end: 'pc' }]);
});
