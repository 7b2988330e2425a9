import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** A token is present (from the cookie at start, then the bus's auth/tokenChanged). */
  signedIn: boolean;
  /** Changes whenever the shopper changes (a guest signing in to an account): pages reload their data. */
  generation: number;
  /** The token the generation belongs to (kept in memory only; its cookie is the source). */
  token: string | null;
}

const initialState: SessionState = { signedIn: false, generation: 0, token: null };

const sessionSlice = createSlice({
  name: 'checkout/session',
  initialState,
  reducers: {
    tokenChanged(state, action: PayloadAction<{ signedIn: boolean; token: string | null }>) {
      state.signedIn = action.payload.signedIn;
      if (action.payload.token !== state.token) {
        state.token = action.payload.token;
        state.generation += 1;
      }
    },
  },
});

export const { tokenChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
