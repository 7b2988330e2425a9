import Cookies from 'js-cookie';
import { AUTH_STRATEGIES, getStrategy, tokenCookieName } from '@mall/api-client';

/** Where this tab remembers the guest (tourist) token while the guest shops. */
export const VISITOR_TOKEN_KEY = 'checkout.visitorToken';
/** Shared by the tabs: which guest carts were already carried over (a fingerprint, never the token). */
export const MERGE_CLAIM_KEY = 'checkout.visitorCartMerged';

const BEARER = 'Bearer ';

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(VISITOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeStorage(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(VISITOR_TOKEN_KEY, token);
    else window.sessionStorage.removeItem(VISITOR_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes): the guest's token cookie below still tells.
  }
}

/** The guest strategy's cookie: the host's sign-in sets the new strategy's cookie and leaves this one behind. */
function visitorCookie(): string | null {
  const value = Cookies.get(tokenCookieName(AUTH_STRATEGIES.visitor));
  return value?.startsWith(BEARER) && value.length > BEARER.length ? value.slice(BEARER.length) : null;
}

export function isVisitorSession(): boolean {
  return getStrategy() === AUTH_STRATEGIES.visitor;
}

/** While the shopper is a guest, keep the token for the moment they sign in to an account. */
export function rememberVisitorToken(token: string): void {
  writeStorage(token);
}

/** Signed out: the guest session is over (its cart went with it), nothing to carry over. */
export function forgetVisitorToken(): void {
  writeStorage(null);
}

/** FNV-1a of the token: enough to recognise it again, useless to anyone reading storage. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** Marks the guest cart as carried over; false when another tab (which heard the same sign-in) already did. */
function claim(token: string): boolean {
  try {
    const claimed = (window.localStorage.getItem(MERGE_CLAIM_KEY) ?? '').split(',').filter(Boolean);
    const mark = fingerprint(token);
    if (claimed.includes(mark)) return false;
    window.localStorage.setItem(MERGE_CLAIM_KEY, [...claimed.slice(-9), mark].join(','));
  } catch {
    // Without storage this tab cannot coordinate with others; merging once here is still right.
  }
  return true;
}

/**
 * The guest token to carry into the account `currentToken` belongs to, taken once: removed from this tab and
 * from the cookie, and claimed for every tab (each hears the same sign-in over the bus).
 */
export function takeVisitorToken(currentToken: string): string | null {
  const token = readStorage() ?? visitorCookie();
  writeStorage(null);
  Cookies.remove(tokenCookieName(AUTH_STRATEGIES.visitor), { path: '/' });
  if (!token || token === currentToken) return null;
  return claim(token) ? token : null;
}
