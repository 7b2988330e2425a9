import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PageInfo, RefundApplyInfo, RefundApplyRequest, RefundApplyResponse, RefundDetail, RefundListItem } from '@mall/contract';
import { applyRefund, getRefundApplyInfo, getRefundDetail, getRefundList, getRefundReasons } from '../api/refunds';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import {
  applyFailed,
  applyLoaded,
  applyOpened,
  refundAccepted,
  refundDetailFailed,
  refundDetailLoaded,
  refundDetailOpened,
  refundListFailed,
  refundListLoaded,
  refundListRequested,
  refundRefused,
  refundSubmitted,
} from './slice';

/** Refunds per page of the refund list. */
export const REFUNDS_PAGE_SIZE = 10;

function* openApply(action: PayloadAction<string>): SagaIterator {
  const orderNo = action.payload;
  try {
    // A refused order (unpaid, awaiting receipt, already refunding) answers 500 with the rule: shown by the page.
    const [info, reasons]: [RefundApplyInfo, string[]] = yield all([
      call(callAbortable<RefundApplyInfo>, (signal) => getRefundApplyInfo(orderNo, { silent: true, signal })),
      call(callAbortable<string[]>, (signal) => getRefundReasons({ silent: true, signal })),
    ]);
    yield put(applyLoaded({ orderNo, info, reasons: reasons ?? [] }));
  } catch (error) {
    if (!isCanceled(error)) yield put(applyFailed(toApiFailure(error)));
  }
}

function* submit(action: PayloadAction<RefundApplyRequest>): SagaIterator {
  try {
    // Not silent: a refusal (amount above the bound, order changed meanwhile) is toasted with the server's message.
    const { refundOrderNo }: RefundApplyResponse = yield call(applyRefund, action.payload);
    yield put(refundAccepted({ refundOrderNo }));
  } catch {
    yield put(refundRefused());
  }
}

function* loadList(action: PayloadAction<{ page: number }>): SagaIterator {
  const { page } = action.payload;
  try {
    const refunds: PageInfo<RefundListItem> = yield* callAbortable((signal) =>
      getRefundList({ page, limit: REFUNDS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(refundListLoaded({ page, refunds }));
  } catch (error) {
    if (!isCanceled(error)) yield put(refundListFailed(toApiFailure(error)));
  }
}

function* loadDetail(action: PayloadAction<string>): SagaIterator {
  try {
    const detail: RefundDetail = yield* callAbortable((signal) => getRefundDetail(action.payload, { silent: true, signal }));
    yield put(refundDetailLoaded(detail));
  } catch (error) {
    if (!isCanceled(error)) yield put(refundDetailFailed(toApiFailure(error)));
  }
}

export function* refundsSaga(): SagaIterator {
  yield takeLatest(applyOpened.type, openApply);
  yield takeLeading(refundSubmitted.type, submit);
  yield takeLatest(refundListRequested.type, loadList);
  yield takeLatest(refundDetailOpened.type, loadDetail);
}
