import { call, cancelled } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * Runs an API call with an AbortSignal that fires when the saga task is cancelled (takeLatest replaced it,
 * or the page left): the request stops instead of landing in a state nobody waits for.
 */
export function* callAbortable<T>(send: (signal: AbortSignal) => Promise<T>): SagaIterator<T> {
  const controller = new AbortController();
  try {
    const result: T = yield call(send, controller.signal);
    return result;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
