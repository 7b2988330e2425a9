import type { SessionState } from './slice';

interface WithSession {
  session: SessionState;
}

export const selectSignedIn = (state: WithSession): boolean => state.session.signedIn;

/** Bumped on every change of shopper: a page's loads depend on it. */
export const selectSessionGeneration = (state: WithSession): number => state.session.generation;
