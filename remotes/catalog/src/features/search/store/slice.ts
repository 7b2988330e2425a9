import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IndexProductResponse, ProductListQuery, MerchantStreetItem } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

interface ResultPage<T> {
  list: T[];
  total: number;
  /** Pages a shopper can reach (PageInfo.pages), when the server sent it: fewer than `total` makes on a long list. */
  pages?: number;
  /** 'gte' when `total` is a lower bound (our API past 10,000 matches). */
  totalRelation?: 'eq' | 'gte';
}

export interface SearchState {
  /** The query the results belong to (a key of its values). */
  queryKey: string | null;
  results: Loadable<ResultPage<IndexProductResponse>>;
  /** Merchants whose name or keywords match the search text. */
  merchantKeyword: string | null;
  merchants: Loadable<ResultPage<MerchantStreetItem>>;
}

const initialState: SearchState = {
  queryKey: null,
  results: idle(),
  merchantKeyword: null,
  merchants: idle(),
};

export const queryKeyOf = (query: ProductListQuery): string => JSON.stringify(query);

const searchSlice = createSlice({
  name: 'catalog/search',
  initialState,
  reducers: {
    searchRequested(state, action: PayloadAction<ProductListQuery>) {
      state.queryKey = queryKeyOf(action.payload);
      startLoading(state.results);
    },
    searchLoaded(state, action: PayloadAction<ResultPage<IndexProductResponse>>) {
      finishLoading(state.results, action.payload);
    },
    searchFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.results, action.payload);
    },
    merchantsRequested(state, action: PayloadAction<string>) {
      state.merchantKeyword = action.payload;
      startLoading(state.merchants);
    },
    merchantsLoaded(state, action: PayloadAction<ResultPage<MerchantStreetItem>>) {
      finishLoading(state.merchants, action.payload);
    },
    merchantsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.merchants, action.payload);
    },
  },
});

export const { searchRequested, searchLoaded, searchFailed, merchantsRequested, merchantsLoaded, merchantsFailed } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
