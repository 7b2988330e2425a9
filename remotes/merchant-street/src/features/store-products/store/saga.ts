import type { MerchantProductItem, PageInfo } from '@mall/contract';
import { getMerchantProductCategories, getMerchantProducts, type MerchantProductCategory } from '../api/products';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toApiFailure } from '@mall/remote-kit';
import { selectStoreCategories } from './selectors';
import {
  storeCategoriesFailed,
  storeCategoriesLoaded,
  storeCategoriesRequested,
  storeProductsFailed,
  storeProductsLoaded,
  storeProductsRequested,
} from './slice';

function* loadProducts(action: ReturnType<typeof storeProductsRequested>) {
  try {
    const page: PageInfo<MerchantProductItem> = yield call(getMerchantProducts, action.payload, { silent: true });
    yield put(storeProductsLoaded({ list: page.list, total: page.total }));
  } catch (error) {
    yield put(storeProductsFailed(toApiFailure(error)));
  }
}

function* loadCategories(action: ReturnType<typeof storeCategoriesRequested>) {
  const { merId } = action.payload;
  const current: ReturnType<typeof selectStoreCategories> = yield select(selectStoreCategories);
  if (current.merId === merId && current.status === 'ready') return;
  try {
    const tree: MerchantProductCategory[] = yield call(getMerchantProductCategories, merId, { silent: true });
    yield put(storeCategoriesLoaded({ merId, tree }));
  } catch {
    yield put(storeCategoriesFailed({ merId }));
  }
}

export function* storeProductsSaga() {
  yield takeLatest(storeProductsRequested.type, loadProducts);
  yield takeLatest(storeCategoriesRequested.type, loadCategories);
}
