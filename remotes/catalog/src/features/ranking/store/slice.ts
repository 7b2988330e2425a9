import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeaderboardProduct } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export type RankingState = Loadable<LeaderboardProduct[]>;

const rankingSlice = createSlice({
  name: 'catalog/ranking',
  initialState: idle<LeaderboardProduct[]>() as RankingState,
  reducers: {
    rankingRequested(state) {
      startLoading(state);
    },
    rankingLoaded(state, action: PayloadAction<LeaderboardProduct[]>) {
      finishLoading(state, action.payload);
    },
    rankingFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state, action.payload);
    },
  },
});

export const { rankingRequested, rankingLoaded, rankingFailed } = rankingSlice.actions;
export const rankingReducer = rankingSlice.reducer;
