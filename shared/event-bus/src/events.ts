import type { UserInfo } from '@mall/contract';
import type { Locale } from '@mall/platform/locales';

/** The shopper as `GET /api/front/user/info` returns it: the contract's type, written once in the API's schema. */
export type MallUser = UserInfo;

export type ToastKind = 'success' | 'error' | 'info';

/** Every event that crosses a remote boundary. Payloads stay structured-clone safe. */
export interface MallEvents {
  'auth/tokenChanged': { token: string | null };
  'auth/userChanged': { user: MallUser | null };
  'i18n/localeChanged': { locale: Locale };
  'cart/countChanged': { count: number };
  'auth/loginRequested': { tourist?: boolean };
  /**
   * The login dialog was closed without signing in (close button, Escape). A signal: an action that asked for the
   * sign-in and waits to resume (Buy now, Add to cart) is dropped.
   */
  'auth/loginDismissed': Record<string, never>;
  /** Asks the host to sign out (its own logout: server call, cart badge 0, storage cleared, home). A signal. */
  'auth/logoutRequested': Record<string, never>;
  /** Shown by the host: `messageId` (translated) wins over `message` (already in the shopper's language). */
  'ui/toast': { kind: ToastKind; message?: string; messageId?: string };
  /**
   * A remote's page shows a loading state (`loading: true`) or no longer does (`false`, same `id`): the host's top
   * loading bar, started by a route change, keeps running until every such state of the new page has gone.
   */
  'ui/loading': { id: string; loading: boolean };
  /**
   * The page on screen has this title (already in the shopper's language, the site's name last): written into
   * `document.title` by the page's `usePageTitle` (@mall/remote-kit/page-title); the host announces it to screen
   * readers after a navigation. A signal, never mirrored to other tabs (each tab shows its own page).
   */
  'ui/pageTitle': { title: string };
}

export type MallEventType = keyof MallEvents;

/** State events: mirrored to other tabs and replayed to every late subscriber. */
export const STATE_EVENTS = [
  'auth/tokenChanged',
  'auth/userChanged',
  'i18n/localeChanged',
  'cart/countChanged',
] as const satisfies readonly MallEventType[];

export type StateEventType = (typeof STATE_EVENTS)[number];

export function isStateEvent(type: string): type is StateEventType {
  return (STATE_EVENTS as readonly string[]).includes(type);
}

export function isMallEventType(type: unknown): type is MallEventType {
  return (
    typeof type === 'string' &&
    (isStateEvent(type) ||
      type === 'auth/loginRequested' ||
      type === 'auth/loginDismissed' ||
      type === 'auth/logoutRequested' ||
      type === 'ui/toast' ||
      type === 'ui/loading' ||
      type === 'ui/pageTitle')
  );
}
