import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageId } from '@mall/routes';
import type { RemotePagesModule } from './remote-pages';
import { RemoteSlot } from './remote-slot';

const loadMerchantSettlement = () => loadRemote<RemotePagesModule>('merchantSettlement/pages');

/** A page of the merchant settlement remote (merchant application and its record). */
export function MerchantSettlementRemote({ page }: { page: PageId<'merchantSettlement'> }) {
  return <RemoteSlot remote="merchantSettlement" load={loadMerchantSettlement} page={page} />;
}
