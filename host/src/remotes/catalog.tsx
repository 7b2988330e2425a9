import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageId } from '@mall/routes';
import type { RemotePagesModule } from './remote-pages';
import { RemoteSlot } from './remote-slot';

const loadCatalog = () => loadRemote<RemotePagesModule>('catalog/pages');

/** A page of the catalog remote (home, product detail, search, ranking, activities). */
export function CatalogRemote({ page }: { page: PageId<'catalog'> }) {
  return <RemoteSlot remote="catalog" load={loadCatalog} page={page} />;
}
