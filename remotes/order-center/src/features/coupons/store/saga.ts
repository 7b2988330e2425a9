import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { CouponListType, PageInfo, UserCoupon } from '@mall/contract';
import { getMyCoupons } from '../api/coupons';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { COUPONS_PAGE_SIZE } from '../coupon-tabs';
import { myCouponsFailed, myCouponsLoaded, myCouponsRequested } from './slice';

function* loadCoupons(action: PayloadAction<{ type: CouponListType; page: number }>): SagaIterator {
  const { type, page } = action.payload;
  try {
    const coupons: PageInfo<UserCoupon> = yield* callAbortable((signal) =>
      getMyCoupons(type, { page, limit: COUPONS_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(myCouponsLoaded(coupons));
  } catch (error) {
    if (!isCanceled(error)) yield put(myCouponsFailed(toApiFailure(error)));
  }
}

export function* couponsSaga(): SagaIterator {
  yield takeLatest(myCouponsRequested.type, loadCoupons);
}
