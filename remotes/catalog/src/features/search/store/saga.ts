import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { IndexProductResponse, PageInfo, ProductListQuery, MerchantStreetItem } from '@mall/contract';
import { searchMerchants } from '@mall/api-client/calls';
import { getProductList } from '../api/search';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { merchantsFailed, merchantsLoaded, merchantsRequested, searchFailed, searchLoaded, searchRequested } from './slice';

/** How many matching merchants the search page shows (with a link to all of them). */
const MERCHANT_MATCH_LIMIT = 2;

function* search(action: PayloadAction<ProductListQuery>): SagaIterator {
  try {
    const answer: PageInfo<IndexProductResponse> = yield* callAbortable((signal) =>
      getProductList(action.payload, { silent: true, signal }),
    );
    const pages = Number(answer.pages);
    yield put(
      searchLoaded({
        list: answer.list ?? [],
        total: Number(answer.total) || 0,
        ...(Number.isInteger(pages) && pages >= 0 ? { pages } : {}),
        ...(answer.totalRelation === 'gte' ? { totalRelation: 'gte' as const } : {}),
      }),
    );
  } catch (error) {
    if (!isCanceled(error)) yield put(searchFailed(toApiFailure(error)));
  }
}

function* findMerchants(action: PayloadAction<string>): SagaIterator {
  try {
    const answer: PageInfo<MerchantStreetItem> = yield* callAbortable((signal) =>
      searchMerchants({ keywords: action.payload, page: 1, limit: MERCHANT_MATCH_LIMIT }, { silent: true, signal }),
    );
    // The original read a `count` field that the API never sends, so it never knew how many matched: `total` is the count.
    yield put(merchantsLoaded({ list: (answer.list ?? []).slice(0, MERCHANT_MATCH_LIMIT), total: Number(answer.total) || 0 }));
  } catch (error) {
    if (!isCanceled(error)) yield put(merchantsFailed(toApiFailure(error)));
  }
}

export function* searchSaga(): SagaIterator {
  yield takeLatest(searchRequested.type, search);
  yield takeLatest(merchantsRequested.type, findMerchants);
}
