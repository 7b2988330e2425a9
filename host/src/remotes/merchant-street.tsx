import type { PageId } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { RemoteSlot } from './remote-slot';

const loadMerchantStreet = REMOTE_LOADERS.merchantStreet;

/** A page of the merchant street remote (shop street, store pages). */
export function MerchantStreetRemote({ page }: { page: PageId<'merchantStreet'> }) {
  return <RemoteSlot remote="merchantStreet" load={loadMerchantStreet} page={page} />;
}
