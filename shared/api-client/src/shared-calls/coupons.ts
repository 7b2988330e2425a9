import type { CallOptions } from '@mall/api-client';
import type { CouponListQuery, PageInfo, StoreCouponFront } from '@mall/contract';
import { compactParams, getData, postData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/coupons?useType=&merId=&productId=&page=&limit=: coupons the shopper can receive. */
export function getReceivableCoupons(query: CouponListQuery, options?: CallOptions): Promise<PageInfo<StoreCouponFront>> {
  return getData(
    endpoints.coupons,
    compactParams({
      useType: query.useType,
      merId: query.merId,
      productId: query.productId,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    }),
    options,
  );
}

/** POST /api/front/coupon/receive {couponId}. */
export function receiveCouponById(couponId: number, options?: CallOptions): Promise<unknown> {
  return postData(endpoints.couponReceive, { couponId }, options);
}
