import type { SessionState } from './slice';

interface WithSession {
  session: SessionState;
}

export const selectSignedIn = (state: WithSession): boolean => state.session.signedIn;
