import { bus } from '@mall/event-bus';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { tokenChanged } from './slice';

/**
 * Whether a shopper is signed in, from the bus: the host publishes auth/userChanged once it has checked a stored
 * token on load (and after every sign-in and sign-out); the API client publishes auth/tokenChanged when it sets or
 * clears the token (a sign-in sets it before the user is loaded; sign-out and a lost session clear it). Signed in =
 * a token is set or a user is known.
 * Both events are replayed at once to a late subscriber, so keep the last answer in a buffer.
 */
function sessionEvents(): EventChannel<{ signedIn: boolean }> {
  return eventChannel<{ signedIn: boolean }>((emit) => {
    let token = false;
    let user = false;
    const offToken = bus.subscribe('auth/tokenChanged', (event) => {
      token = event.token !== null;
      emit({ signedIn: token || user });
    });
    const offUser = bus.subscribe('auth/userChanged', (event) => {
      user = event.user !== null;
      emit({ signedIn: token || user });
    });
    return () => {
      offToken();
      offUser();
    };
  }, buffers.sliding(1));
}

/** Mirrors the shared session (set by the host's sign-in) into this remote's store. */
export function* sessionSaga() {
  const channel: EventChannel<{ signedIn: boolean }> = yield call(sessionEvents);
  try {
    while (true) {
      const change: { signedIn: boolean } = yield take(channel);
      yield put(tokenChanged(change));
    }
  } finally {
    channel.close();
  }
}
