import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { AUTH_STRATEGIES, clearSession, setSession } from '@mall/api-client';
import { getUserInfo } from '@mall/api-client/calls';
import { loginWithTwitter } from '../../features/auth/api/login';
import { TWITTER_TOKEN_COOKIE } from '../../features/auth/api/login-config';

interface StoredTwitterToken {
  token: string;
  tokenSecret: string;
}

/** The request token saved before leaving for Twitter, or null when it is missing or unreadable. */
export function readTwitterToken(): StoredTwitterToken | null {
  const raw = Cookies.get(TWITTER_TOKEN_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTwitterToken> | null;
    if (typeof value?.token === 'string' && value.token && typeof value.tokenSecret === 'string') {
      return { token: value.token, tokenSecret: value.tokenSecret };
    }
  } catch {
    // Not JSON: treated as missing.
  }
  return null;
}

// One sign-in per verifier, however often the callback page mounts (a verifier is single use at Twitter).
const signIns = new Map<string, Promise<void>>();

export function pendingTwitterSignIn(verifier: string): Promise<void> | undefined {
  return signIns.get(verifier);
}

/**
 * Signs in with strategy local6, forgets the request token, then loads the user and announces auth/userChanged (the
 * shell's session checked the stored token when this page loaded, before there was one: without the announcement
 * the header would stay signed out until the next page load). Null when no request token was saved.
 */
export function startTwitterSignIn(verifier: string): Promise<void> | null {
  const stored = readTwitterToken();
  if (!stored) return null;
  const signIn = loginWithTwitter({
    oauthToken: stored.token,
    oauthTokenSecret: stored.tokenSecret,
    oauthVerifier: verifier,
  }).then(async (login) => {
    setSession(login.token, AUTH_STRATEGIES.twitter);
    Cookies.remove(TWITTER_TOKEN_COOKIE, { path: '/' });
    try {
      bus.publish('auth/userChanged', { user: await getUserInfo() });
    } catch (error) {
      clearSession();
      throw error;
    }
  });
  signIns.set(verifier, signIn);
  return signIn;
}
