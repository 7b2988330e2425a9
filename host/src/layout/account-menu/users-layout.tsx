import { css } from '@emotion/react';
import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { rememberPath } from '@mall/api-client';
import { stripLocale } from '@mall/i18n';
import { APPLICATION_RECORD_PATH, MERCHANT_SETTLED_PATH } from '@mall/routes';
import { Spinner, theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { pageColumn } from '../common/page-column';
import { SignInRequired, type SignInPurpose } from './sign-in-required';

/** The merchant application's pages (its form and its record) say why they need an account. */
const MERCHANT_PAGES = new Set<string>([MERCHANT_SETTLED_PATH, APPLICATION_RECORD_PATH]);
const purposeOf = (pathname: string): SignInPurpose => (MERCHANT_PAGES.has(stripLocale(pathname).path) ? 'merchant' : 'account');

const messages = defineMessages({
  checking: {
    id: 'host.UsersLayout.checking',
    defaultMessage: 'Checking your sign-in…',
    description: 'Shown while the stored session is checked',
  },
});

// Only the account pages have the menu (and only a signed-in shopper sees it): its own chunk, loaded with the
// page. Until it is here its 180 px column is held, so the page beside it does not move.
const UsersMenu = lazy(() => import('./users-menu').then((m) => ({ default: m.UsersMenu })));
const menuColumn = css({ flex: '0 0 180px' });

const row = css([pageColumn, { display: 'flex', gap: theme.space.lg, padding: `${theme.space.lg} 0` }]);

const content = css({ flex: 1, minWidth: 0 });

/**
 * The /users pages: the account menu on the left, the page on the right. Signed out, it asks for a
 * sign-in (the login dialog opens and the page is remembered for after it) instead of the page.
 */
export function UsersLayout() {
  const intl = useIntl();
  const { loggedIn, checking, signingOut } = useSession();
  const { pathname, search } = useLocation();
  // Logging out from an account page goes home: no sign-in request on the way.
  const leaving = signingOut && !loggedIn;
  const signedOut = !checking && !loggedIn && !leaving;

  useEffect(() => {
    if (!signedOut) return;
    rememberPath(`${pathname}${search}`);
    bus.publish('auth/loginRequested', { tourist: false });
  }, [signedOut, pathname, search]);

  if (leaving) return null;

  if (checking) {
    return (
      <div css={[row, { justifyContent: 'center' }]}>
        <Spinner label={intl.formatMessage(messages.checking)} />
      </div>
    );
  }

  if (signedOut) {
    return (
      <div css={row}>
        <div css={content}>
          <SignInRequired purpose={purposeOf(pathname)} />
        </div>
      </div>
    );
  }

  return (
    <div css={row}>
      <Suspense fallback={<div css={menuColumn} />}>
        <UsersMenu />
      </Suspense>
      <section css={content}>
        <Outlet />
      </section>
    </div>
  );
}
