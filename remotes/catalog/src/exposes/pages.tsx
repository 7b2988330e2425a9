import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import type { CatalogPageId } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>), fetched when the host first shows it.
 */
export const pages = lazyPages<CatalogPageId>(
  {
    home: () => import(/* webpackChunkName: "page-home" */ '../app/pages/home-page').then((m) => m.HomePage),
    goodsDetail: () => import(/* webpackChunkName: "page-goodsDetail" */ '../app/pages/goods-detail-page').then((m) => m.GoodsDetailPage),
    goodsSearch: () => import(/* webpackChunkName: "page-goodsSearch" */ '../app/pages/goods-search-page').then((m) => m.GoodsSearchPage),
    topOne: () => import(/* webpackChunkName: "page-topOne" */ '../app/pages/top-one-page').then((m) => m.TopOnePage),
    activityList: () =>
      import(/* webpackChunkName: "page-activityList" */ '../app/pages/activity-list-page').then((m) => m.ActivityListPage),
  },
  remote.withProviders,
);
