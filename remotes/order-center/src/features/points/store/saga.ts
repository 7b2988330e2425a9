import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { PageInfo, PointsListType, PointsRecord, PointsSummary } from '@mall/contract';
import { getPointsRecords, getPointsSummary } from '../api/points';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { POINTS_PAGE_SIZE } from '../points-tabs';
import {
  pointsRecordsFailed,
  pointsRecordsLoaded,
  pointsRecordsRequested,
  pointsSummaryFailed,
  pointsSummaryLoaded,
  pointsSummaryRequested,
} from './slice';

function* loadSummary(): SagaIterator {
  try {
    const summary: PointsSummary = yield* callAbortable((signal) => getPointsSummary({ silent: true, signal }));
    yield put(pointsSummaryLoaded(summary));
  } catch (error) {
    if (!isCanceled(error)) yield put(pointsSummaryFailed(toApiFailure(error)));
  }
}

function* loadRecords(action: PayloadAction<{ type: PointsListType; page: number }>): SagaIterator {
  const { type, page } = action.payload;
  try {
    const records: PageInfo<PointsRecord> = yield* callAbortable((signal) =>
      getPointsRecords(type, { page, limit: POINTS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(pointsRecordsLoaded(records));
  } catch (error) {
    if (!isCanceled(error)) yield put(pointsRecordsFailed(toApiFailure(error)));
  }
}

export function* pointsSaga(): SagaIterator {
  yield takeLatest(pointsSummaryRequested.type, loadSummary);
  yield takeLatest(pointsRecordsRequested.type, loadRecords);
}
