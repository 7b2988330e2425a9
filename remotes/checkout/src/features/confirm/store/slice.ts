import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AddressEditRequest,
  ComputePriceRequest,
  ComputedPrice,
  OrderCoupon,
  OrderCreateRequest,
  PayMethodResponse,
  PreOrderVo,
  UserAddress,
} from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';
import type { PaymentStep } from '../../../lib/payment-step';

export interface ConfirmState {
  preOrderNo: string | null;
  preOrder: Loadable<PreOrderVo>;
  addresses: Loadable<UserAddress[]>;
  payMethods: Loadable<PayMethodResponse>;
  coupons: Loadable<OrderCoupon[]>;
  /** The server's totals for the current choices; 'loading' while a recompute runs (submit waits). */
  price: Loadable<ComputedPrice>;
  addressSaving: boolean;
  /** The address just added: the page chooses it, then clears this. */
  addedAddressId: number | null;
  submit: 'idle' | 'creating' | 'paying';
  next: PaymentStep | null;
}

const freshConfirm = (): ConfirmState => ({
  preOrderNo: null,
  preOrder: idle(),
  addresses: idle(),
  payMethods: idle(),
  coupons: idle(),
  price: idle(),
  addressSaving: false,
  addedAddressId: null,
  submit: 'idle',
  next: null,
});

export interface OrderSubmission {
  order: OrderCreateRequest;
  /** Made once per visit of the page (every submit of the visit sends the same). */
  idempotencyKey: string;
}

const confirmSlice = createSlice({
  name: 'checkout/confirm',
  initialState: freshConfirm,
  reducers: {
    confirmOpened(_state, action: PayloadAction<string>) {
      const fresh = { ...freshConfirm(), preOrderNo: action.payload };
      startLoading(fresh.preOrder);
      startLoading(fresh.addresses);
      startLoading(fresh.payMethods);
      startLoading(fresh.coupons);
      return fresh;
    },
    preOrderLoaded(state, action: PayloadAction<PreOrderVo>) {
      finishLoading(state.preOrder, action.payload);
    },
    preOrderFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.preOrder, action.payload);
    },
    addressesRequested(state) {
      startLoading(state.addresses);
    },
    addressesLoaded(state, action: PayloadAction<UserAddress[]>) {
      finishLoading(state.addresses, action.payload);
    },
    addressesFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.addresses, action.payload);
    },
    payMethodsLoaded(state, action: PayloadAction<PayMethodResponse>) {
      finishLoading(state.payMethods, action.payload);
    },
    payMethodsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.payMethods, action.payload);
    },
    couponsLoaded(state, action: PayloadAction<OrderCoupon[]>) {
      finishLoading(state.coupons, action.payload);
    },
    couponsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.coupons, action.payload);
    },
    addressSubmitted(state, _action: PayloadAction<AddressEditRequest>) {
      state.addressSaving = true;
    },
    addressAdded(state, action: PayloadAction<{ id: number; addresses: UserAddress[] }>) {
      state.addressSaving = false;
      state.addedAddressId = action.payload.id;
      finishLoading(state.addresses, action.payload.addresses);
    },
    addressSaveFailed(state) {
      state.addressSaving = false;
    },
    addedAddressChosen(state) {
      state.addedAddressId = null;
    },
    priceRequested(state, _action: PayloadAction<ComputePriceRequest>) {
      startLoading(state.price);
    },
    priceComputed(state, action: PayloadAction<ComputedPrice>) {
      finishLoading(state.price, action.payload);
    },
    priceFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.price, action.payload);
    },
    orderSubmitted(state, _action: PayloadAction<OrderSubmission>) {
      state.submit = 'creating';
    },
    orderCreated(state) {
      state.submit = 'paying';
    },
    paymentStarted(state, action: PayloadAction<PaymentStep>) {
      state.submit = 'idle';
      state.next = action.payload;
    },
    orderSubmitFailed(state) {
      state.submit = 'idle';
    },
    /** The page has gone to the payment step. */
    paymentStepOpened(state) {
      state.next = null;
    },
  },
});

export const {
  confirmOpened,
  preOrderLoaded,
  preOrderFailed,
  addressesRequested,
  addressesLoaded,
  addressesFailed,
  payMethodsLoaded,
  payMethodsFailed,
  couponsLoaded,
  couponsFailed,
  addressSubmitted,
  addressAdded,
  addressSaveFailed,
  addedAddressChosen,
  priceRequested,
  priceComputed,
  priceFailed,
  orderSubmitted,
  orderCreated,
  paymentStarted,
  orderSubmitFailed,
  paymentStepOpened,
} = confirmSlice.actions;
export const confirmReducer = confirmSlice.reducer;
