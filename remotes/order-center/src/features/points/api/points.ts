import type { CallOptions } from '@mall/api-client';
import { getData, pageParams } from '@mall/api-client/calls';
import type { PageInfo, PageQuery, PointsListType, PointsRecord, PointsSummary } from '@mall/contract';

/** GET /api/front/integral/user (ours): points now, earned in all, money spent in all, points held. */
export function getPointsSummary(options?: CallOptions): Promise<PointsSummary> {
  return getData('/api/front/integral/user', undefined, options);
}

/** GET /api/front/integral/list?type=all|earn (ours): the points records, newest first. */
export function getPointsRecords(type: PointsListType, query: PageQuery, options?: CallOptions): Promise<PageInfo<PointsRecord>> {
  return getData('/api/front/integral/list', { type, ...pageParams(query, 10) }, options);
}
