import type { PointsState } from './slice';

interface WithPoints {
  points: PointsState;
}

export const selectPointsSummary = (state: WithPoints) => state.points.summary;
export const selectPointsRecords = (state: WithPoints) => state.points.records;
