import type { PageId } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { RemoteSlot } from './remote-slot';

const loadOrderCenter = REMOTE_LOADERS.orderCenter;

/** A page of the order center remote (orders, refunds, reviews, addresses, favourites, coupons, settings). */
export function OrderCenterRemote({ page }: { page: PageId<'orderCenter'> }) {
  return <RemoteSlot remote="orderCenter" load={loadOrderCenter} page={page} />;
}
