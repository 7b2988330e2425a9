import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderLogistics } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

export interface LogisticsState {
  /** The merchant order whose delivery is shown. */
  orderNo: string | null;
  /** null once loaded: not shipped yet (the API answers 404 until then). */
  logistics: Loadable<OrderLogistics | null>;
}

const initialState: LogisticsState = { orderNo: null, logistics: idle() };

const logisticsSlice = createSlice({
  name: 'orderCenter/logistics',
  initialState,
  reducers: {
    logisticsRequested(state, action: PayloadAction<string>) {
      if (state.orderNo !== action.payload) state.logistics = idle();
      state.orderNo = action.payload;
      startLoading(state.logistics);
    },
    logisticsLoaded(state, action: PayloadAction<{ orderNo: string; logistics: OrderLogistics | null }>) {
      if (state.orderNo === action.payload.orderNo) finishLoading(state.logistics, action.payload.logistics);
    },
    logisticsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.logistics, action.payload);
    },
    logisticsClosed(state) {
      state.orderNo = null;
      state.logistics = idle();
    },
  },
});

export const { logisticsRequested, logisticsLoaded, logisticsFailed, logisticsClosed } = logisticsSlice.actions;
export const logisticsReducer = logisticsSlice.reducer;
