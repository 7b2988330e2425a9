import { bus } from '@mall/event-bus';
import { isHomePath } from './home-path';
import { clearSession, rememberPath } from './session';

function clearLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); the cookies are what hold the session.
  }
}

/**
 * The session is gone (401 / 410xxx): remember where the shopper was, drop the token and local data,
 * tell everyone the user is signed out. Returns whether the login dialog was requested, which happens
 * off the home page only (the home page works signed out).
 */
export function handleSessionLost({ requestLogin }: { requestLogin: boolean }): boolean {
  const { pathname, search } = window.location;
  rememberPath(`${pathname}${search}`);
  clearSession();
  clearLocalStorage();
  bus.publish('auth/userChanged', { user: null });
  if (!requestLogin || isHomePath(pathname)) return false;
  bus.publish('auth/loginRequested', {});
  return true;
}
