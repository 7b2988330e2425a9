import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { PageInfo, ProductReply, ProductReplyConfig } from '@mall/contract';
import { getProductReplies, getProductReplyConfig } from '../api/reviews';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { reviewsFailed, reviewsLoaded, reviewsRequested, summaryFailed, summaryLoaded, summaryRequested, type ReviewQuery } from './slice';

/** Reviews per page (the contract's client asks 20). */
export const REVIEW_PAGE_SIZE = 20;

function* loadSummary(action: PayloadAction<number>): SagaIterator {
  try {
    const summary: ProductReplyConfig = yield* callAbortable((signal) => getProductReplyConfig(action.payload, { silent: true, signal }));
    yield put(summaryLoaded(summary));
  } catch (error) {
    if (!isCanceled(error)) yield put(summaryFailed(toApiFailure(error)));
  }
}

function* loadReviews(action: PayloadAction<ReviewQuery>): SagaIterator {
  const { productId, type, page } = action.payload;
  try {
    const answer: PageInfo<ProductReply> = yield* callAbortable((signal) =>
      getProductReplies(productId, { type, page, limit: REVIEW_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(reviewsLoaded({ list: answer.list ?? [], total: Number(answer.total) || 0 }));
  } catch (error) {
    if (!isCanceled(error)) yield put(reviewsFailed(toApiFailure(error)));
  }
}

export function* reviewsSaga(): SagaIterator {
  yield takeLatest(summaryRequested.type, loadSummary);
  yield takeLatest(reviewsRequested.type, loadReviews);
}
