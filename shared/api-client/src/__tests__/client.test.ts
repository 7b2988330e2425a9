import Cookies from 'js-cookie';
import { ApiError, isNotServed } from '../api-error';
import { configureApi, getApiBaseUrl, request } from '../client';
import { setSession } from '../session';
import { recordBus } from './bus-recorder';
import { clearAllCookies, createFakeTransport } from './fake-transport';

let transport: ReturnType<typeof createFakeTransport>;
let toasts: ReturnType<typeof recordBus<'ui/toast'>>;

beforeEach(() => {
  clearAllCookies();
  window.history.pushState({}, '', '/');
  transport = createFakeTransport();
  configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
  toasts = recordBus('ui/toast');
});

afterEach(() => toasts.stop());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call resolved');
}

describe('request headers', () => {
  it('sends the bare token, Form-type pc and the locale cookie', async () => {
    setSession('9f8e7d6c', 'local2');
    Cookies.set('locale', 'th');
    await request({ url: '/api/front/user/info' });
    const { headers, baseURL } = transport.lastRequest();
    expect(baseURL).toBe('http://api.test');
    expect(headers.get('authori-zation')).toBe('9f8e7d6c');
    expect(headers.get('Form-type')).toBe('pc');
    expect(headers.get('Accept-Language')).toBe('th');
  });

  it('sends no token when signed out and English for an unknown locale', async () => {
    Cookies.set('locale', 'de');
    await request({ url: '/api/front/search/keyword' });
    const { headers } = transport.lastRequest();
    expect(headers.has('authori-zation')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('keeps an anonymous GET free of headers that would make the browser ask a CORS preflight', async () => {
    await request({ url: '/api/pc/home/index' });
    const { headers } = transport.lastRequest();
    expect(headers.has('authori-zation')).toBe(false);
    expect(headers.has('Form-type')).toBe(false);
  });

  it('sends Form-type pc on an anonymous POST, which preflights anyway', async () => {
    await request({ url: '/api/front/login/email', method: 'POST', data: { email: 'a@b.c', password: 'x' } });
    expect(transport.lastRequest().headers.get('Form-type')).toBe('pc');
  });

  it('defaults to English without a locale cookie', async () => {
    await request({ url: '/api/front/search/keyword' });
    expect(transport.lastRequest().headers.get('Accept-Language')).toBe('en');
  });

  it('exposes the configured base URL', () => {
    expect(getApiBaseUrl()).toBe('http://api.test');
  });
});

describe('envelope handling', () => {
  it('resolves the data of a code 200 answer', async () => {
    transport.answer(200, { count: 3 });
    await expect(request({ url: '/api/front/cart/count' })).resolves.toEqual({ count: 3 });
    expect(toasts.seen).toEqual([]);
  });

  it('rejects 400 with the server message and toasts it', async () => {
    transport.answer(400, null, 'Captcha must be 6 digits');
    const error = await rejection(request({ url: '/x' }));
    expect(error).toMatchObject({ code: 400, message: 'Captcha must be 6 digits', messageId: undefined });
    expect(toasts.seen).toEqual([{ kind: 'error', message: 'Captcha must be 6 digits', messageId: undefined }]);
  });

  it.each([
    [400, 'errors.badRequest', 'Parameter validation failed'],
    [403, 'errors.forbidden', 'No permission'],
    [404, 'errors.notFound', 'No data found'],
    [500, 'errors.system', 'System exception'],
    [502, 'errors.other', 'System error'],
    [999, 'errors.other', 'System error'],
  ])('falls back to the catalogue for code %i without a message', async (code, messageId, text) => {
    transport.answer(code, null, '  ');
    const error = await rejection(request({ url: '/x' }));
    expect(error).toMatchObject({ code, messageId, message: text });
    expect(toasts.seen).toEqual([{ kind: 'error', message: text, messageId }]);
  });

  it('rejects a 200 answer that is not an envelope', async () => {
    transport.answerRaw(200, '<html>proxy</html>');
    const error = await rejection(request({ url: '/x' }));
    expect(error).toMatchObject({ code: 200, messageId: 'errors.other' });
  });

  it('rejects a network failure with code 0', async () => {
    transport.failNetwork();
    const error = await rejection(request({ url: '/x' }));
    expect(error).toMatchObject({ code: 0, messageId: 'errors.network' });
    expect(toasts.seen).toEqual([{ kind: 'error', message: error.message, messageId: 'errors.network' }]);
  });

  it('rejects an HTTP status other than 200 with that status', async () => {
    transport.answerRaw(502, 'Bad gateway');
    const error = await rejection(request({ url: '/x' }));
    expect(error).toMatchObject({ code: 502, messageId: 'errors.network' });
  });

  it('tells a path the backend does not serve (HTTP 404) from a record it did not find (code 404)', async () => {
    transport.answerRaw(404, '{"timestamp":"2025-01-01T00:00:00.000+00:00","status":404,"error":"Not Found","path":"/x"}');
    const missing = await rejection(request({ url: '/x', silent: true }));
    expect(missing).toMatchObject({ code: 404, notServed: true, messageId: 'errors.notOffered' });
    expect(isNotServed(missing)).toBe(true);
    transport.answer(404, null, 'No data found');
    const record = await rejection(request({ url: '/x', silent: true }));
    expect(record).toMatchObject({ code: 404, notServed: false, message: 'No data found' });
    expect(isNotServed(record)).toBe(false);
  });

  it('does not toast a silent call', async () => {
    transport.answer(500, null, 'Out of stock');
    const error = await rejection(request({ url: '/x', silent: true }));
    expect(error.message).toBe('Out of stock');
    expect(toasts.seen).toEqual([]);
  });

  it('rejects an aborted call without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(request({ url: '/x', signal: controller.signal }));
    expect(error.canceled).toBe(true);
    expect(toasts.seen).toEqual([]);
  });
});

describe('session lost', () => {
  let logins: ReturnType<typeof recordBus<'auth/loginRequested'>>;
  let users: ReturnType<typeof recordBus<'auth/userChanged'>>;
  let tokens: ReturnType<typeof recordBus<'auth/tokenChanged'>>;

  beforeEach(() => {
    setSession('abcdef', 'local');
    logins = recordBus('auth/loginRequested');
    users = recordBus('auth/userChanged');
    tokens = recordBus('auth/tokenChanged');
    window.localStorage.setItem('homeDataPc', '{}');
  });

  afterEach(() => {
    logins.stop();
    users.stop();
    tokens.stop();
  });

  function expectSignedOut(fromPath: string) {
    expect(Cookies.get('fromPath')).toBe(fromPath);
    expect(Cookies.get('auth._token.local')).toBeUndefined();
    expect(Cookies.get('auth.strategy')).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(users.seen).toEqual([{ user: null }]);
    expect(tokens.seen).toEqual([{ token: null }]);
  }

  it.each([401, 410000, 410001, 410002])('code %i off the home page signs out, asks for login and toasts', async (code) => {
    window.history.pushState({}, '', '/fr/goods/detail?id=3');
    transport.answer(code, null, 'Not logged in');
    const error = await rejection(request({ url: '/api/front/cart/count' }));
    expect(error).toMatchObject({ code, message: 'Not logged in', isSessionLost: true });
    expectSignedOut('/fr/goods/detail?id=3');
    expect(logins.seen).toEqual([{}]);
    expect(toasts.seen).toEqual([{ kind: 'error', message: 'Not logged in', messageId: undefined }]);
  });

  it.each(['/', '/zh-CN', '/lao/'])('on the home page %s it signs out quietly', async (path) => {
    window.history.pushState({}, '', path);
    transport.answer(401, null, 'Not logged in');
    await rejection(request({ url: '/api/front/cart/count' }));
    expectSignedOut(path);
    expect(logins.seen).toEqual([]);
    expect(toasts.seen).toEqual([]);
  });

  it('a silent call still signs out but neither toasts nor opens the login dialog', async () => {
    window.history.pushState({}, '', '/users/order_list');
    transport.answer(401, null, '');
    const error = await rejection(request({ url: '/x', silent: true }));
    expect(error.messageId).toBe('errors.loginRequired');
    expectSignedOut('/users/order_list');
    expect(logins.seen).toEqual([]);
    expect(toasts.seen).toEqual([]);
  });
});

describe('home data', () => {
  it('is asked once for the callers of one page, and again after a failure', async () => {
    const { getPcHomeIndex } = await import('../home-data');
    transport.answer(200, { logoUrl: 'logo.svg' });
    const [a, b] = await Promise.all([getPcHomeIndex({ silent: true }), getPcHomeIndex({ silent: true })]);
    expect(a).toEqual({ logoUrl: 'logo.svg' });
    expect(b).toEqual({ logoUrl: 'logo.svg' });
    expect(transport.requests.filter((r) => r.url === '/api/pc/home/index')).toHaveLength(1);

    configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
    transport.answer(500, null, 'down');
    await expect(getPcHomeIndex({ silent: true })).rejects.toMatchObject({ code: 500 });
    transport.answer(200, { logoUrl: 'again.svg' });
    await expect(getPcHomeIndex({ silent: true })).resolves.toEqual({ logoUrl: 'again.svg' });
  });

  it('rejects only the caller that aborts, as a canceled call', async () => {
    const { getPcHomeIndex } = await import('../home-data');
    transport.answer(200, { logoUrl: 'logo.svg' });
    const controller = new AbortController();
    const aborted = getPcHomeIndex({ silent: true, signal: controller.signal });
    const other = getPcHomeIndex({ silent: true });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ canceled: true });
    await expect(other).resolves.toEqual({ logoUrl: 'logo.svg' });
  });
});
