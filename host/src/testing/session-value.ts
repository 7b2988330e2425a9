import type { SessionValue } from '../session/session-context';

/** A session for a page rendered without the SessionProvider: nobody signed in, unless `overrides` say otherwise. */
export const sessionValue = (overrides: Partial<SessionValue> = {}): SessionValue => ({
  user: null,
  loggedIn: false,
  checking: false,
  signingOut: false,
  logout: async () => undefined,
  ...overrides,
});
