import type { PageId } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { RemoteSlot } from './remote-slot';

const loadMerchantSettlement = REMOTE_LOADERS.merchantSettlement;

/** A page of the merchant settlement remote (merchant application and its record). */
export function MerchantSettlementRemote({ page }: { page: PageId<'merchantSettlement'> }) {
  return <RemoteSlot remote="merchantSettlement" load={loadMerchantSettlement} page={page} />;
}
