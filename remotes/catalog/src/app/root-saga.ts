import { all, spawn } from 'redux-saga/effects';
import { activitySaga } from '../features/activity/store/saga';
import { homeSaga } from '../features/home/store/saga';
import { productSaga } from '../features/product/store/saga';
import { rankingSaga } from '../features/ranking/store/saga';
import { reviewsSaga } from '../features/reviews/store/saga';
import { searchSaga } from '../features/search/store/saga';
import { sessionSaga } from '../features/session/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([
    spawn(sessionSaga),
    spawn(homeSaga),
    spawn(searchSaga),
    spawn(productSaga),
    spawn(reviewsSaga),
    spawn(rankingSaga),
    spawn(activitySaga),
  ]);
}
