import type { ApiFailure } from './api-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One loaded thing in a slice: its status, its data once ready, the failure otherwise. */
export interface Loadable<T> {
  status: LoadStatus;
  data: T | null;
  error: ApiFailure | null;
}

export const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

/** Starting a load keeps the previous data (shown dimmed or replaced by the spinner, as the page decides). */
export function startLoading<T>(state: Loadable<T>): void {
  state.status = 'loading';
  state.error = null;
}

export function finishLoading<T>(state: Loadable<T>, data: T): void {
  state.status = 'ready';
  state.data = data;
  state.error = null;
}

export function failLoading<T>(state: Loadable<T>, error: ApiFailure): void {
  state.status = 'failed';
  state.error = error;
}
