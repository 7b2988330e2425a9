import { useContext } from 'react';
import { SessionContext, type SessionValue } from './session-context';

/** The shopper's session: `{user, loggedIn, checking, logout}`. Needs a SessionProvider above. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
