import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import type { MerchantStreetPageId } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>), fetched when the host first shows it.
 */
export const pages = lazyPages<MerchantStreetPageId>(
  {
    merchantStreet: () =>
      import(/* webpackChunkName: "page-merchantStreet" */ '../app/pages/merchant-street-page').then((m) => m.MerchantStreetPage),
    merchantMore: () =>
      import(/* webpackChunkName: "page-merchantMore" */ '../app/pages/merchant-more-page').then((m) => m.MerchantMorePage),
    merchant: () => import(/* webpackChunkName: "page-merchant" */ '../app/pages/merchant-page').then((m) => m.MerchantPage),
  },
  remote.withProviders,
);
