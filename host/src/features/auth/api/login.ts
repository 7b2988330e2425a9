import { request, type CallOptions, withOptions } from '@mall/api-client';
import type { EmailLogin, LoginResponse, PhoneCodeLogin, PhonePasswordLogin, TwitterLogin } from '@mall/contract';
import { dialCodeWithPlus } from '@mall/api-client/calls';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/login/mobile/password (strategy `local`). */
export function loginWithPhonePassword(body: PhonePasswordLogin, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginMobilePassword,
    data: { countryCode: dialCodeWithPlus(body.countryCode), phone: body.phone, password: body.password },
    ...withOptions(options),
  });
}

/** POST /api/front/login/mobile/captcha (strategy `local1`). */
export function loginWithPhoneCode(body: PhoneCodeLogin, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginMobileCode,
    data: { phone: body.phone, captcha: body.captcha, countryCode: dialCodeWithPlus(body.countryCode) },
    ...withOptions(options),
  });
}

/** POST /api/front/login/email (strategy `local2`, the default tab). */
export function loginWithEmail(body: EmailLogin, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginEmail,
    data: { email: body.email, password: body.password },
    ...withOptions(options),
  });
}

/** POST /api/front/login/twitter (strategy `local6`), after Twitter redirected back. */
export function loginWithTwitter(body: TwitterLogin, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginTwitter,
    data: {
      oauthToken: body.oauthToken,
      oauthTokenSecret: body.oauthTokenSecret,
      oauthVerifier: body.oauthVerifier,
    },
    ...withOptions(options),
  });
}

/** POST /api/front/login/google (strategy `local8`): the Google Identity Services ID token, as a raw JSON string. */
export function loginWithGoogle(idToken: string, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginGoogle,
    data: JSON.stringify(idToken),
    headers: { 'Content-Type': 'application/json' },
    ...withOptions(options),
  });
}

/** POST /api/front/login/facebook (strategy `local9`): the access token of FB.login, which the API checks with Facebook. */
export function loginWithFacebook(accessToken: string, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.loginFacebook,
    data: { accessToken },
    ...withOptions(options),
  });
}
