import { request, type CallOptions } from '../client';
import type { UserInfo, UserMenuResponse } from '@mall/contract';
import { withOptions } from './options';

/** GET /api/front/user/info: the signed-in shopper. */
export function getUserInfo(options?: CallOptions): Promise<UserInfo> {
  return request<UserInfo>({ method: 'GET', url: '/api/front/user/info', ...withOptions(options) });
}

/** GET /api/front/user/menu/user: the user-centre menu (lists may be null). */
export function getUserMenu(options?: CallOptions): Promise<UserMenuResponse> {
  return request<UserMenuResponse>({ method: 'GET', url: '/api/front/user/menu/user', ...withOptions(options) });
}
