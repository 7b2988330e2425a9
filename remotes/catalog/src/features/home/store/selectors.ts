import type { HomeState } from './slice';

interface WithHome {
  home: HomeState;
}

export const selectHome = (state: WithHome) => state.home;
export const selectHomeData = (state: WithHome) => state.home.home;
export const selectActivities = (state: WithHome) => state.home.activities;
export const selectRanking = (state: WithHome) => state.home.ranking;
export const selectMerchants = (state: WithHome) => state.home.merchants;
export const selectRecommend = (state: WithHome) => state.home.recommend;
export const selectMore = (state: WithHome) => state.home.more;

/** More pages exist while the list is shorter than the total. */
export const selectHasMore = (state: WithHome): boolean => {
  const data = state.home.recommend.data;
  return data !== null && data.list.length < data.total;
};
