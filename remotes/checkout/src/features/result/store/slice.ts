import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MasterOrderDetail } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export interface ResultState {
  orderNo: string | null;
  order: Loadable<MasterOrderDetail>;
  /** Checking again every few seconds while the payment is not confirmed. */
  polling: boolean;
  /** The checks ran their full time without a confirmation. */
  pollingEnded: boolean;
}

const freshResult = (): ResultState => ({ orderNo: null, order: idle(), polling: false, pollingEnded: false });

const resultSlice = createSlice({
  name: 'checkout/result',
  initialState: freshResult,
  reducers: {
    /** A visit of the result page: nothing of an earlier visit is shown. */
    resultOpened(_state, action: PayloadAction<string>) {
      const fresh: ResultState = { ...freshResult(), orderNo: action.payload };
      startLoading(fresh.order);
      return fresh;
    },
    /** Read the order's real state (again: the Refresh button restarts the checks). */
    resultRequested(state, action: PayloadAction<string>) {
      if (state.orderNo !== action.payload) state.order = idle();
      state.orderNo = action.payload;
      state.pollingEnded = false;
      startLoading(state.order);
    },
    resultLoaded(state, action: PayloadAction<MasterOrderDetail>) {
      finishLoading(state.order, action.payload);
    },
    resultFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.order, action.payload);
    },
    pollingStarted(state) {
      state.polling = true;
    },
    pollingStopped(state, action: PayloadAction<{ ended: boolean }>) {
      state.polling = false;
      state.pollingEnded = action.payload.ended;
    },
    /** The page was left: its checks stop. */
    resultLeft(state) {
      state.polling = false;
    },
  },
});

export const { resultOpened, resultRequested, resultLoaded, resultFailed, pollingStarted, pollingStopped, resultLeft } =
  resultSlice.actions;
export const resultReducer = resultSlice.reducer;
