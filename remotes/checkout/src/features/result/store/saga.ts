import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { MasterOrderDetail } from '@mall/contract';
import { getMasterOrderDetail } from '@mall/api-client/calls';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { pollingStarted, pollingStopped, resultFailed, resultLeft, resultLoaded, resultOpened, resultRequested } from './slice';

/** While a payment is unconfirmed the page checks again every 3 s, for up to 60 s. */
const POLL_INTERVAL_MS = 3000;
const POLL_DURATION_MS = 60000;

function* fetchOrder(orderNo: string): SagaIterator<MasterOrderDetail | null> {
  try {
    const order: MasterOrderDetail = yield* callAbortable((signal) => getMasterOrderDetail(orderNo, { silent: true, signal }));
    yield put(resultLoaded(order));
    return order;
  } catch (error) {
    if (!isCanceled(error)) yield put(resultFailed(toApiFailure(error)));
    return null;
  }
}

/** Checks until the state is no longer "unpaid" (paid, failed, cancelled) or the time is up. */
function* poll(orderNo: string): SagaIterator {
  yield put(pollingStarted());
  for (let waited = 0; waited < POLL_DURATION_MS; waited += POLL_INTERVAL_MS) {
    yield delay(POLL_INTERVAL_MS);
    const order: MasterOrderDetail | null = yield call(fetchOrder, orderNo);
    if (!order || order.payStatus !== 'unpaid') {
      yield put(pollingStopped({ ended: false }));
      return;
    }
  }
  yield put(pollingStopped({ ended: true }));
}

function* readResult(action: PayloadAction<string>): SagaIterator {
  const order: MasterOrderDetail | null = yield call(fetchOrder, action.payload);
  if (order?.payStatus !== 'unpaid') return;
  // Leaving the page ends the checks; a new request (Refresh) replaces them (takeLatest).
  yield race({ polled: call(poll, action.payload), left: take(resultLeft.type) });
}

export function* resultSaga(): SagaIterator {
  yield takeLatest([resultOpened.type, resultRequested.type], readResult);
}
