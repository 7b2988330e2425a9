import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { MallThemeProvider } from '@mall/ui-theme';
import { remote } from '../app/remote';
import { pageComponents, type MerchantStreetPageId } from '../app/routes';

let currentLocation = '';

function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  return null;
}

/**
 * Renders one of the remote's pages (by its page id) at `url` (matched by `path`, as the host's route table does) inside the
 * remote's providers with a fresh store. `location()` reads the current URL.
 */
export function renderPage(page: MerchantStreetPageId, { path, url }: { path: string; url: string }) {
  const Page = pageComponents[page];
  const store = remote.createStore();
  const result = render(
    <MallThemeProvider withGlobalStyles={false}>
      <remote.Providers store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </remote.Providers>
    </MallThemeProvider>,
  );
  return { ...result, store, location: () => currentLocation };
}

/** Everything a test leaves behind: cookies, storage and the bus's replayed state. */
export function resetBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  act(() => {
    bus.publish('auth/tokenChanged', { token: null });
    bus.publish('auth/userChanged', { user: null });
    bus.publish('i18n/localeChanged', { locale: 'en' });
  });
}

/** A signed-in shopper, as the host's login leaves it: the token cookie and the bus event. */
export function signIn(token = 'token-0123456789abcdef0123'): void {
  Cookies.set('auth.strategy', 'local2', { path: '/' });
  Cookies.set(`auth._token.local2`, `Bearer ${token}`, { path: '/' });
  act(() => bus.publish('auth/tokenChanged', { token }));
}

/** Records the events a test expects the remote to publish. */
export function recordBus<T extends 'auth/loginRequested' | 'ui/toast'>(type: T) {
  const seen: unknown[] = [];
  const unsubscribe = bus.subscribe(type, (payload) => seen.push(payload), { replay: false });
  return { seen, unsubscribe };
}
