import { render } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type MallEvents } from '@mall/event-bus';
import { setLocale } from '@mall/i18n';
import { createBusHelpers, createRouteRenderer, installFakeApi, signIn, type FakeApi } from '@mall/remote-kit/testing';
import { MallThemeProvider } from '@mall/ui-theme';
import { remote } from '../app/remote';
import { pageLoaders, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing; `signIn` is the kit's (the host's
// login call: token cookie, strategy cookie, bus event).
const busHelpers = createBusHelpers<MallEvents>(bus);
export const { recordBus, resetBrowserState } = busHelpers;
export { signIn };

/**
 * Every test of the file starts signed in, on a clean browser and a fresh fake API, and ends back in English. The
 * answer stands for the current test's API.
 */
export function signedInWithFakeApi(): FakeApi {
  let current: FakeApi | null = null;
  beforeEach(() => {
    resetBrowserState();
    signIn();
    current = installFakeApi();
  });
  afterEach(() => act(() => setLocale('en')));
  return new Proxy({} as FakeApi, { get: (_target, key) => Reflect.get(current!, key) });
}

/** The remote's pages at `url`, inside its providers, a memory router with its routes and a probe of the URL. */
export const renderRoute = createRouteRenderer({ remote, routes, pageLoaders });

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
