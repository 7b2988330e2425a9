import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageId } from '@mall/routes';
import type { RemotePagesModule } from './remote-pages';
import { RemoteSlot } from './remote-slot';

const loadCheckout = () => loadRemote<RemotePagesModule>('checkout/pages');

/** A page of the checkout remote (cart, order confirmation, card payment, payment result). */
export function CheckoutRemote({ page }: { page: PageId<'checkout'> }) {
  return <RemoteSlot remote="checkout" load={loadCheckout} page={page} />;
}
