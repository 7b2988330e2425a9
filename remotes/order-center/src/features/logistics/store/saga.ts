import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { isApiError } from '@mall/api-client';
import type { OrderLogistics } from '@mall/contract';
import { getOrderLogistics } from '../api/logistics';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { logisticsFailed, logisticsLoaded, logisticsRequested } from './slice';

function* loadLogistics(action: PayloadAction<string>): SagaIterator {
  const orderNo = action.payload;
  try {
    const logistics: OrderLogistics = yield* callAbortable((signal) => getOrderLogistics(orderNo, { silent: true, signal }));
    yield put(logisticsLoaded({ orderNo, logistics }));
  } catch (error) {
    if (isCanceled(error)) return;
    // 404 until the order ships: nothing to show yet, not a failure.
    if (isApiError(error) && error.code === 404) yield put(logisticsLoaded({ orderNo, logistics: null }));
    else yield put(logisticsFailed(toApiFailure(error)));
  }
}

export function* logisticsSaga(): SagaIterator {
  yield takeLatest(logisticsRequested.type, loadLogistics);
}
