import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AwaitPayOrder, OrderCounts, OrderLine, PageInfo, StoreOrderItem } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';
import type { PaymentTarget } from '../../../lib/payment-target';
import type { OrderTab } from '../order-tabs';

type OrderListData =
  { tab: 0; page: number; orders: PageInfo<AwaitPayOrder> } | { tab: Exclude<OrderTab, 0>; page: number; orders: PageInfo<StoreOrderItem> };

export type OrderActionKind = 'cancel' | 'pay' | 'receipt' | 'delete' | 'buyAgain' | 'refundDetail';

export interface OrderActionDone {
  kind: OrderActionKind;
  orderNo: string;
  /** Counts every success, so a page sees two in a row of the same kind. */
  seq: number;
}

/** Failures the API did not explain: the payment method has no page here, or no refund was found. */
export type OrderActionProblemKind = 'payUnavailable' | 'noRefund';

export interface OrdersState {
  /** The tab and page the list shows (null until the list page opened). */
  query: { tab: OrderTab; page: number } | null;
  counts: Loadable<OrderCounts>;
  list: Loadable<OrderListData>;
  /** The action on its way, for the busy button. */
  busy: { kind: OrderActionKind; orderNo: string } | null;
  /** Where the page goes next (the card page, the cart, a refund's detail). */
  redirect: PaymentTarget | null;
  /** The last action that succeeded: pages reload what they show and say so. */
  lastDone: OrderActionDone | null;
  /** The last failure to explain, numbered like lastDone. */
  problem: { kind: OrderActionProblemKind; seq: number } | null;
}

const initialState: OrdersState = {
  query: null,
  counts: idle(),
  list: idle(),
  busy: null,
  redirect: null,
  lastDone: null,
  problem: null,
};

/** The lines "buy again" puts back into the cart. */
export type BuyAgainLine = Pick<OrderLine, 'productId' | 'attrValueId' | 'payNum'>;

const ordersSlice = createSlice({
  name: 'orderCenter/orders',
  initialState,
  reducers: {
    /** The list page shows a tab's page: its orders and every tab's count load. */
    ordersOpened(state, action: PayloadAction<{ tab: OrderTab; page: number }>) {
      const changed = state.query?.tab !== action.payload.tab || state.query?.page !== action.payload.page;
      state.query = action.payload;
      if (changed && state.list.data?.tab !== action.payload.tab) state.list = idle();
      startLoading(state.list);
      startLoading(state.counts);
    },
    /** The list page left: the next visit starts from nothing, and actions elsewhere reload no list. */
    ordersClosed(state) {
      state.query = null;
      state.list = idle();
      state.counts = idle();
    },
    ordersLoaded(state, action: PayloadAction<OrderListData>) {
      if (state.query?.tab === action.payload.tab && state.query.page === action.payload.page) {
        finishLoading(state.list, action.payload);
      }
    },
    ordersFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.list, action.payload);
    },
    countsRequested(state) {
      startLoading(state.counts);
    },
    countsLoaded(state, action: PayloadAction<OrderCounts>) {
      finishLoading(state.counts, action.payload);
    },
    countsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.counts, action.payload);
    },
    /** Cancel an unpaid master order (PT…), asked for after a confirmation. */
    cancelRequested(state, action: PayloadAction<string>) {
      state.busy = { kind: 'cancel', orderNo: action.payload };
    },
    /** Pay an unpaid master order again with its payment method, after a confirmation. */
    payRequested(state, action: PayloadAction<{ orderNo: string; payType: string }>) {
      state.busy = { kind: 'pay', orderNo: action.payload.orderNo };
    },
    receiptRequested(state, action: PayloadAction<string>) {
      state.busy = { kind: 'receipt', orderNo: action.payload };
    },
    deleteRequested(state, action: PayloadAction<string>) {
      state.busy = { kind: 'delete', orderNo: action.payload };
    },
    buyAgainRequested(state, action: PayloadAction<{ orderNo: string; lines: BuyAgainLine[] }>) {
      state.busy = { kind: 'buyAgain', orderNo: action.payload.orderNo };
    },
    /** An after-sales order: find its newest refund and open it. */
    refundDetailRequested(state, action: PayloadAction<string>) {
      state.busy = { kind: 'refundDetail', orderNo: action.payload };
    },
    actionSucceeded(state, action: PayloadAction<{ kind: OrderActionKind; orderNo: string; redirect?: PaymentTarget }>) {
      const { kind, orderNo, redirect } = action.payload;
      state.busy = null;
      state.redirect = redirect ?? null;
      state.lastDone = { kind, orderNo, seq: (state.lastDone?.seq ?? 0) + 1 };
    },
    /** The API client has toasted the server's reason, or the page explains the problem. */
    actionFailed(state, action: PayloadAction<{ problem?: OrderActionProblemKind }>) {
      state.busy = null;
      if (action.payload.problem) state.problem = { kind: action.payload.problem, seq: (state.problem?.seq ?? 0) + 1 };
    },
    redirectHandled(state) {
      state.redirect = null;
    },
  },
});

export const {
  ordersOpened,
  ordersClosed,
  ordersLoaded,
  ordersFailed,
  countsRequested,
  countsLoaded,
  countsFailed,
  cancelRequested,
  payRequested,
  receiptRequested,
  deleteRequested,
  buyAgainRequested,
  refundDetailRequested,
  actionSucceeded,
  actionFailed,
  redirectHandled,
} = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;
