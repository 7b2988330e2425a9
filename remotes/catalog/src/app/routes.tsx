import type { ComponentType } from 'react';
import { routesOf, type PageId } from '@mall/routes';
import { HomePage } from './pages/home-page';
import { GoodsDetailPage } from './pages/goods-detail-page';
import { GoodsSearchPage } from './pages/goods-search-page';
import { TopOnePage } from './pages/top-one-page';
import { ActivityListPage } from './pages/activity-list-page';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type CatalogPageId = PageId<'catalog'>;

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<CatalogPageId, ComponentType> = {
  home: HomePage,
  goodsDetail: GoodsDetailPage,
  goodsSearch: GoodsSearchPage,
  topOne: TopOnePage,
  activityList: ActivityListPage,
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('catalog');
