import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantStreetItem } from '@mall/contract';
import type { ApiFailure } from '@mall/remote-kit';

/** Stores per street page (the contract's limit). */
export const STREET_PAGE_SIZE = 10;

export interface StreetState {
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: MerchantStreetItem[];
  total: number;
  failure: ApiFailure | null;
  /** The banner above the street; '' when the home data has none; null until that is known. */
  headerImage: string | null;
}

const initialState: StreetState = { page: 1, status: 'idle', list: [], total: 0, failure: null, headerImage: null };

const streetSlice = createSlice({
  name: 'merchantStreet/street',
  initialState,
  reducers: {
    streetPageRequested(state, action: PayloadAction<{ page: number }>) {
      state.page = action.payload.page;
      state.status = 'loading';
      state.failure = null;
    },
    streetPageLoaded(state, action: PayloadAction<{ list: MerchantStreetItem[]; total: number }>) {
      state.status = 'ready';
      state.list = action.payload.list;
      state.total = action.payload.total;
    },
    streetPageFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    streetHeaderRequested() {},
    streetHeaderLoaded(state, action: PayloadAction<string>) {
      state.headerImage = action.payload;
    },
  },
});

export const { streetPageRequested, streetPageLoaded, streetPageFailed, streetHeaderRequested, streetHeaderLoaded } = streetSlice.actions;
export const streetReducer = streetSlice.reducer;
