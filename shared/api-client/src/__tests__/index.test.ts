import * as api from '../index';

describe('@mall/api-client entry', () => {
  it('exports one function per call and the session helpers', () => {
    const functions = [
      'configureApi', 'getApiBaseUrl', 'request', 'requestEnvelope', 'setSession', 'getToken', 'clearSession',
      'rememberPath', 'takeRememberedPath', 'checkTokenExists', 'getLoginPic', 'getLoginMethodInfo', 'getUserMenu',
      'getTwitterRequestToken', 'loginWithPhonePassword', 'loginWithPhoneCode', 'loginWithEmail', 'registerVisitor',
      'registerWithEmail', 'registerWithPhone', 'loginWithTwitter', 'logout', 'getUserInfo', 'resetPasswordByEmail',
      'sendEmailRegisterCode', 'sendEmailForgotPasswordCode', 'sendSmsCode', 'getPcHomeIndex', 'parseCurrencySymbol',
      'getCartCount', 'getHotKeywords', 'getMerchantTypes', 'getMerchantCategories', 'getProductCategoryTree',
    ] as const;
    for (const name of functions) expect({ name, type: typeof api[name] }).toEqual({ name, type: 'function' });
    expect(api.AUTH_STRATEGIES.email).toBe('local2');
    expect(new api.ApiError(404, 'x')).toBeInstanceOf(Error);
  });
});
