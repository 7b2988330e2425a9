import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantIndexInfo } from '@mall/contract';
import type { ApiFailure } from '@mall/remote-kit';

export interface StoreFrontState {
  merId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  info: MerchantIndexInfo | null;
  failure: ApiFailure | null;
  /** A follow or unfollow is on its way. */
  followPending: boolean;
}

const initialState: StoreFrontState = { merId: null, status: 'idle', info: null, failure: null, followPending: false };

const storeFrontSlice = createSlice({
  name: 'merchantStreet/storeFront',
  initialState,
  reducers: {
    /** `refresh`: the same store again (after signing in), without a spinner. */
    storeRequested(state, action: PayloadAction<{ merId: number; refresh?: boolean }>) {
      const same = state.merId === action.payload.merId && state.info !== null;
      state.merId = action.payload.merId;
      state.failure = null;
      if (!(action.payload.refresh && same)) {
        state.status = 'loading';
        state.info = null;
      }
    },
    storeLoaded(state, action: PayloadAction<MerchantIndexInfo>) {
      if (action.payload.id !== state.merId) return;
      state.status = 'ready';
      state.info = action.payload;
    },
    storeFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.info = null;
      state.failure = action.payload;
    },
    followToggled(state, _action: PayloadAction<{ merId: number; follow: boolean }>) {
      state.followPending = true;
    },
    followChanged(state, action: PayloadAction<{ merId: number; following: boolean; followerCount: number }>) {
      state.followPending = false;
      if (state.info && state.info.id === action.payload.merId) {
        state.info.isCollect = action.payload.following;
        state.info.followerCount = action.payload.followerCount;
      }
    },
    followFailed(state) {
      state.followPending = false;
    },
  },
});

export const { storeRequested, storeLoaded, storeFailed, followToggled, followChanged, followFailed } = storeFrontSlice.actions;
export const storeFrontReducer = storeFrontSlice.reducer;
