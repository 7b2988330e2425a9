import { createContext } from 'react';
import type { MallUser } from '@mall/event-bus';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionValue {
  user: MallUser | null;
  loggedIn: boolean;
  /** True while a stored token is being checked on start (neither signed in nor out yet). */
  checking: boolean;
  /** True from a logout until the navigation home: pages must not ask for a sign-in meanwhile. */
  signingOut: boolean;
  /** Signs out here and on the server (its failure is ignored), then goes home. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
