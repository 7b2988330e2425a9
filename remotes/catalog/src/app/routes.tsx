import type { ComponentType } from 'react';
import { HomePage } from './pages/home-page';
import { GoodsDetailPage } from './pages/goods-detail-page';
import { GoodsSearchPage } from './pages/goods-search-page';
import { TopOnePage } from './pages/top-one-page';
import { ActivityListPage } from './pages/activity-list-page';

/** Page ids of the catalog remote: the keys of the exposed `pages` map. */
export type CatalogPageId = 'home' | 'goodsDetail' | 'goodsSearch' | 'topOne' | 'activityList';

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<CatalogPageId, ComponentType> = {
  home: HomePage,
  goodsDetail: GoodsDetailPage,
  goodsSearch: GoodsSearchPage,
  topOne: TopOnePage,
  activityList: ActivityListPage,
};

/** The routes this remote owns (spec section 2); the host's route table mirrors them. */
export const routes: ReadonlyArray<{ path: string; page: CatalogPageId }> = [
  { path: '/', page: 'home' },
  { path: '/goods_detail/:id', page: 'goodsDetail' },
  { path: '/goods/goods_search', page: 'goodsSearch' },
  { path: '/goods/top_one', page: 'topOne' },
  { path: '/goods/activity_list', page: 'activityList' },
];
