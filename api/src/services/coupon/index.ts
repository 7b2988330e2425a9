import type { Db } from '../../infra/db';
import { createCouponListService } from './coupon-list-service';
import { createCouponReceiveService } from './coupon-receive-service';
import { createMyCouponsService } from './my-coupons-service';

/** Coupons: those on offer, collecting one, and the shopper's own. */
export function createCouponServices(db: Db) {
  return {
    onOffer: createCouponListService(db),
    receipts: createCouponReceiveService(db),
    mine: createMyCouponsService(db),
  };
}

export type CouponServices = ReturnType<typeof createCouponServices>;
