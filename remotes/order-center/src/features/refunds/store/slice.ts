import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageInfo, RefundApplyInfo, RefundApplyRequest, RefundDetail, RefundListItem } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

interface RefundApplyData {
  orderNo: string;
  info: RefundApplyInfo;
  reasons: string[];
}

export interface RefundsState {
  /** The return request form: the order's lines and the reasons to choose from. */
  apply: Loadable<RefundApplyData>;
  submitting: boolean;
  /** Set once a request was accepted: the page moves on to the refund list. */
  submitted: { refundOrderNo: string } | null;
  list: Loadable<{ page: number; refunds: PageInfo<RefundListItem> }>;
  detail: Loadable<RefundDetail>;
}

const initialState: RefundsState = {
  apply: idle(),
  submitting: false,
  submitted: null,
  list: idle(),
  detail: idle(),
};

const refundsSlice = createSlice({
  name: 'orderCenter/refunds',
  initialState,
  reducers: {
    /** A visit of the form: it starts from nothing. */
    applyOpened(state, _action: PayloadAction<string>) {
      state.apply = idle();
      startLoading(state.apply);
      state.submitting = false;
      state.submitted = null;
    },
    applyLoaded(state, action: PayloadAction<RefundApplyData>) {
      finishLoading(state.apply, action.payload);
    },
    applyFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.apply, action.payload);
    },
    refundSubmitted(state, _action: PayloadAction<RefundApplyRequest>) {
      state.submitting = true;
    },
    refundAccepted(state, action: PayloadAction<{ refundOrderNo: string }>) {
      state.submitting = false;
      state.submitted = action.payload;
    },
    /** The API client has toasted the server's reason (the amount above what those units paid, …). */
    refundRefused(state) {
      state.submitting = false;
    },
    /** A page of the list: what another page or visit showed is not shown meanwhile. */
    refundListRequested(state, _action: PayloadAction<{ page: number }>) {
      state.list = idle();
      startLoading(state.list);
    },
    refundListLoaded(state, action: PayloadAction<{ page: number; refunds: PageInfo<RefundListItem> }>) {
      finishLoading(state.list, action.payload);
    },
    refundListFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.list, action.payload);
    },
    /** A visit of a refund: it starts from nothing (its state may have moved since). */
    refundDetailOpened(state, _action: PayloadAction<string>) {
      state.detail = idle();
      startLoading(state.detail);
    },
    refundDetailLoaded(state, action: PayloadAction<RefundDetail>) {
      finishLoading(state.detail, action.payload);
    },
    refundDetailFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.detail, action.payload);
    },
  },
});

export const {
  applyOpened,
  applyLoaded,
  applyFailed,
  refundSubmitted,
  refundAccepted,
  refundRefused,
  refundListRequested,
  refundListLoaded,
  refundListFailed,
  refundDetailOpened,
  refundDetailLoaded,
  refundDetailFailed,
} = refundsSlice.actions;
export const refundsReducer = refundsSlice.reducer;
