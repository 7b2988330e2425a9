import { createSlice } from '@reduxjs/toolkit';
import { visitorCartMerged } from '../../../lib/cart-events';

interface VisitorCartState {
  /** A guest cart moved into the account the shopper just signed in to. */
  merged: boolean;
}

const initialState: VisitorCartState = { merged: false };

const visitorCartSlice = createSlice({
  name: 'checkout/visitorCart',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(visitorCartMerged, (state) => {
      state.merged = true;
    });
  },
});

export const visitorCartReducer = visitorCartSlice.reducer;
