import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantSearchQuery, MerchantStreetItem } from '@mall/contract';
import type { ApiFailure } from '@mall/remote-kit';

/** Stores per search page. */
export const SEARCH_PAGE_SIZE = 20;

export interface MerchantSearchState {
  query: MerchantSearchQuery | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: MerchantStreetItem[];
  total: number;
  failure: ApiFailure | null;
}

const initialState: MerchantSearchState = { query: null, status: 'idle', list: [], total: 0, failure: null };

const merchantSearchSlice = createSlice({
  name: 'merchantStreet/merchantSearch',
  initialState,
  reducers: {
    merchantSearchRequested(state, action: PayloadAction<MerchantSearchQuery>) {
      state.query = action.payload;
      state.status = 'loading';
      state.failure = null;
    },
    merchantSearchLoaded(state, action: PayloadAction<{ list: MerchantStreetItem[]; total: number }>) {
      state.status = 'ready';
      state.list = action.payload.list;
      state.total = action.payload.total;
    },
    merchantSearchFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
  },
});

export const { merchantSearchRequested, merchantSearchLoaded, merchantSearchFailed } = merchantSearchSlice.actions;
export const merchantSearchReducer = merchantSearchSlice.reducer;
