import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { ActivityBlock, IndexProductResponse, PageInfo, PageQuery } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/index/product?page=&limit=13: the home "you may also like" list. */
export function getIndexProducts(query: PageQuery, options?: CallOptions): Promise<PageInfo<IndexProductResponse>> {
  return getData(endpoints.indexProduct, { page: query.page ?? 1, limit: query.limit ?? 13 }, options);
}

/** GET /api/front/activity/index/list: the home activity blocks (activities without products are left out). */
export function getHomeActivities(options?: CallOptions): Promise<ActivityBlock[]> {
  return getData(endpoints.activityIndexList, undefined, options);
}
