import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type MallEventType, type MallEvents } from '@mall/event-bus';
import { MallThemeProvider } from '@mall/ui-theme';
import { RemoteProviders } from '../app/providers';
import { pageComponents, routes } from '../app/routes';

let currentLocation = '';

function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  return null;
}

/** Cookies, storage and the bus's replayed state of an earlier test; a signed-in shopper in English. */
export function resetBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  Cookies.set('auth.strategy', 'local2', { path: '/' });
  Cookies.set('auth._token.local2', 'Bearer token-of-the-test-shopper', { path: '/' });
  bus.publish('auth/tokenChanged', { token: 'token-of-the-test-shopper' });
  bus.publish('i18n/localeChanged', { locale: 'en' });
}

/** The remote's pages at `url`, in its providers, a memory router with its routes and a probe of the URL. */
export function renderRoute(url: string) {
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
        </MemoryRouter>
      </RemoteProviders>
    </MallThemeProvider>,
  );
  return { ...result, location: () => currentLocation };
}

/** Every event of `type` published while the test runs. */
export function recordBus<T extends MallEventType>(type: T): { events: MallEvents[T][]; stop: () => void } {
  const events: MallEvents[T][] = [];
  const stop = bus.subscribe(type, (payload) => events.push(payload), { replay: false });
  return { events, stop };
}
