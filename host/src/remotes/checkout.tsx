import type { PageId } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { RemoteSlot } from './remote-slot';

const loadCheckout = REMOTE_LOADERS.checkout;

/** A page of the checkout remote (cart, order confirmation, card payment, payment result). */
export function CheckoutRemote({ page }: { page: PageId<'checkout'> }) {
  return <RemoteSlot remote="checkout" load={loadCheckout} page={page} />;
}
