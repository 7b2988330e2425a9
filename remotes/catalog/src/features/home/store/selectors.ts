import type { HomeState } from './slice';

interface WithHome {
  home: HomeState;
}

export const selectHome = (state: WithHome) => state.home;
export const selectActivities = (state: WithHome) => state.home.activities;
export const selectRecommend = (state: WithHome) => state.home.recommend;
