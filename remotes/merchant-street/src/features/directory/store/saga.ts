import type { MerchantCategory, MerchantType } from '@mall/contract';
import { getMerchantCategories, getMerchantTypes } from '@mall/api-client/calls';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { selectDirectory } from './selectors';
import { directoryFailed, directoryLoaded, directoryRequested, type DirectoryState } from './slice';

function* loadDirectory() {
  const current: DirectoryState = yield select(selectDirectory);
  if (current.status === 'ready') return;
  try {
    const [types, categories]: [MerchantType[], MerchantCategory[]] = yield all([
      call(getMerchantTypes, { silent: true }),
      call(getMerchantCategories, { silent: true }),
    ]);
    yield put(directoryLoaded({ types, categories }));
  } catch {
    yield put(directoryFailed());
  }
}

/** Loads the lists once per page life; later requests reuse them. */
export function* directorySaga() {
  yield takeLatest(directoryRequested.type, loadDirectory);
}
