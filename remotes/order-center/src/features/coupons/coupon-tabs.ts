import type { CouponListType, UserCoupon } from '@mall/contract';

/** The tabs of /users/coupon_list (the contract's coupon list `type`): coupons to use, and those used or expired. */
export const COUPON_TABS = ['usable', 'unusable'] as const satisfies readonly CouponListType[];

/** The original pages coupons by 9 (three rows of three cards). */
export const COUPONS_PAGE_SIZE = 9;

type CouponKind = 'general' | 'merchant' | 'goods' | 'category';
type CouponState = 'used' | 'expired' | 'notStarted' | null;

const KINDS: Record<number, CouponKind> = { 1: 'general', 2: 'merchant', 3: 'goods', 4: 'category' };

/** What the coupon applies to, from its `category` (1 general, 2 merchant, 3 goods, 4 category). */
export const couponKind = (coupon: Pick<UserCoupon, 'category'>): CouponKind => KINDS[coupon.category] ?? 'general';

/** Why a coupon cannot be used now (the card is greyed with it), or null when it can. */
export function couponState(coupon: Pick<UserCoupon, 'status' | 'validStr'>): CouponState {
  if (coupon.status === 1) return 'used';
  if (coupon.status === 2 || coupon.validStr === 'overdue') return 'expired';
  if (coupon.validStr === 'notStart') return 'notStarted';
  return null;
}
