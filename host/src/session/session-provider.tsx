import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, type MallUser } from '@mall/event-bus';
import { getToken } from '@mall/api-client';
import { getLocale, localizePath } from '@mall/i18n';
import { checkStoredToken } from './check-stored-token';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';
import { signOut } from './sign-out';

function initialUser(): MallUser | null {
  return bus.last('auth/userChanged')?.user ?? null;
}

function initialStatus(user: MallUser | null): SessionStatus {
  if (user) return 'signedIn';
  return getToken() ? 'checking' : 'signedOut';
}

/**
 * The host-owned session: checks the stored token on mount, follows `auth/userChanged` (the login dialog
 * and other tabs announce sign-ins there) and `auth/tokenChanged` (a token gone in any tab drops the user).
 * Must sit inside the router: logout navigates home. Runs the logout on `auth/logoutRequested` too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const [user, setUser] = useState<MallUser | null>(initialUser);
  const [status, setStatus] = useState<SessionStatus>(() => initialStatus(user));
  const [signingOut, setSigningOut] = useState(false);

  // A logout ends with the navigation home; any navigation settles it.
  useEffect(() => setSigningOut(false), [locationKey]);

  useEffect(() => {
    const controller = new AbortController();
    checkStoredToken(controller.signal)
      .then((checked) => {
        if (controller.signal.aborted) return;
        if (checked) {
          setUser(checked);
          setStatus('signedIn');
        } else if (!bus.last('auth/userChanged')?.user) {
          setUser(null);
          setStatus('signedOut');
        }
      })
      .catch(() => {
        // The user record could not be loaded: the API client has shown why (and handled a lost session).
        if (!controller.signal.aborted && !bus.last('auth/userChanged')?.user) setStatus('signedOut');
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const offUser = bus.subscribe('auth/userChanged', ({ user: next }) => {
      setUser(next);
      // A replayed "nobody" must not end the start-up check early: its own answer settles the status.
      setStatus((current) => (next ? 'signedIn' : current === 'checking' ? 'checking' : 'signedOut'));
    });
    const offToken = bus.subscribe(
      'auth/tokenChanged',
      ({ token }) => {
        if (token !== null) return;
        // Signed out here or in another tab (the bus mirrors tokens across tabs): nobody is signed in.
        setUser(null);
        setStatus('signedOut');
      },
      { replay: false },
    );
    return () => {
      offUser();
      offToken();
    };
  }, []);

  const logout = useCallback(async () => {
    setSigningOut(true);
    await signOut();
    setUser(null);
    setStatus('signedOut');
    navigate(localizePath('/', getLocale()));
  }, [navigate]);

  // A remote's own Log out (the settings page) asks over the bus and takes the same path as the header's.
  // Not replayed: a request nobody heard must not sign a later page out.
  useEffect(() => bus.subscribe('auth/logoutRequested', () => void logout(), { replay: false }), [logout]);

  const value = useMemo<SessionValue>(
    () => ({ user, loggedIn: user !== null, checking: status === 'checking', signingOut, logout }),
    [user, status, signingOut, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
