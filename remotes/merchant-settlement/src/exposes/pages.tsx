import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import type { MerchantSettlementPageId } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>), fetched when the host first shows it.
 */
export const pages = lazyPages<MerchantSettlementPageId>(
  {
    merchantSettled: () =>
      import(/* webpackChunkName: "page-merchantSettled" */ '../app/pages/merchant-settled-page').then((m) => m.MerchantSettledPage),
    applicationRecord: () =>
      import(/* webpackChunkName: "page-applicationRecord" */ '../app/pages/application-record-page').then((m) => m.ApplicationRecordPage),
  },
  remote.withProviders,
);
