import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { MasterOrderDetail, StoreOrderDetail } from '@mall/contract';
import { getMasterOrderDetail } from '@mall/api-client/calls';
import { getOrderDetail } from '../../../api/orders';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { detailFailed, detailLoaded, detailRequested } from './slice';

function* loadDetail(action: PayloadAction<{ orderNo: string; master: boolean; refresh?: boolean }>): SagaIterator {
  const { orderNo, master } = action.payload;
  try {
    if (master) {
      const order: MasterOrderDetail = yield* callAbortable((signal) => getMasterOrderDetail(orderNo, { silent: true, signal }));
      yield put(detailLoaded({ kind: 'master', orderNo, order }));
    } else {
      const order: StoreOrderDetail = yield* callAbortable((signal) => getOrderDetail(orderNo, { silent: true, signal }));
      yield put(detailLoaded({ kind: 'merchant', orderNo, order }));
    }
  } catch (error) {
    if (!isCanceled(error)) yield put(detailFailed(toApiFailure(error)));
  }
}

export function* orderDetailSaga(): SagaIterator {
  yield takeLatest(detailRequested.type, loadDetail);
}
