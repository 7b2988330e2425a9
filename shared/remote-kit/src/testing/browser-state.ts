import { act } from '@testing-library/react';
import { setSession, type AuthStrategy } from '@mall/api-client';

/** Removes every cookie of the page (the ones the app writes live on path `/`). */
export function removeAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Cookies and storage an earlier test left behind. */
export function clearBrowserStorage(): void {
  removeAllCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/**
 * A signed-in shopper, as the host's login leaves it (the same call): the token cookie of `strategy`, the
 * `auth.strategy` cookie and `auth/tokenChanged` on the bus. `local3` is a guest (tourist).
 */
export function signIn(token = 'abc123', strategy: AuthStrategy = 'local2'): void {
  act(() => setSession(token, strategy));
}
