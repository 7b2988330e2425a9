import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** A shopper is signed in (auth/userChanged or auth/tokenChanged on the bus); the token stays in its cookie. */
  signedIn: boolean;
}

const initialState: SessionState = { signedIn: false };

const sessionSlice = createSlice({
  name: 'merchantStreet/session',
  initialState,
  reducers: {
    tokenChanged(state, action: PayloadAction<{ signedIn: boolean }>) {
      state.signedIn = action.payload.signedIn;
    },
  },
});

export const { tokenChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
