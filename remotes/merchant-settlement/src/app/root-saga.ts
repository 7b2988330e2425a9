import { all, spawn } from 'redux-saga/effects';
import { applySaga } from '../features/apply/store/saga';
import { recordSaga } from '../features/record/store/saga';
import { sessionSaga } from '../features/session/store/saga';

/** Spawns each feature saga, so one failing feature does not stop the others. */
export function* rootSaga() {
  yield all([spawn(sessionSaga), spawn(applySaga), spawn(recordSaga)]);
}
