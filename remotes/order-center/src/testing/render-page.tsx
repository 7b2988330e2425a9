import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type MallEventType, type MallEvents } from '@mall/event-bus';
import { MallThemeProvider } from '@mall/ui-theme';
import { RemoteProviders } from '../app/providers';
import { pageComponents, routes } from '../app/routes';

let currentLocation = '';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  currentLocation = `${pathname}${search}${hash}`;
  return null;
}

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
export function renderRoute(url: string, extra?: ReactNode) {
  const result = render(
    <MallThemeProvider withGlobalStyles={false}>
      <RemoteProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {routes.map(({ path, page }) => {
              const Page = pageComponents[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
          {extra}
        </MemoryRouter>
      </RemoteProviders>
    </MallThemeProvider>,
  );
  return { ...result, location: () => currentLocation };
}

/** One component (not a page) inside the remote's providers and a memory router, as its pages show it. */
export function renderInRemote(ui: ReactNode) {
  return render(
    <MallThemeProvider withGlobalStyles={false}>
      <RemoteProviders>
        <MemoryRouter>{ui}</MemoryRouter>
      </RemoteProviders>
    </MallThemeProvider>,
  );
}

/** Every event of `type` published while the test runs. */
export function recordBus<T extends MallEventType>(type: T): { events: MallEvents[T][]; stop: () => void } {
  const events: MallEvents[T][] = [];
  const stop = bus.subscribe(type, (payload) => events.push(payload), { replay: false });
  return { events, stop };
}
