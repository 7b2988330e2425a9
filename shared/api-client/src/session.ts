import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';

/** nuxt-auth strategy names, kept so cookies stay readable by tools written for the original. */
export const AUTH_STRATEGIES = {
  phonePassword: 'local',
  phoneCode: 'local1',
  email: 'local2',
  visitor: 'local3',
  registerEmail: 'local4',
  registerPhone: 'local5',
  twitter: 'local6',
  /** A session handed to the desktop by QR sign-in (ours). */
  qr: 'local7',
  /** Google and Facebook sign-in (the contract names no strategy for them; the original PC site never called them). */
  google: 'local8',
  facebook: 'local9',
} as const;

export type AuthStrategy = (typeof AUTH_STRATEGIES)[keyof typeof AUTH_STRATEGIES];

export const SESSION_MAX_AGE_SECONDS = 604800;
export const STRATEGY_COOKIE = 'auth.strategy';
export const FROM_PATH_COOKIE = 'fromPath';
const TOKEN_COOKIE_PREFIX = 'auth._token.';
const TOKEN_TYPE = 'Bearer ';

const cookieOptions = (): Cookies.CookieAttributes => ({
  path: '/',
  expires: SESSION_MAX_AGE_SECONDS / 86400,
});

const strategies = Object.values(AUTH_STRATEGIES) as string[];

export function tokenCookieName(strategy: AuthStrategy): string {
  return `${TOKEN_COOKIE_PREFIX}${strategy}`;
}

type CookieJar = Record<string, string | undefined>;

function strategyIn(jar: CookieJar): AuthStrategy | null {
  const value = jar[STRATEGY_COOKIE];
  return value && strategies.includes(value) ? (value as AuthStrategy) : null;
}

export function getStrategy(): AuthStrategy | null {
  return strategyIn({ [STRATEGY_COOKIE]: Cookies.get(STRATEGY_COOKIE) });
}

export function setSession(token: string, strategy: AuthStrategy): void {
  Cookies.set(tokenCookieName(strategy), `${TOKEN_TYPE}${token}`, cookieOptions());
  Cookies.set(STRATEGY_COOKIE, strategy, cookieOptions());
  bus.publish('auth/tokenChanged', { token });
}

/**
 * The bare token: the cookie holds "Bearer <token>" and the first 7 characters are cut. Every API request asks
 * (request-headers.ts): the cookies are read and parsed once for the strategy and its token, not once for each.
 */
export function getToken(): string | null {
  const jar: CookieJar = Cookies.get();
  const strategy = strategyIn(jar);
  if (!strategy) return null;
  const value = jar[tokenCookieName(strategy)];
  // nuxt-auth writes "false" on logout; anything that is not a Bearer value is no session.
  if (!value || !value.startsWith(TOKEN_TYPE)) return null;
  const token = value.slice(TOKEN_TYPE.length);
  return token.length > 0 ? token : null;
}

export function clearSession(): void {
  for (const strategy of Object.values(AUTH_STRATEGIES)) {
    Cookies.remove(tokenCookieName(strategy), { path: '/' });
  }
  Cookies.remove(STRATEGY_COOKIE, { path: '/' });
  bus.publish('auth/tokenChanged', { token: null });
}

/** A page of this storefront (`/…`, not `//host/…` or a URL): the only place a post-login redirect may lead. */
export const isLocalPath = (path: string | null | undefined): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

/** Where to return after signing in again (path + query). */
export function rememberPath(path: string): void {
  Cookies.set(FROM_PATH_COOKIE, path, { path: '/' });
}

export function takeRememberedPath(): string | null {
  const path = Cookies.get(FROM_PATH_COOKIE);
  Cookies.remove(FROM_PATH_COOKIE, { path: '/' });
  // Only local paths: a cookie must never turn the post-login redirect into an open redirect.
  return isLocalPath(path) ? path : null;
}
