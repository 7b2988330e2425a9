import { getToken } from '@mall/api-client';
import { bus, type MallEvents } from '@mall/event-bus';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { tokenChanged } from './slice';

type TokenEvent = MallEvents['auth/tokenChanged'];

/** auth/tokenChanged from the bus (the last value is replayed at once, so keep it in a buffer). */
function tokenEvents(): EventChannel<TokenEvent> {
  return eventChannel<TokenEvent>((emit) => bus.subscribe('auth/tokenChanged', emit), buffers.sliding(1));
}

/** Mirrors the shared session (the token cookie, then the host's sign-in and sign-out) into this remote's store. */
export function* sessionSaga() {
  // A page opened with a stored token is signed in before any event (the host checks the token meanwhile).
  const stored = getToken();
  yield put(tokenChanged({ signedIn: stored !== null, token: stored }));
  const channel: EventChannel<TokenEvent> = yield call(tokenEvents);
  try {
    while (true) {
      const { token }: TokenEvent = yield take(channel);
      yield put(tokenChanged({ signedIn: token !== null, token }));
    }
  } finally {
    channel.close();
  }
}
