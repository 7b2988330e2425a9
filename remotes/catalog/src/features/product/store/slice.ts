import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyNowDetail, CartSaveLine, MerchantType, ProductDetailResponse, StoreCouponFront } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export type SubmitStatus = 'idle' | 'submitting';

export interface ProductState {
  productId: number | null;
  detail: Loadable<ProductDetailResponse>;
  /** For the merchant card's type name (loaded once). */
  merchantTypes: MerchantType[];
  coupons: Loadable<StoreCouponFront[]>;
  /** Coupon ids being received. */
  receiving: number[];
  collection: SubmitStatus;
  follow: SubmitStatus;
  addToCart: SubmitStatus;
  buyNow: SubmitStatus;
  /** Set when the pre-order exists: the page goes to the confirm page, then clears it. */
  preOrderNo: string | null;
}

const initialState: ProductState = {
  productId: null,
  detail: idle(),
  merchantTypes: [],
  coupons: idle(),
  receiving: [],
  collection: 'idle',
  follow: 'idle',
  addToCart: 'idle',
  buyNow: 'idle',
  preOrderNo: null,
};

const productSlice = createSlice({
  name: 'catalog/product',
  initialState,
  reducers: {
    productRequested(state, action: PayloadAction<number>) {
      if (state.productId !== action.payload) {
        state.detail = idle();
        state.coupons = idle();
      }
      state.productId = action.payload;
      state.preOrderNo = null;
      startLoading(state.detail);
    },
    productLoaded(state, action: PayloadAction<ProductDetailResponse>) {
      finishLoading(state.detail, action.payload);
    },
    productFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.detail, action.payload);
    },
    merchantTypesLoaded(state, action: PayloadAction<MerchantType[]>) {
      state.merchantTypes = action.payload;
    },
    couponsRequested(state, _action: PayloadAction<{ merId: number; productId: number }>) {
      startLoading(state.coupons);
    },
    couponsLoaded(state, action: PayloadAction<StoreCouponFront[]>) {
      finishLoading(state.coupons, action.payload);
    },
    couponsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.coupons, action.payload);
    },
    couponReceiveSubmitted(state, action: PayloadAction<number>) {
      if (!state.receiving.includes(action.payload)) state.receiving.push(action.payload);
    },
    couponReceived(state, action: PayloadAction<number>) {
      state.receiving = state.receiving.filter((id) => id !== action.payload);
      const coupon = state.coupons.data?.find((item) => item.id === action.payload);
      if (coupon) coupon.isUse = true;
    },
    couponReceiveFailed(state, action: PayloadAction<number>) {
      state.receiving = state.receiving.filter((id) => id !== action.payload);
    },
    collectionToggled(state) {
      state.collection = 'submitting';
    },
    collectionChanged(state, action: PayloadAction<boolean>) {
      state.collection = 'idle';
      if (state.detail.data) state.detail.data.userCollect = action.payload;
    },
    collectionFailed(state) {
      state.collection = 'idle';
    },
    followToggled(state) {
      state.follow = 'submitting';
    },
    followChanged(state, action: PayloadAction<boolean>) {
      state.follow = 'idle';
      if (state.detail.data) state.detail.data.merchantInfo.isCollect = action.payload;
    },
    followFailed(state) {
      state.follow = 'idle';
    },
    addToCartSubmitted(state, _action: PayloadAction<CartSaveLine>) {
      state.addToCart = 'submitting';
    },
    addToCartFinished(state) {
      state.addToCart = 'idle';
    },
    buyNowSubmitted(state, _action: PayloadAction<BuyNowDetail>) {
      state.buyNow = 'submitting';
      state.preOrderNo = null;
    },
    buyNowSucceeded(state, action: PayloadAction<string>) {
      state.buyNow = 'idle';
      state.preOrderNo = action.payload;
    },
    buyNowFailed(state) {
      state.buyNow = 'idle';
    },
    /** The page has moved on to the confirm page. */
    preOrderOpened(state) {
      state.preOrderNo = null;
    },
  },
});

export const {
  productRequested,
  productLoaded,
  productFailed,
  merchantTypesLoaded,
  couponsRequested,
  couponsLoaded,
  couponsFailed,
  couponReceiveSubmitted,
  couponReceived,
  couponReceiveFailed,
  collectionToggled,
  collectionChanged,
  collectionFailed,
  followToggled,
  followChanged,
  followFailed,
  addToCartSubmitted,
  addToCartFinished,
  buyNowSubmitted,
  buyNowSucceeded,
  buyNowFailed,
  preOrderOpened,
} = productSlice.actions;
export const productReducer = productSlice.reducer;
