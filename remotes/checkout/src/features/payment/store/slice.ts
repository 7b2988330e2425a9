import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MasterOrderDetail, PayMethodResponse, TestCardConfirmRequest } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';
import type { PaymentStep } from '../../../lib/payment-step';

type CardStatus = 'idle' | 'confirming' | 'requiresAction' | 'authenticating';

export interface PaymentState {
  orderNo: string | null;
  methods: Loadable<PayMethodResponse>;
  order: Loadable<MasterOrderDetail>;
  card: CardStatus;
  /** What the card step says (the server's words, or a common catalogue id). */
  message: ApiFailure | null;
  /** The card step is over: the page goes to the result page of this order. */
  finishedOrderNo: string | null;
  /** "Pay again" (result page): a new payment of an unpaid order has started. */
  repay: 'idle' | 'submitting';
  next: PaymentStep | null;
}

const freshPayment = (): PaymentState => ({
  orderNo: null,
  methods: idle(),
  order: idle(),
  card: 'idle',
  message: null,
  finishedOrderNo: null,
  repay: 'idle',
  next: null,
});

export interface AuthenticateRequest {
  clientSecret: string;
  orderNo: string;
  approve: boolean;
}

const paymentSlice = createSlice({
  name: 'checkout/payment',
  initialState: freshPayment,
  reducers: {
    paymentPageOpened(_state, action: PayloadAction<string>) {
      const fresh = { ...freshPayment(), orderNo: action.payload };
      startLoading(fresh.methods);
      startLoading(fresh.order);
      return fresh;
    },
    methodsLoaded(state, action: PayloadAction<PayMethodResponse>) {
      finishLoading(state.methods, action.payload);
    },
    methodsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.methods, action.payload);
    },
    orderLoaded(state, action: PayloadAction<MasterOrderDetail>) {
      finishLoading(state.order, action.payload);
    },
    orderFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.order, action.payload);
    },
    testCardSubmitted(state, _action: PayloadAction<TestCardConfirmRequest & { orderNo: string }>) {
      state.card = 'confirming';
      state.message = null;
    },
    actionRequired(state) {
      state.card = 'requiresAction';
    },
    authenticateSubmitted(state, _action: PayloadAction<AuthenticateRequest>) {
      state.card = 'authenticating';
      state.message = null;
    },
    /** The card network refused the details (or could not be reached): the shopper can correct and retry. */
    cardRefused(state, action: PayloadAction<ApiFailure>) {
      state.card = state.card === 'authenticating' ? 'requiresAction' : 'idle';
      state.message = action.payload;
    },
    /** A card (Stripe Elements) error to show in the message area. */
    cardMessageShown(state, action: PayloadAction<ApiFailure | null>) {
      state.message = action.payload;
    },
    cardFinished(state, action: PayloadAction<string>) {
      state.card = 'idle';
      state.finishedOrderNo = action.payload;
    },
    resultOpened(state) {
      state.finishedOrderNo = null;
    },
    payRequested(state, _action: PayloadAction<string>) {
      state.repay = 'submitting';
    },
    payStarted(state, action: PayloadAction<PaymentStep>) {
      state.repay = 'idle';
      state.next = action.payload;
    },
    payFailed(state) {
      state.repay = 'idle';
    },
    paymentStepOpened(state) {
      state.next = null;
    },
  },
});

export const {
  paymentPageOpened,
  methodsLoaded,
  methodsFailed,
  orderLoaded,
  orderFailed,
  testCardSubmitted,
  actionRequired,
  authenticateSubmitted,
  cardRefused,
  cardMessageShown,
  cardFinished,
  resultOpened,
  payRequested,
  payStarted,
  payFailed,
  paymentStepOpened,
} = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
