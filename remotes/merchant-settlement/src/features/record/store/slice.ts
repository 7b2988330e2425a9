import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantSettled, PageInfo } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

/** Applications shown per page of the record. */
export const RECORD_PAGE_SIZE = 10;

export interface RecordState {
  page: number;
  applications: Loadable<PageInfo<MerchantSettled>>;
}

const initialState: RecordState = { page: 1, applications: idle() };

const recordSlice = createSlice({
  name: 'merchantSettlement/record',
  initialState,
  reducers: {
    recordRequested(state, action: PayloadAction<{ page: number }>) {
      state.page = action.payload.page;
      startLoading(state.applications);
    },
    recordLoaded(state, action: PayloadAction<PageInfo<MerchantSettled>>) {
      finishLoading(state.applications, action.payload);
    },
    recordFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.applications, action.payload);
    },
  },
});

export const { recordRequested, recordLoaded, recordFailed } = recordSlice.actions;
export const recordReducer = recordSlice.reducer;
