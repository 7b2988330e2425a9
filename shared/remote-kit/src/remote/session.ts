import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getToken } from '@mall/api-client';
import { bus } from '@mall/event-bus';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';

/** A remote's copy of the shared session, kept under `session` in its store by createRemote. */
export interface SessionState {
  /** A shopper is signed in (from the bus; see SessionOptions); the token itself stays in its cookie. */
  signedIn: boolean;
  /** Changes whenever the shopper changes (a guest signing in to an account): pages reload their data. */
  generation: number;
  /** The token the generation belongs to (kept in memory only; its cookie is the source). */
  token: string | null;
}

/** How a remote follows the session the host owns. */
export interface SessionOptions {
  /**
   * Signed in from the first render when a token is stored (the host checks it meanwhile), before any bus event.
   * Without it the remote waits for the bus's auth/tokenChanged (replayed at once once the host has published it).
   */
  storedToken?: boolean;
  /**
   * Signed in while a token is set or the host knows a user (auth/userChanged): a sign-in sets the token before the
   * user is loaded, sign-out and a lost session clear both. Without it only auth/tokenChanged counts.
   */
  followUser?: boolean;
}

interface SessionChange {
  signedIn: boolean;
  token: string | null;
}

interface WithSession {
  session: SessionState;
}

export const selectSignedIn = (state: WithSession): boolean => state.session.signedIn;

/** Bumped on every change of shopper: a page's loads depend on it. */
export const selectSessionGeneration = (state: WithSession): number => state.session.generation;

const initialState: SessionState = { signedIn: false, generation: 0, token: null };

/**
 * The bus's session events as one stream of changes. The bus replays each event's last value to a late subscriber
 * at once, so the channel keeps the last change in a buffer.
 */
function sessionEvents(followUser: boolean): EventChannel<SessionChange> {
  return eventChannel<SessionChange>((emit) => {
    let token: string | null = null;
    let user = false;
    const emitChange = () => emit({ signedIn: token !== null || (followUser && user), token });
    const offToken = bus.subscribe('auth/tokenChanged', (event) => {
      token = event.token;
      emitChange();
    });
    if (!followUser) return offToken;
    const offUser = bus.subscribe('auth/userChanged', (event) => {
      user = event.user !== null;
      emitChange();
    });
    return () => {
      offToken();
      offUser();
    };
  }, buffers.sliding(1));
}

/** The session feature of the remote `name` (its actions are `<name>/session/…`): a reducer and its saga. */
export function createSessionFeature(name: string, { storedToken = false, followUser = false }: SessionOptions = {}) {
  const slice = createSlice({
    name: `${name}/session`,
    initialState,
    reducers: {
      sessionChanged(state, action: PayloadAction<SessionChange>) {
        state.signedIn = action.payload.signedIn;
        if (action.payload.token !== state.token) {
          state.token = action.payload.token;
          state.generation += 1;
        }
      },
    },
  });
  const { sessionChanged } = slice.actions;

  /** Mirrors the shared session (the host's sign-in and sign-out, another tab's) into the remote's store. */
  function* saga() {
    if (storedToken) {
      const stored = getToken();
      yield put(sessionChanged({ signedIn: stored !== null, token: stored }));
    }
    const channel: EventChannel<SessionChange> = yield call(sessionEvents, followUser);
    try {
      while (true) {
        const change: SessionChange = yield take(channel);
        yield put(sessionChanged(change));
      }
    } finally {
      channel.close();
    }
  }

  return { reducer: slice.reducer, saga };
}
