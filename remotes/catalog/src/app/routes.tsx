import { routesOf, type PageId } from '@mall/routes';
import type { PageLoaders } from '@mall/remote-kit';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type CatalogPageId = PageId<'catalog'>;

/**
 * The remote's pages, each loaded on first use as its own chunk (page-<id>, which the host's server preloads): the
 * one place this remote names its page ids. exposes/pages.tsx wraps them in the remote's providers; the standalone
 * entry and the page tests take them as they are.
 */
export const pageLoaders: PageLoaders<CatalogPageId> = {
  home: () => import(/* webpackChunkName: "page-home" */ './pages/home-page').then((m) => m.HomePage),
  goodsDetail: () => import(/* webpackChunkName: "page-goodsDetail" */ './pages/goods-detail-page').then((m) => m.GoodsDetailPage),
  goodsSearch: () => import(/* webpackChunkName: "page-goodsSearch" */ './pages/goods-search-page').then((m) => m.GoodsSearchPage),
  topOne: () => import(/* webpackChunkName: "page-topOne" */ './pages/top-one-page').then((m) => m.TopOnePage),
  activityList: () => import(/* webpackChunkName: "page-activityList" */ './pages/activity-list-page').then((m) => m.ActivityListPage),
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('catalog');
