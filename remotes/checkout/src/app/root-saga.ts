import { all, spawn } from 'redux-saga/effects';
import { cartSaga } from '../features/cart/store/saga';
import { confirmSaga } from '../features/confirm/store/saga';
import { paymentSaga } from '../features/payment/store/saga';
import { resultSaga } from '../features/result/store/saga';
import { sessionSaga } from '../features/session/store/saga';
import { visitorCartSaga } from '../features/visitor-cart/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([
    spawn(sessionSaga),
    spawn(visitorCartSaga),
    spawn(cartSaga),
    spawn(confirmSaga),
    spawn(paymentSaga),
    spawn(resultSaga),
  ]);
}
