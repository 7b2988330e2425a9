import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type MallEventType, type MallEvents } from '@mall/event-bus';
import { createRouteRenderer } from '@mall/remote-kit/testing';
import { MallThemeProvider } from '@mall/ui-theme';
import { remote } from '../app/remote';
import { pageComponents, routes } from '../app/routes';

/** Cookies, storage and the bus's replayed state of an earlier test. */
export function resetBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  bus.publish('auth/userChanged', { user: null });
  bus.publish('auth/tokenChanged', { token: null });
  bus.publish('cart/countChanged', { count: 0 });
  bus.publish('i18n/localeChanged', { locale: 'en' });
}

/** A signed-in shopper, as the host's login leaves it: the token cookie and the bus event. */
export function signIn(token = 'abc123'): void {
  Cookies.set('auth.strategy', 'local2', { path: '/' });
  Cookies.set('auth._token.local2', `Bearer ${token}`, { path: '/' });
  act(() => bus.publish('auth/tokenChanged', { token }));
}

/** The remote's pages at `url`, inside its providers, a memory router with its routes and a probe of the URL. */
export const renderRoute = createRouteRenderer({ remote, routes, pageComponents });

/** One component (not a page) inside the remote's providers and a memory router, as its pages show it. */
export function renderInRemote(ui: ReactNode) {
  return render(
    <MallThemeProvider withGlobalStyles={false}>
      <remote.Providers>
        <MemoryRouter>{ui}</MemoryRouter>
      </remote.Providers>
    </MallThemeProvider>,
  );
}

/** Every event of `type` published while the test runs. */
export function recordBus<T extends MallEventType>(type: T): { events: MallEvents[T][]; stop: () => void } {
  const events: MallEvents[T][] = [];
  const stop = bus.subscribe(type, (payload) => events.push(payload), { replay: false });
  return { events, stop };
}
