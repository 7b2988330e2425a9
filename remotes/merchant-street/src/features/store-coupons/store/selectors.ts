import type { StoreCouponsState } from './slice';

interface WithStoreCoupons {
  storeCoupons: StoreCouponsState;
}

export const selectStoreCoupons = (state: WithStoreCoupons): StoreCouponsState => state.storeCoupons;
