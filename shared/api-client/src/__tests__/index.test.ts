import * as api from '../index';
import * as calls from '@mall/api-client/calls';
import * as signIn from '@mall/api-client/sign-in';
import { createFakeTransport } from './fake-transport';

describe('@mall/api-client entry', () => {
  it('exports one function per call and the session helpers', () => {
    const functions = [
      'configureApi',
      'getApiBaseUrl',
      'request',
      'requestEnvelope',
      'setSession',
      'getToken',
      'clearSession',
      'rememberPath',
      'takeRememberedPath',
      'checkTokenExists',
      'getLoginPic',
      'getLoginMethodInfo',
      'getUserMenu',
      'getTwitterRequestToken',
      'logout',
      'getUserInfo',
      'getPcHomeIndex',
      'parseCurrencySymbol',
      'getCartCount',
      'getHotKeywords',
      'getProductCategoryTree',
    ] as const;
    for (const name of functions) expect({ name, type: typeof api[name] }).toEqual({ name, type: 'function' });
    const signInCalls = [
      'loginWithPhonePassword',
      'loginWithPhoneCode',
      'loginWithEmail',
      'registerVisitor',
      'registerWithEmail',
      'registerWithPhone',
      'loginWithTwitter',
      'resetPasswordByEmail',
      'sendEmailRegisterCode',
      'sendEmailForgotPasswordCode',
      'sendSmsCode',
      'createQrTicket',
      'getQrTicketStatus',
      'scanQrTicket',
      'confirmQrTicket',
      'cancelQrTicket',
    ] as const;
    for (const name of signInCalls) {
      expect({ name, type: typeof signIn[name] }).toEqual({ name, type: 'function' });
      expect({ name, inEntry: name in api }).toEqual({ name, inEntry: false });
    }
    expect(api.AUTH_STRATEGIES.email).toBe('local2');
    expect(new api.ApiError(404, 'x')).toBeInstanceOf(Error);
  });

  it('keeps the calls apps share out of the shared entry, in a sub-path that calls through the shared client', async () => {
    expect('getMerchantTypes' in api).toBe(false);
    const transport = createFakeTransport();
    api.configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
    transport.answer(200, [{ id: 1, name: 'Flagship' }]);
    await expect(calls.getMerchantTypes()).resolves.toEqual([{ id: 1, name: 'Flagship' }]);
    expect(transport.lastRequest().baseURL).toBe('http://api.test');
    transport.answer(200, { token: 't1', type: 'login' });
    await expect(signIn.loginWithEmail({ email: 'a@b.c', password: 'pw' } as never)).resolves.toBeDefined();
    expect(transport.lastRequest().baseURL).toBe('http://api.test');
  });
});
