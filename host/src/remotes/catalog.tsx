import type { PageId } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { RemoteSlot } from './remote-slot';

const loadCatalog = REMOTE_LOADERS.catalog;

/** A page of the catalog remote (home, product detail, search, ranking, activities). */
export function CatalogRemote({ page }: { page: PageId<'catalog'> }) {
  return <RemoteSlot remote="catalog" load={loadCatalog} page={page} />;
}
