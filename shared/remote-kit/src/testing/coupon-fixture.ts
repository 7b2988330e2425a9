import type { StoreCouponFront } from '@mall/contract';

/** A store's coupon as GET /api/front/coupons answers it: receivable now, valid 7 days after it is taken. */
export function storeCoupon(id: number, overrides: Partial<StoreCouponFront> = {}): StoreCouponFront {
  return {
    id,
    name: `Coupon ${id}`,
    money: '10.00',
    isLimited: true,
    lastTotal: 50,
    primaryKey: '',
    minPrice: '99.00',
    receiveStartTime: '2025-01-01 00:00:00',
    receiveEndTime: null,
    isFixedTime: false,
    day: 7,
    type: 1,
    isUse: false,
    useType: 1,
    useStartTimeStr: null,
    useEndTimeStr: null,
    ...overrides,
  };
}
