import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, signIn } from '@mall/remote-kit/testing';
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

// This remote's binding of the page-test helpers of @mall/remote-kit/testing; `signIn` is the kit's (the host's
// login call: token cookie, strategy cookie, bus event).
const busHelpers = createBusHelpers<MallEvents>(bus);
export const { recordBus, resetBrowserState } = busHelpers;
export { signIn };
