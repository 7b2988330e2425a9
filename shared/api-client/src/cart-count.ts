// The header's cart badge, refreshed from the server: the host after a sign-in, the remotes after a cart change.
// Not part of the shared singleton (package.json "exports"): each app bundles it; the call is the singleton's,
// through the package's own name.
import { request, withOptions, type CallOptions } from '@mall/api-client';
import type { CartCountResponse } from '@mall/contract';
import { bus } from '@mall/event-bus';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/cart/count?numType=true&type=total: the header badge (valid items, total quantity). */
function getCartCount(options?: CallOptions): Promise<CartCountResponse> {
  return request<CartCountResponse>({
    method: 'GET',
    url: endpoints.cartCount,
    params: { numType: true, type: 'total' },
    ...withOptions(options),
  });
}

/**
 * Asks the API for the badge number (valid lines) and announces it on the bus (`cart/countChanged`) to the header
 * and every remote. A failure or an abort leaves the badge as it was: the cart page shows the real content.
 */
export async function refreshCartCount(options?: Pick<CallOptions, 'signal'>): Promise<void> {
  try {
    const answer = await getCartCount({ silent: true, signal: options?.signal });
    bus.publish('cart/countChanged', { count: Number(answer?.count) || 0 });
  } catch {
    // The badge keeps its last number.
  }
}
