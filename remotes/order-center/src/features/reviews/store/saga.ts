import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isNotServed } from '@mall/api-client';
import type { ApiMessage, MyReview, PageInfo, ReviewableLine, ReviewRequest } from '@mall/contract';
import { getMyReviews, getReviewableLine, getReviewableLines, submitReview } from '../api/reviews';
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

/** Both review lists page by 10 (the contract's client asks 10). */
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
  const { orderInfoId } = action.payload;
  try {
    let line: ReviewableLine | null;
    try {
      line = yield* callAbortable((signal) => getReviewableLine(orderInfoId, { silent: true, signal }));
    } catch (error) {
      if (!isNotServed(error)) throw error;
      // A backend of the contract's family has no reply/info: the line is found in its pending list instead.
      line = yield* findPendingLine(orderInfoId);
    }
    yield put(line ? reviewLineLoaded(line) : reviewLineFailed(NO_SUCH_LINE));
  } catch (error) {
    if (!isCanceled(error)) yield put(reviewLineFailed(toApiFailure(error)));
  }
}

/** Pages of the pending list read when looking a line up there (50 lines each: the list's largest page). */
const LOOKUP_PAGE_SIZE = 50;
const LOOKUP_PAGES = 10;
/** What our reply/info answers for a line that is not waiting for the shopper's review. */
const NO_SUCH_LINE = { code: 404, message: 'No data found', messageId: 'errors.notFound' };

/** The line `orderInfoId` among the shopper's lines waiting for a review (the contract's pending review list), or null. */
function* findPendingLine(orderInfoId: number): SagaIterator<ReviewableLine | null> {
  for (let page = 1; page <= LOOKUP_PAGES; page += 1) {
    const lines: PageInfo<ReviewableLine> = yield* callAbortable((signal) =>
      getReviewableLines({ page, limit: LOOKUP_PAGE_SIZE }, { silent: true, signal }),
    );
    const line = lines.list.find((candidate) => candidate.id === orderInfoId);
    if (line) return line;
    if (page * LOOKUP_PAGE_SIZE >= lines.total) return null;
  }
  return null;
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
