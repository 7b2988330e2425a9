import { bus, type MallUser } from '@mall/event-bus';
import { clearSession, getToken } from '@mall/api-client';
import { checkTokenExists } from './api/session';
import { getUserInfo } from '@mall/api-client/calls';

/**
 * Start-up check: with a stored token, ask the API whether it still exists.
 * - no token: signed out, nothing to clean;
 * - false, or the check fails: the stored token is removed and nobody is signed in;
 * - true: the user record is loaded and announced to every remote.
 * Resolves the user, or null when signed out.
 */
export async function checkStoredToken(signal?: AbortSignal): Promise<MallUser | null> {
  if (!getToken()) return null;
  let exists: boolean;
  try {
    exists = await checkTokenExists({ silent: true, signal });
  } catch {
    exists = false;
  }
  if (signal?.aborted) return null;
  if (!exists) {
    clearSession();
    bus.publish('auth/userChanged', { user: null });
    return null;
  }
  const user = await getUserInfo({ signal });
  if (signal?.aborted) return null;
  // Announce the verified token as well as the user: remotes that follow the session through
  // auth/tokenChanged (it replays to late subscribers) then know a stored session from the first render.
  bus.publish('auth/tokenChanged', { token: getToken() });
  bus.publish('auth/userChanged', { user });
  return user;
}
