import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MasterOrderDetail, StoreOrderDetail } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

/** An unpaid master order (PT…) or one merchant order (SH…). */
type OrderDetailData =
  { kind: 'master'; orderNo: string; order: MasterOrderDetail } | { kind: 'merchant'; orderNo: string; order: StoreOrderDetail };

export interface OrderDetailState {
  detail: Loadable<OrderDetailData>;
}

const initialState: OrderDetailState = { detail: idle() };

const orderDetailSlice = createSlice({
  name: 'orderCenter/orderDetail',
  initialState,
  reducers: {
    /**
     * `master`: the PT number of an unpaid order; otherwise a merchant order's SH number. A visit starts from
     * nothing; a refresh (after an action) keeps the order on screen while it reloads.
     */
    detailRequested(state, action: PayloadAction<{ orderNo: string; master: boolean; refresh?: boolean }>) {
      if (!action.payload.refresh || state.detail.data?.orderNo !== action.payload.orderNo) state.detail = idle();
      startLoading(state.detail);
    },
    detailLoaded(state, action: PayloadAction<OrderDetailData>) {
      finishLoading(state.detail, action.payload);
    },
    detailFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.detail, action.payload);
    },
    /** The page left: the next visit starts from nothing (no old order flashes, no tracking asked for it). */
    detailClosed(state) {
      state.detail = idle();
    },
  },
});

export const { detailRequested, detailLoaded, detailFailed, detailClosed } = orderDetailSlice.actions;
export const orderDetailReducer = orderDetailSlice.reducer;
