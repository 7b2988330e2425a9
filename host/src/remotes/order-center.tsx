import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageId } from '@mall/routes';
import type { RemotePagesModule } from './remote-pages';
import { RemoteSlot } from './remote-slot';

const loadOrderCenter = () => loadRemote<RemotePagesModule>('orderCenter/pages');

/** A page of the order center remote (orders, refunds, reviews, addresses, favourites, coupons, settings). */
export function OrderCenterRemote({ page }: { page: PageId<'orderCenter'> }) {
  return <RemoteSlot remote="orderCenter" load={loadOrderCenter} page={page} />;
}
