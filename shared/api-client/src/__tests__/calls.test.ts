import { configureApi } from '../client';
import { getCartCount } from '../calls/cart';
import { getProductCategoryTree, normalizeCategoryTree } from '../calls/category';
import { parseCurrencySymbol } from '../calls/home';
import { loginWithEmail, loginWithPhoneCode, loginWithPhonePassword, loginWithTwitter } from '../calls/login';
import { getTwitterRequestToken } from '../calls/login-config';
import { registerVisitor, registerWithPhone } from '../calls/register';
import { logout } from '../calls/session-status';
import { resetPasswordByEmail, sendEmailForgotPasswordCode, sendEmailRegisterCode, sendSmsCode } from '../calls/verification';
import { recordBus } from './bus-recorder';
import { clearAllCookies, createFakeTransport } from './fake-transport';

let transport: ReturnType<typeof createFakeTransport>;

beforeEach(() => {
  clearAllCookies();
  transport = createFakeTransport();
  configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
});

const sentJson = () => JSON.parse(transport.lastRequest().data as string) as unknown;

describe('email code calls', () => {
  it.each([
    ['registration', sendEmailRegisterCode, '/api/front/login/email/captcha'],
    ['forgotten password', sendEmailForgotPasswordCode, '/api/front/login/email/forget/password'],
  ])('sends the raw email string as JSON for the %s code', async (_name, send, url) => {
    transport.answer(200, null, 'Sent successfully');
    await expect(send('ana@example.com')).resolves.toEqual({ message: 'Sent successfully' });
    const sent = transport.lastRequest();
    expect(sent.method).toBe('post');
    expect(sent.url).toBe(url);
    expect(sent.data).toBe('"ana@example.com"');
    expect(sent.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});

describe('sendSmsCode', () => {
  it('posts multipart form data with phone and +86', async () => {
    transport.answer(200, null, 'Sent successfully');
    await expect(sendSmsCode('13800138000')).resolves.toEqual({ message: 'Sent successfully' });
    const { data, url } = transport.lastRequest();
    expect(url).toBe('/api/front/login/sendCode');
    expect(data).toBeInstanceOf(FormData);
    expect((data as FormData).get('phone')).toBe('13800138000');
    expect((data as FormData).get('countryCode')).toBe('+86');
  });

  it('normalises another dial code to the + form', async () => {
    await sendSmsCode('612345678', 66);
    expect((transport.lastRequest().data as FormData).get('countryCode')).toBe('+66');
  });
});

describe('login and registration bodies', () => {
  it('phone + password sends the dial code with +', async () => {
    transport.answer(200, { token: 't' });
    await expect(loginWithPhonePassword({ countryCode: '86', phone: '138', password: 'pw' })).resolves.toEqual({
      token: 't',
    });
    expect(transport.lastRequest().url).toBe('/api/front/login/mobile/password');
    expect(sentJson()).toEqual({ countryCode: '+86', phone: '138', password: 'pw' });
  });

  it('phone + code sends phone, captcha and +code', async () => {
    await loginWithPhoneCode({ countryCode: '+856', phone: '20', captcha: '123456' });
    expect(transport.lastRequest().url).toBe('/api/front/login/mobile/captcha');
    expect(sentJson()).toEqual({ phone: '20', captcha: '123456', countryCode: '+856' });
  });

  it('email login sends email and password only', async () => {
    await loginWithEmail({ email: 'a@b.co', password: 'secret' });
    expect(transport.lastRequest().url).toBe('/api/front/login/email');
    expect(sentJson()).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('visitor registration sends the dial code as a number', async () => {
    await registerVisitor({ countryCode: '+33', email: 'g@b.co', phone: '' });
    expect(transport.lastRequest().url).toBe('/api/front/login/register/visitor');
    expect(sentJson()).toEqual({ countryCode: 33, email: 'g@b.co', phone: '' });
  });

  it('phone registration sends +code, captcha, phone and password', async () => {
    await registerWithPhone({ countryCode: 66, captcha: '654321', phone: '81', password: 'Pw12345!' });
    expect(transport.lastRequest().url).toBe('/api/front/login/register/mobile');
    expect(sentJson()).toEqual({ countryCode: '+66', captcha: '654321', phone: '81', password: 'Pw12345!' });
  });

  it('twitter login forwards the oauth triple', async () => {
    await loginWithTwitter({ oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' });
    expect(transport.lastRequest().url).toBe('/api/front/login/twitter');
    expect(sentJson()).toEqual({ oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' });
  });

  it('password reset sends the four fields and resolves the message', async () => {
    transport.answer(200, null, 'Password reset');
    const body = { email: 'a@b.co', captcha: '111111', newPassword: 'N3w!pass', passwordAgain: 'N3w!pass' };
    await expect(resetPasswordByEmail(body)).resolves.toEqual({ message: 'Password reset' });
    expect(transport.lastRequest().url).toBe('/api/front/login/email/reset/password');
    expect(sentJson()).toEqual(body);
  });
});

describe('query calls', () => {
  it('cart count asks for valid items in total', async () => {
    transport.answer(200, { count: 4 });
    await expect(getCartCount()).resolves.toEqual({ count: 4 });
    expect(transport.lastRequest().url).toBe('/api/front/cart/count');
    expect(transport.lastRequest().params).toEqual({ numType: true, type: 'total' });
  });

  it('twitter request token asks for the pc end', async () => {
    await getTwitterRequestToken();
    expect(transport.lastRequest().params).toEqual({ end: 'pc' });
  });
});

describe('logout', () => {
  it('ignores a failure without a toast', async () => {
    const toasts = recordBus('ui/toast');
    transport.answer(500, null, 'boom');
    await expect(logout()).resolves.toBeUndefined();
    toasts.stop();
    expect(transport.lastRequest().url).toBe('/api/front/login/logout');
    expect(toasts.seen).toEqual([]);
  });
});

describe('category tree', () => {
  const node = (id: number, childList?: unknown) => ({
    id,
    pid: 0,
    name: `c${id}`,
    icon: '',
    level: 1 as const,
    sort: 0,
    isShow: true,
    childList,
  });

  it('turns empty or null child lists into undefined at every level', async () => {
    transport.answer(200, [node(1, [node(2, []), node(3, [node(4, null)])]), node(5, [])]);
    const tree = await getProductCategoryTree();
    expect(tree[0].childList?.[0].childList).toBeUndefined();
    expect(tree[0].childList?.[1].childList?.[0].childList).toBeUndefined();
    expect(tree[0].childList?.[1].childList?.[0].id).toBe(4);
    expect(tree[1].childList).toBeUndefined();
  });

  it('treats a null tree as empty', () => {
    expect(normalizeCategoryTree(null)).toEqual([]);
  });
});

describe('parseCurrencySymbol', () => {
  it('reads the symbol of the JSON string', () => {
    expect(parseCurrencySymbol('{"country":"France","currency":"Euro","symbol":"€","ID":"1"}')).toBe('€');
    expect(parseCurrencySymbol('{"country":" 美国","currency":"美元","symbol":"$","ID":"256"}')).toBe('$');
  });

  it.each([undefined, null, '', 'not json', '"€"', '{"symbol":""}', '{"symbol":5}', 'null'])('falls back to $ for %p', (value) => {
    expect(parseCurrencySymbol(value)).toBe('$');
  });
});
