import { routesOf, type PageId } from '@mall/routes';
import type { PageLoaders } from '@mall/remote-kit';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type MerchantSettlementPageId = PageId<'merchantSettlement'>;

/**
 * The remote's pages, each loaded on first use as its own chunk (page-<id>, which the host's server preloads): the
 * one place this remote names its page ids. exposes/pages.tsx wraps them in the remote's providers; the standalone
 * entry and the page tests take them as they are.
 */
export const pageLoaders: PageLoaders<MerchantSettlementPageId> = {
  merchantSettled: () =>
    import(/* webpackChunkName: "page-merchantSettled" */ './pages/merchant-settled-page').then((m) => m.MerchantSettledPage),
  applicationRecord: () =>
    import(/* webpackChunkName: "page-applicationRecord" */ './pages/application-record-page').then((m) => m.ApplicationRecordPage),
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('merchantSettlement');
