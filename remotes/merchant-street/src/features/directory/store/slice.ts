import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantCategory, MerchantType } from '@mall/contract';

/** The merchant types and categories (filters of the search, the type name in a store header). */
export interface DirectoryState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  types: MerchantType[];
  categories: MerchantCategory[];
}

const initialState: DirectoryState = { status: 'idle', types: [], categories: [] };

const directorySlice = createSlice({
  name: 'merchantStreet/directory',
  initialState,
  reducers: {
    directoryRequested(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    directoryLoaded(state, action: PayloadAction<{ types: MerchantType[]; categories: MerchantCategory[] }>) {
      state.status = 'ready';
      state.types = action.payload.types;
      state.categories = action.payload.categories;
    },
    directoryFailed(state) {
      if (state.status !== 'ready') state.status = 'failed';
    },
  },
});

export const { directoryRequested, directoryLoaded, directoryFailed } = directorySlice.actions;
export const directoryReducer = directorySlice.reducer;
