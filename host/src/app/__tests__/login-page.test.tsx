import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FROM_PATH_COOKIE } from '@mall/api-client';
import { bus } from '@mall/event-bus';
import { mergeMessages } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { SessionContext, type SessionValue } from '../../session/session-context';
import { sessionValue } from '../../testing/session-value';
import { USER, clearCookies, recordBus } from '../../features/auth/__tests__/login-harness';
import { LoginPage } from '../pages/login-page';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';

const requested = recordBus('auth/loginRequested');

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="current page">{pathname}</output>;
}

/** The login page at `url` (/login or /fr/login) with `session`; any other path shows where the page went. */
const pageAt = (url: string, session: SessionValue, locale: 'en' | 'fr' = 'en') => (
  <MemoryRouter initialEntries={[url]}>
    <IntlProvider locale={locale} messages={locale === 'fr' ? { ...en, ...fr } : mergeMessages({ en }, 'en')}>
      <MallThemeProvider withGlobalStyles={false}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/fr/login" element={<LoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </SessionContext.Provider>
      </MallThemeProvider>
    </IntlProvider>
  </MemoryRouter>
);

function renderAt(url: string, session: Partial<SessionValue>, locale: 'en' | 'fr' = 'en') {
  render(pageAt(url, sessionValue(session), locale));
  return userEvent.setup();
}

beforeEach(() => {
  requested.length = 0;
  clearCookies();
  bus.publish('i18n/localeChanged', { locale: 'en' });
});

describe('/login (spec §2: the login path)', () => {
  it('opens the login dialog over a page saying what signing in is for, and opens it again on request', async () => {
    const user = renderAt('/login', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(requested).toEqual([{ tourist: false }]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requested).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    expect(screen.getByRole('status', { name: 'current page' })).toHaveTextContent(/^\/$/);
  });

  it('remembers the wanted page of ?redirect= for after the sign-in, and only a page of this shop', () => {
    renderAt(`/login?redirect=${encodeURIComponent('/users/order_list?type=1')}`, {});
    expect(Cookies.get(FROM_PATH_COOKIE)).toBe('/users/order_list?type=1');
    clearCookies();
    renderAt(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`, {});
    expect(Cookies.get(FROM_PATH_COOKIE)).toBeUndefined();
  });

  it('sends a signed-in visitor home, in the language of the address', () => {
    renderAt('/login', { loggedIn: true, user: USER });
    expect(screen.getByRole('status', { name: 'current page' })).toHaveTextContent(/^\/$/);
    expect(requested).toEqual([]);
  });

  it('leaves the way on to the sign-in when the visitor signs in on the page (no redirect of its own to race it)', () => {
    const { rerender } = render(pageAt('/login', sessionValue()));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    rerender(pageAt('/login', sessionValue({ loggedIn: true, user: USER })));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'current page' })).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor of /fr/login to the French home', () => {
    bus.publish('i18n/localeChanged', { locale: 'fr' });
    renderAt('/fr/login', { loggedIn: true, user: USER }, 'fr');
    expect(screen.getByRole('status', { name: 'current page' })).toHaveTextContent(/^\/fr$/);
  });

  it('waits while the session is being checked: no dialog yet', () => {
    renderAt('/login', { checking: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('speaks French at /fr/login', () => {
    bus.publish('i18n/localeChanged', { locale: 'fr' });
    renderAt('/fr/login', {}, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Connectez-vous à votre compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr');
  });
});
