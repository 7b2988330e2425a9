import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/store/saga';
import { ordersSaga } from '../features/orders/store/saga';
import { orderDetailSaga } from '../features/order-detail/store/saga';
import { logisticsSaga } from '../features/logistics/store/saga';
import { refundsSaga } from '../features/refunds/store/saga';
import { reviewsSaga } from '../features/reviews/store/saga';
import { addressesSaga } from '../features/addresses/store/saga';
import { collectionsSaga } from '../features/collections/store/saga';
import { couponsSaga } from '../features/coupons/store/saga';
import { pointsSaga } from '../features/points/store/saga';
import { settingsSaga } from '../features/settings/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([
    spawn(sessionSaga),
    spawn(ordersSaga),
    spawn(orderDetailSaga),
    spawn(logisticsSaga),
    spawn(refundsSaga),
    spawn(reviewsSaga),
    spawn(addressesSaga),
    spawn(collectionsSaga),
    spawn(couponsSaga),
    spawn(pointsSaga),
    spawn(settingsSaga),
  ]);
}
