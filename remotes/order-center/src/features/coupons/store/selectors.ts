import type { CouponsState } from './slice';

interface WithCoupons {
  coupons: CouponsState;
}

export const selectMyCoupons = (state: WithCoupons) => state.coupons.list;
