import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { ActivityProduct, PageInfo, PcActivityInfo } from '@mall/contract';
import { getActivityProducts, getPcActivityInfo } from '../api/activity';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import {
  activityFailed,
  activityLoaded,
  activityProductsFailed,
  activityProductsLoaded,
  activityProductsRequested,
  activityRequested,
} from './slice';

/** Products per page of an activity list (the contract's client asks 10). */
export const ACTIVITY_PAGE_SIZE = 10;

function* loadInfo(action: PayloadAction<number>): SagaIterator {
  try {
    const info: PcActivityInfo = yield* callAbortable((signal) => getPcActivityInfo(action.payload, { silent: true, signal }));
    yield put(activityLoaded(info));
  } catch (error) {
    if (!isCanceled(error)) yield put(activityFailed(toApiFailure(error)));
  }
}

function* loadProducts(action: PayloadAction<{ id: number; page: number }>): SagaIterator {
  const { id, page } = action.payload;
  try {
    const answer: PageInfo<ActivityProduct> = yield* callAbortable((signal) =>
      getActivityProducts(id, { page, limit: ACTIVITY_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(activityProductsLoaded({ list: answer.list ?? [], total: Number(answer.total) || 0, page }));
  } catch (error) {
    if (!isCanceled(error)) yield put(activityProductsFailed(toApiFailure(error)));
  }
}

export function* activitySaga(): SagaIterator {
  yield takeLatest(activityRequested.type, loadInfo);
  yield takeLatest(activityProductsRequested.type, loadProducts);
}
