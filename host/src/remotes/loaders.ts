import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@mall/routes';
import type { RemoteLoader, RemotePagesModule } from './remote-pages';

/** How each remote's './pages' module is asked for (the federation runtime, from the manifests registered at start). */
export const REMOTE_LOADERS: Record<RemoteName, RemoteLoader> = {
  catalog: () => loadRemote<RemotePagesModule>('catalog/pages'),
  merchantStreet: () => loadRemote<RemotePagesModule>('merchantStreet/pages'),
  checkout: () => loadRemote<RemotePagesModule>('checkout/pages'),
  orderCenter: () => loadRemote<RemotePagesModule>('orderCenter/pages'),
  merchantSettlement: () => loadRemote<RemotePagesModule>('merchantSettlement/pages'),
};
