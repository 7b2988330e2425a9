import { routesOf, type PageId } from '@mall/routes';
import type { PageLoaders } from '@mall/remote-kit';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type MerchantStreetPageId = PageId<'merchantStreet'>;

/**
 * The remote's pages, each loaded on first use as its own chunk (page-<id>, which the host's server preloads): the
 * one place this remote names its page ids. exposes/pages.tsx wraps them in the remote's providers; the standalone
 * entry and the page tests take them as they are.
 */
export const pageLoaders: PageLoaders<MerchantStreetPageId> = {
  merchantStreet: () =>
    import(/* webpackChunkName: "page-merchantStreet" */ './pages/merchant-street-page').then((m) => m.MerchantStreetPage),
  merchantMore: () => import(/* webpackChunkName: "page-merchantMore" */ './pages/merchant-more-page').then((m) => m.MerchantMorePage),
  merchant: () => import(/* webpackChunkName: "page-merchant" */ './pages/merchant-page').then((m) => m.MerchantPage),
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('merchantStreet');
