import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponListType, PageInfo, UserCoupon } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

export interface CouponsState {
  list: Loadable<PageInfo<UserCoupon>>;
}

const initialState: CouponsState = { list: idle() };

const couponsSlice = createSlice({
  name: 'orderCenter/coupons',
  initialState,
  reducers: {
    /** Another tab or page: what was shown belongs to another list, so it is not kept. */
    myCouponsRequested(state, _action: PayloadAction<{ type: CouponListType; page: number }>) {
      state.list = idle();
      startLoading(state.list);
    },
    myCouponsLoaded(state, action: PayloadAction<PageInfo<UserCoupon>>) {
      finishLoading(state.list, action.payload);
    },
    myCouponsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.list, action.payload);
    },
  },
});

export const { myCouponsRequested, myCouponsLoaded, myCouponsFailed } = couponsSlice.actions;
export const couponsReducer = couponsSlice.reducer;
