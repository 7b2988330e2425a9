import { request, withOptions, type CallOptions } from '@mall/api-client';
import type { UserMenuResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/user/menu/user: the user-centre menu (lists may be null). */
export function getUserMenu(options?: CallOptions): Promise<UserMenuResponse> {
  return request<UserMenuResponse>({ method: 'GET', url: endpoints.userMenu, ...withOptions(options) });
}
