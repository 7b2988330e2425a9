import type { CallOptions } from '@mall/api-client';
import type { UserInfo } from '@mall/contract';
import { getData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/user/info: the signed-in shopper (the shell after a sign-in, the account settings page). */
export function getUserInfo(options?: CallOptions): Promise<UserInfo> {
  return getData<UserInfo>(endpoints.userInfo, undefined, options);
}
