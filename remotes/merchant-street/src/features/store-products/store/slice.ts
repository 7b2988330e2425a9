import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantProductItem, MerchantProductQuery } from '@mall/contract';
import type { MerchantProductCategory } from '../api/products';
import type { ApiFailure } from '@mall/remote-kit';

export interface StoreProductsState {
  query: MerchantProductQuery | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: MerchantProductItem[];
  total: number;
  failure: ApiFailure | null;
  categories: {
    merId: number | null;
    status: 'idle' | 'loading' | 'ready' | 'failed';
    tree: MerchantProductCategory[];
  };
}

const initialState: StoreProductsState = {
  query: null,
  status: 'idle',
  list: [],
  total: 0,
  failure: null,
  categories: { merId: null, status: 'idle', tree: [] },
};

const storeProductsSlice = createSlice({
  name: 'merchantStreet/storeProducts',
  initialState,
  reducers: {
    storeProductsRequested(state, action: PayloadAction<MerchantProductQuery>) {
      state.query = action.payload;
      state.status = 'loading';
      state.failure = null;
    },
    storeProductsLoaded(state, action: PayloadAction<{ list: MerchantProductItem[]; total: number }>) {
      state.status = 'ready';
      state.list = action.payload.list;
      state.total = action.payload.total;
    },
    storeProductsFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    storeCategoriesRequested(state, action: PayloadAction<{ merId: number }>) {
      if (state.categories.merId === action.payload.merId && state.categories.status === 'ready') return;
      state.categories = { merId: action.payload.merId, status: 'loading', tree: [] };
    },
    storeCategoriesLoaded(state, action: PayloadAction<{ merId: number; tree: MerchantProductCategory[] }>) {
      if (state.categories.merId !== action.payload.merId) return;
      state.categories.status = 'ready';
      state.categories.tree = action.payload.tree;
    },
    storeCategoriesFailed(state, action: PayloadAction<{ merId: number }>) {
      if (state.categories.merId === action.payload.merId) state.categories.status = 'failed';
    },
  },
});

export const {
  storeProductsRequested,
  storeProductsLoaded,
  storeProductsFailed,
  storeCategoriesRequested,
  storeCategoriesLoaded,
  storeCategoriesFailed,
} = storeProductsSlice.actions;
export const storeProductsReducer = storeProductsSlice.reducer;
