import type { ActivityState } from './slice';

export const selectActivity = (state: { activity: ActivityState }) => state.activity;
