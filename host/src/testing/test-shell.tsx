import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type MallUser } from '@mall/event-bus';
import { MallIntlProvider, type LocaleMessages } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { SessionProvider } from '../session/session-provider';
import { HomeDataProvider } from '../site-data/home-data-provider';
import en from '../layout/lang/en.json';
import fr from '../layout/lang/fr.json';
import lao from '../layout/lang/lao.json';
import th from '../layout/lang/th.json';
import zhCN from '../layout/lang/zh-CN.json';

const layoutMessages: LocaleMessages = { en, 'zh-CN': zhCN, fr, th, lao };

export const testUser: MallUser = {
  nickname: 'Ada',
  avatar: 'https://img.test/ada.png',
  phone: '13800000000',
  countryCode: '86',
  email: 'ada@example.com',
  integral: 0,
  experience: 0,
  couponCount: 0,
  collectCount: 0,
  userType: 'email',
};

/** Everything a test leaves behind: cookies, storage and the bus's replayed state. */
export function resetBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  bus.publish('auth/userChanged', { user: null });
  bus.publish('auth/tokenChanged', { token: null });
  bus.publish('cart/countChanged', { count: 0 });
  bus.publish('i18n/localeChanged', { locale: 'en' });
}

/** A stored token, as the login dialog leaves it (strategy local2 = email). */
export function storeToken(token = 'abc123'): void {
  Cookies.set('auth.strategy', 'local2', { path: '/' });
  Cookies.set('auth._token.local2', `Bearer ${token}`, { path: '/' });
}

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MallThemeProvider withGlobalStyles={false}>
      <MallIntlProvider messages={layoutMessages}>{children}</MallIntlProvider>
    </MallThemeProvider>
  );
}

/** The shell's state providers (session, home data) around an outlet, as ShellLayout sets them up. */
function ShellState() {
  return (
    <SessionProvider>
      <HomeDataProvider>
        <Outlet />
      </HomeDataProvider>
    </SessionProvider>
  );
}

let currentLocation = '';

function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  return null;
}

/**
 * Renders `ui` at `path` inside a memory router, the providers and the shell state (session, home data).
 * `routes` (<Route> elements) replace `ui` for layouts with an Outlet. `location()` reads the current URL.
 */
export function renderInShell(ui: ReactNode, { path = '/', routes }: { path?: string; routes?: ReactNode } = {}) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <TestProviders>
        <Routes>
          <Route element={<ShellState />}>{routes ?? <Route path="*" element={ui} />}</Route>
        </Routes>
        <LocationProbe />
      </TestProviders>
    </MemoryRouter>,
  );
  return { ...result, location: () => currentLocation };
}

/** Lets the requests a render started answer inside act (real timers only). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
