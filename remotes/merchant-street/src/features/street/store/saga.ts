import type { MerchantStreetItem, PageInfo } from '@mall/contract';
import { getMerchantStreet } from '@mall/api-client/calls';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toApiFailure } from '@mall/remote-kit';
import { loadStreetHeaderImage } from '../api/street-header-image';
import {
  STREET_PAGE_SIZE,
  streetHeaderLoaded,
  streetHeaderRequested,
  streetPageFailed,
  streetPageLoaded,
  streetPageRequested,
} from './slice';

function* loadStreetPage(action: ReturnType<typeof streetPageRequested>) {
  try {
    const page: PageInfo<MerchantStreetItem> = yield call(
      getMerchantStreet,
      { page: action.payload.page, limit: STREET_PAGE_SIZE },
      { silent: true },
    );
    yield put(streetPageLoaded({ list: page.list, total: page.total }));
  } catch (error) {
    yield put(streetPageFailed(toApiFailure(error)));
  }
}

function* loadStreetHeader() {
  try {
    const url: string = yield call(loadStreetHeaderImage);
    yield put(streetHeaderLoaded(url));
  } catch {
    // The street works without its banner.
    yield put(streetHeaderLoaded(''));
  }
}

export function* streetSaga() {
  yield takeLatest(streetPageRequested.type, loadStreetPage);
  yield takeLatest(streetHeaderRequested.type, loadStreetHeader);
}
