import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { ActivityProduct, PageInfo, PageQuery, PcActivityInfo } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/pc/activity/detail/{id}: name, banner pictures (JSON string) and instructions. */
export function getPcActivityInfo(id: number, options?: CallOptions): Promise<PcActivityInfo> {
  return getData(apiPath(endpoints.activityDetail, { aid: id }), undefined, options);
}

/** GET /api/front/activity/list/{id}?page=&limit=10: the activity's products. */
export function getActivityProducts(id: number, query: PageQuery, options?: CallOptions): Promise<PageInfo<ActivityProduct>> {
  return getData(apiPath(endpoints.activityProducts, { aid: id }), { page: query.page ?? 1, limit: query.limit ?? 10 }, options);
}
