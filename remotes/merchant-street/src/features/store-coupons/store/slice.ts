import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponUseType, StoreCouponFront } from '@mall/contract';
import type { ApiFailure } from '@mall/remote-kit';

/** Coupons per page of the store's coupon tab (the contract's limit). */
export const COUPON_PAGE_SIZE = 10;

export interface CouponQuery {
  merId: number;
  /** 1 store coupons, 2 product coupons. */
  useType: Extract<CouponUseType, 1 | 2>;
  page: number;
}

export interface StoreCouponsState {
  query: CouponQuery | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: StoreCouponFront[];
  total: number;
  failure: ApiFailure | null;
  /** The coupon being received; every receive button waits meanwhile (one submit at a time). */
  receiving: number | null;
  /** The last coupon received in this visit (announced politely). */
  lastReceived: number | null;
}

const initialState: StoreCouponsState = {
  query: null,
  status: 'idle',
  list: [],
  total: 0,
  failure: null,
  receiving: null,
  lastReceived: null,
};

const storeCouponsSlice = createSlice({
  name: 'merchantStreet/storeCoupons',
  initialState,
  reducers: {
    storeCouponsRequested(state, action: PayloadAction<CouponQuery>) {
      state.query = action.payload;
      state.status = 'loading';
      state.failure = null;
      state.lastReceived = null;
    },
    storeCouponsLoaded(state, action: PayloadAction<{ list: StoreCouponFront[]; total: number }>) {
      state.status = 'ready';
      state.list = action.payload.list;
      state.total = action.payload.total;
    },
    storeCouponsFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    couponReceiveRequested(state, action: PayloadAction<{ couponId: number }>) {
      if (state.receiving === null) state.receiving = action.payload.couponId;
    },
    /** The original sets `isUse` on the card once received: it greys out. */
    couponReceived(state, action: PayloadAction<{ couponId: number }>) {
      state.receiving = null;
      state.lastReceived = action.payload.couponId;
      const coupon = state.list.find((c) => c.id === action.payload.couponId);
      if (coupon) {
        coupon.isUse = true;
        if (coupon.isLimited) coupon.lastTotal = Math.max(0, coupon.lastTotal - 1);
      }
    },
    couponReceiveFailed(state) {
      state.receiving = null;
    },
  },
});

export const {
  storeCouponsRequested,
  storeCouponsLoaded,
  storeCouponsFailed,
  couponReceiveRequested,
  couponReceived,
  couponReceiveFailed,
} = storeCouponsSlice.actions;
export const storeCouponsReducer = storeCouponsSlice.reducer;
