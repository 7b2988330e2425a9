import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isLocalPath, rememberPath } from '@mall/api-client';
import { bus } from '@mall/event-bus';
import { localizePath, useLocale } from '@mall/i18n';
import { HOME_PATH } from '@mall/routes';
import { Button, theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { LoadingState } from '../../components/loading-state';
import { pageActions, pageCard } from './page-card';

const messages = defineMessages({
  title: {
    id: 'host.LoginPage.title',
    defaultMessage: 'Sign in to your account',
    description: 'Heading of the /login page (the login dialog opens over it)',
  },
  text: {
    id: 'host.LoginPage.text',
    defaultMessage: 'Sign in to place orders, follow them and manage your account.',
    description: 'What signing in gives, on the /login page',
  },
  signIn: { id: 'host.LoginPage.signIn', defaultMessage: 'Sign in', description: 'Opens the login dialog again on the /login page' },
  home: { id: 'host.LoginPage.home', defaultMessage: 'Back to the shop', description: 'Link from the /login page to the home page' },
});

const actions = css([pageActions, { alignItems: 'center' }]);

/**
 * /login (spec §2: "the login path is treated as /login … a logged-in visitor on the login page is sent home"):
 * signed out, the login dialog opens over a page saying what signing in is for; after signing in the shopper
 * returns to the wanted page — the one remembered by an account page, or `?redirect=/…` — else goes home.
 */
export function LoginPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const locale = useLocale();
  const { loggedIn, checking } = useSession();
  const [params] = useSearchParams();
  const wanted = params.get('redirect');
  const signedOut = !checking && !loggedIn;
  // Signed in on this page: the finished sign-in navigates (to the remembered page, else home: useFinishLogin), so
  // the page must not race it with a redirect of its own.
  const sawSignedOut = useRef(false);
  if (signedOut) sawSignedOut.current = true;

  useEffect(() => {
    if (!signedOut) return;
    if (isLocalPath(wanted)) rememberPath(wanted);
    bus.publish('auth/loginRequested', { tourist: false });
  }, [signedOut, wanted]);

  if (checking) return <LoadingState />;
  if (loggedIn) return sawSignedOut.current ? null : <Navigate to={localizePath(HOME_PATH, locale)} replace />;
  return (
    <section css={pageCard} aria-labelledby="login-page-title">
      <h1 id="login-page-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h1>
      <p css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.text)}</p>
      <div css={actions}>
        <Button onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>{intl.formatMessage(messages.signIn)}</Button>
        <Link to={localizePath(HOME_PATH, locale)}>{intl.formatMessage(messages.home)}</Link>
      </div>
    </section>
  );
}
