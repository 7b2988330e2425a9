import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  getMyReviews,
  getReviewableLine,
  getReviewableLines,
  submitReview,
  type ApiMessage,
  type MyReview,
  type PageInfo,
  type ReviewableLine,
  type ReviewRequest,
} from '@mall/api-client';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import {
  myReviewsFailed,
  myReviewsLoaded,
  myReviewsRequested,
  pendingReviewsFailed,
  pendingReviewsLoaded,
  pendingReviewsRequested,
  reviewLineFailed,
  reviewLineLoaded,
  reviewLineRequested,
  reviewRefused,
  reviewSent,
  reviewSubmitted,
} from './slice';

/** Both review lists page by 10 (facts 2.15). */
export const REVIEWS_PAGE_SIZE = 10;

function* loadPending(action: PayloadAction<{ page: number }>): SagaIterator {
  try {
    const page: PageInfo<ReviewableLine> = yield* callAbortable((signal) =>
      getReviewableLines({ page: action.payload.page, limit: REVIEWS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(pendingReviewsLoaded(page));
  } catch (error) {
    if (!isCanceled(error)) yield put(pendingReviewsFailed(toApiFailure(error)));
  }
}

function* loadMine(action: PayloadAction<{ page: number }>): SagaIterator {
  try {
    const page: PageInfo<MyReview> = yield* callAbortable((signal) =>
      getMyReviews({ page: action.payload.page, limit: REVIEWS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(myReviewsLoaded(page));
  } catch (error) {
    if (!isCanceled(error)) yield put(myReviewsFailed(toApiFailure(error)));
  }
}

function* loadLine(action: PayloadAction<{ orderInfoId: number }>): SagaIterator {
  try {
    const line: ReviewableLine = yield* callAbortable((signal) =>
      getReviewableLine(action.payload.orderInfoId, { silent: true, signal }),
    );
    yield put(reviewLineLoaded(line));
  } catch (error) {
    if (!isCanceled(error)) yield put(reviewLineFailed(toApiFailure(error)));
  }
}

/** One review per line: a second click while the first is on its way is ignored (takeLeading). */
function* sendReview(action: PayloadAction<ReviewRequest>): SagaIterator {
  try {
    const { message }: ApiMessage = yield call(submitReview, action.payload, { silent: true });
    yield put(reviewSent({ message }));
  } catch (error) {
    yield put(reviewRefused(toApiFailure(error)));
  }
}

export function* reviewsSaga(): SagaIterator {
  yield takeLatest(pendingReviewsRequested.type, loadPending);
  yield takeLatest(myReviewsRequested.type, loadMine);
  yield takeLatest(reviewLineRequested.type, loadLine);
  yield takeLeading(reviewSubmitted.type, sendReview);
}
