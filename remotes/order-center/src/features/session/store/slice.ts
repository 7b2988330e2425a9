import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** A token is present (from the bus's auth/tokenChanged); the token itself stays in its cookie. */
  signedIn: boolean;
}

const initialState: SessionState = { signedIn: false };

const sessionSlice = createSlice({
  name: 'orderCenter/session',
  initialState,
  reducers: {
    tokenChanged(state, action: PayloadAction<{ signedIn: boolean }>) {
      state.signedIn = action.payload.signedIn;
    },
  },
});

export const { tokenChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
