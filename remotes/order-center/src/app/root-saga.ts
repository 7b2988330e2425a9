import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([spawn(sessionSaga)]);
}
