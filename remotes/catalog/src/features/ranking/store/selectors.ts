import type { RankingState } from './slice';

export const selectRankingList = (state: { ranking: RankingState }) => state.ranking;
