import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageId } from '@mall/routes';
import type { RemotePagesModule } from './remote-pages';
import { RemoteSlot } from './remote-slot';

const loadMerchantStreet = () => loadRemote<RemotePagesModule>('merchantStreet/pages');

/** A page of the merchant street remote (shop street, store pages). */
export function MerchantStreetRemote({ page }: { page: PageId<'merchantStreet'> }) {
  return <RemoteSlot remote="merchantStreet" load={loadMerchantStreet} page={page} />;
}
