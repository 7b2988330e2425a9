import type { MerchantCouponChoice, OrderCoupon } from '@mall/contract';

/**
 * The stacking rule, made structural: each merchant order takes at most one of that merchant's coupons
 * (a merchant or a product coupon) and the whole order at most one platform coupon. Each select offers only
 * the coupons it may hold, so no choice can break the rule; the server checks it again.
 */
function isPlatformCoupon(coupon: OrderCoupon): boolean {
  return coupon.useType === 3 || coupon.merId === null;
}

export function merchantCoupons(coupons: readonly OrderCoupon[], merId: number): OrderCoupon[] {
  return coupons.filter((coupon) => !isPlatformCoupon(coupon) && coupon.merId === merId);
}

export function platformCoupons(coupons: readonly OrderCoupon[]): OrderCoupon[] {
  return coupons.filter(isPlatformCoupon);
}

/** Form key of a merchant's coupon select (a prefix keeps final-form from making an array of numeric keys). */
export const merchantCouponKey = (merId: number) => `m${merId}`;

/** The choices as the API takes them: one entry per merchant with a coupon chosen. */
export function merchantCouponChoices(choices: Record<string, string> | undefined): MerchantCouponChoice[] {
  return Object.entries(choices ?? {})
    .filter(([key, value]) => /^m\d+$/.test(key) && Number(value) > 0)
    .map(([key, value]) => ({ merId: Number(key.slice(1)), couponId: Number(value) }))
    .sort((a, b) => a.merId - b.merId);
}
