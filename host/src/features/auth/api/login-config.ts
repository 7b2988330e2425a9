import { request, withOptions, type CallOptions } from '@mall/api-client';
import type { LoginMethodResponse, LoginPicResponse, TwitterRequestToken } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/pc/login/getLoginPic: the picture beside the login dialog. */
export function getLoginPic(options?: CallOptions): Promise<LoginPicResponse> {
  return request<LoginPicResponse>({ method: 'GET', url: endpoints.loginPicture, ...withOptions(options) });
}

/** GET /api/front/login/method/info: which sign-in methods are on, and the agreement. */
export function getLoginMethodInfo(options?: CallOptions): Promise<LoginMethodResponse> {
  return request<LoginMethodResponse>({
    method: 'GET',
    url: endpoints.loginMethods,
    ...withOptions(options),
  });
}

/**
 * The cookie the request token is kept in between the sign-in dialog (which sends the browser to Twitter) and the
 * Twitter callback page (which signs in with it).
 */
export const TWITTER_TOKEN_COOKIE = 'twitterToken';

/** GET /api/front/login/twitter/request/token?end=pc: where to send the browser for Twitter sign-in. */
export function getTwitterRequestToken(options?: CallOptions): Promise<TwitterRequestToken> {
  return request<TwitterRequestToken>({
    method: 'GET',
    url: endpoints.twitterRequestToken,
    params: { end: 'pc' },
    ...withOptions(options),
  });
}
