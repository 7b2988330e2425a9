import { createSlice } from '@reduxjs/toolkit';

export interface VisitorCartState {
  /** A guest cart moved into the account the shopper just signed in to. */
  merged: boolean;
}

const initialState: VisitorCartState = { merged: false };

const visitorCartSlice = createSlice({
  name: 'checkout/visitorCart',
  initialState,
  reducers: {
    visitorCartMerged(state) {
      state.merged = true;
    },
  },
});

export const { visitorCartMerged } = visitorCartSlice.actions;
export const visitorCartReducer = visitorCartSlice.reducer;
