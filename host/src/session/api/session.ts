import { request, withOptions, type CallOptions } from '@mall/api-client';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/login/token/is/exist: whether the stored token is still valid. */
export function checkTokenExists(options?: CallOptions): Promise<boolean> {
  return request<boolean>({ method: 'POST', url: endpoints.tokenExists, ...withOptions(options) });
}

/** GET /api/front/login/logout. Its failure is ignored: the local session is cleared either way. */
export async function logout(options?: CallOptions): Promise<void> {
  try {
    await request<unknown>({ method: 'GET', url: endpoints.logout, silent: true, signal: options?.signal });
  } catch {
    // Ignored by design: the local session is cleared either way (docs/contract.md, "What the storefront's client relies on").
  }
}
