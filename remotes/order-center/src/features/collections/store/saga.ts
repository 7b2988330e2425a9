import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CollectedProduct, FollowedMerchant, PageInfo } from '@mall/contract';
import { uncollectProduct, unfollowMerchantById } from '@mall/api-client/calls';
import { getCollectedProducts, getFollowedMerchants } from '../api/collections';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { COLLECTIONS_PAGE_SIZE } from '../collection-tabs';
import { selectCollections } from './selectors';
import {
  collectedProductsFailed,
  collectedProductsLoaded,
  collectedProductsRequested,
  collectionChangeEnded,
  followedStoresFailed,
  followedStoresLoaded,
  followedStoresRequested,
  productUncollected,
  storeUnfollowed,
  type CollectionsState,
} from './slice';

function* loadProducts(action: PayloadAction<{ page: number }>): SagaIterator {
  try {
    const page: PageInfo<CollectedProduct> = yield* callAbortable((signal) =>
      getCollectedProducts({ page: action.payload.page, limit: COLLECTIONS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(collectedProductsLoaded(page));
  } catch (error) {
    if (!isCanceled(error)) yield put(collectedProductsFailed(toApiFailure(error)));
  }
}

function* loadStores(action: PayloadAction<{ page: number }>): SagaIterator {
  try {
    const page: PageInfo<FollowedMerchant> = yield* callAbortable((signal) =>
      getFollowedMerchants({ page: action.payload.page, limit: COLLECTIONS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(followedStoresLoaded(page));
  } catch (error) {
    if (!isCanceled(error)) yield put(followedStoresFailed(toApiFailure(error)));
  }
}

type Removal = PayloadAction<{ productId: number }> | PayloadAction<{ merId: number }>;

/**
 * Removes a favourite product or unfollows a store (one removal at a time), then reads that list's page again;
 * a refusal is shown by the API client (its toast).
 */
function* removeFromCollections(action: Removal): SagaIterator {
  try {
    const { productsPage, storesPage }: CollectionsState = yield select(selectCollections);
    if ('productId' in action.payload) {
      yield call(uncollectProduct, action.payload.productId);
      yield put(collectedProductsRequested({ page: productsPage }));
    } else {
      yield call(unfollowMerchantById, action.payload.merId);
      yield put(followedStoresRequested({ page: storesPage }));
    }
  } catch {
    // Shown by the API client.
  }
  yield put(collectionChangeEnded());
}

export function* collectionsSaga(): SagaIterator {
  yield takeLatest(collectedProductsRequested.type, loadProducts);
  yield takeLatest(followedStoresRequested.type, loadStores);
  yield takeLeading([productUncollected.type, storeUnfollowed.type], removeFromCollections);
}
