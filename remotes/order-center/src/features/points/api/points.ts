import type { CallOptions } from '@mall/api-client';
import { getData, pageParams } from '@mall/api-client/calls';
import type { PageInfo, PageQuery, PointsListType, PointsRecord, PointsSummary } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/integral/user (ours): points now, earned in all, money spent in all, points held. */
export function getPointsSummary(options?: CallOptions): Promise<PointsSummary> {
  return getData(endpoints.integralUser, undefined, options);
}

/** GET /api/front/integral/list?type=all|earn (ours): the points records, newest first. */
export function getPointsRecords(type: PointsListType, query: PageQuery, options?: CallOptions): Promise<PageInfo<PointsRecord>> {
  return getData(endpoints.integralList, { type, ...pageParams(query, 10) }, options);
}
