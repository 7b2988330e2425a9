import { all, spawn } from 'redux-saga/effects';
import { directorySaga } from '../features/directory/store/saga';
import { merchantSearchSaga } from '../features/merchant-search/store/saga';
import { qualificationSaga } from '../features/qualification/store/saga';
import { sessionSaga } from '../features/session/store/saga';
import { storeCouponsSaga } from '../features/store-coupons/store/saga';
import { storeFrontSaga } from '../features/store-front/store/saga';
import { storeProductsSaga } from '../features/store-products/store/saga';
import { streetSaga } from '../features/street/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([
    spawn(sessionSaga),
    spawn(streetSaga),
    spawn(directorySaga),
    spawn(merchantSearchSaga),
    spawn(storeFrontSaga),
    spawn(storeProductsSaga),
    spawn(storeCouponsSaga),
    spawn(qualificationSaga),
  ]);
}
