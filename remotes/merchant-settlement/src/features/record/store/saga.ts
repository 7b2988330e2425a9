import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { MerchantSettled, PageInfo } from '@mall/contract';
import { getSettledRecord } from '../api/record';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { RECORD_PAGE_SIZE, recordFailed, recordLoaded, recordRequested } from './slice';

function* loadRecord(action: PayloadAction<{ page: number }>): SagaIterator {
  try {
    const page: PageInfo<MerchantSettled> = yield* callAbortable((signal) =>
      getSettledRecord({ page: action.payload.page, limit: RECORD_PAGE_SIZE }, { signal }),
    );
    yield put(recordLoaded(page));
  } catch (error) {
    if (!isCanceled(error)) yield put(recordFailed(toApiFailure(error)));
  }
}

export function* recordSaga(): SagaIterator {
  yield takeLatest(recordRequested.type, loadRecord);
}
