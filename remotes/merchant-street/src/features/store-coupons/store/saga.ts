import type { PageInfo, StoreCouponFront } from '@mall/contract';
import { getReceivableCoupons, receiveCouponById } from '@mall/api-client/calls';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure } from '@mall/remote-kit';
import {
  COUPON_PAGE_SIZE,
  couponReceiveFailed,
  couponReceiveRequested,
  couponReceived,
  storeCouponsFailed,
  storeCouponsLoaded,
  storeCouponsRequested,
} from './slice';

function* loadCoupons(action: ReturnType<typeof storeCouponsRequested>) {
  const { merId, useType, page } = action.payload;
  try {
    const result: PageInfo<StoreCouponFront> = yield call(
      getReceivableCoupons,
      { merId, useType, page, limit: COUPON_PAGE_SIZE },
      { silent: true },
    );
    yield put(storeCouponsLoaded({ list: result.list, total: result.total }));
  } catch (error) {
    yield put(storeCouponsFailed(toApiFailure(error)));
  }
}

function* receive(action: ReturnType<typeof couponReceiveRequested>) {
  const { couponId } = action.payload;
  try {
    // A refusal (already received, all gone, session lost) is toasted by the client with the server's message.
    yield call(receiveCouponById, couponId);
    yield put(couponReceived({ couponId }));
  } catch {
    yield put(couponReceiveFailed());
  }
}

export function* storeCouponsSaga() {
  yield takeLatest(storeCouponsRequested.type, loadCoupons);
  yield takeLeading(couponReceiveRequested.type, receive);
}
