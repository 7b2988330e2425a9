import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { CouponListType, PageInfo, PageQuery, UserCoupon } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/coupon/list?type=usable|unusable: the shopper's coupons (the original pages by 9). */
export function getMyCoupons(type: CouponListType, query: PageQuery, options?: CallOptions): Promise<PageInfo<UserCoupon>> {
  return getData(endpoints.couponList, { type, page: query.page ?? 1, limit: query.limit ?? 9 }, options);
}
