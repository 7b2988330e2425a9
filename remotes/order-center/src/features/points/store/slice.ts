import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageInfo, PointsListType, PointsRecord, PointsSummary } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

export interface PointsState {
  summary: Loadable<PointsSummary>;
  records: Loadable<PageInfo<PointsRecord>>;
}

const initialState: PointsState = { summary: idle(), records: idle() };

const pointsSlice = createSlice({
  name: 'orderCenter/points',
  initialState,
  reducers: {
    pointsSummaryRequested(state) {
      startLoading(state.summary);
    },
    pointsSummaryLoaded(state, action: PayloadAction<PointsSummary>) {
      finishLoading(state.summary, action.payload);
    },
    pointsSummaryFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.summary, action.payload);
    },
    /** Another tab or page: the records shown belong to another list, so they are not kept. */
    pointsRecordsRequested(state, _action: PayloadAction<{ type: PointsListType; page: number }>) {
      state.records = idle();
      startLoading(state.records);
    },
    pointsRecordsLoaded(state, action: PayloadAction<PageInfo<PointsRecord>>) {
      finishLoading(state.records, action.payload);
    },
    pointsRecordsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.records, action.payload);
    },
  },
});

export const {
  pointsSummaryRequested,
  pointsSummaryLoaded,
  pointsSummaryFailed,
  pointsRecordsRequested,
  pointsRecordsLoaded,
  pointsRecordsFailed,
} = pointsSlice.actions;
export const pointsReducer = pointsSlice.reducer;
