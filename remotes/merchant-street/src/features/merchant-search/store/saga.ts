import type { MerchantStreetItem, PageInfo } from '@mall/contract';
import { searchMerchants } from '@mall/api-client/calls';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toApiFailure } from '@mall/remote-kit';
import { merchantSearchFailed, merchantSearchLoaded, merchantSearchRequested } from './slice';

function* search(action: ReturnType<typeof merchantSearchRequested>) {
  try {
    const page: PageInfo<MerchantStreetItem> = yield call(searchMerchants, action.payload, { silent: true });
    yield put(merchantSearchLoaded({ list: page.list, total: page.total }));
  } catch (error) {
    yield put(merchantSearchFailed(toApiFailure(error)));
  }
}

export function* merchantSearchSaga() {
  yield takeLatest(merchantSearchRequested.type, search);
}
