import { bus } from '@mall/event-bus';
import { getCartCount } from '@mall/api-client';

/** Asks the API for the cart badge number and tells the header; a failure leaves the badge as it was. */
export async function refreshCartCount(): Promise<void> {
  try {
    const answer = await getCartCount({ silent: true });
    bus.publish('cart/countChanged', { count: Number(answer?.count) || 0 });
  } catch {
    // The header keeps its last number; the cart page shows the real content.
  }
}
