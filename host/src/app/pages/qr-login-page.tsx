import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { Link } from 'react-router-dom';
import { isApiError } from '@mall/api-client';
import { cancelQrTicket, confirmQrTicket, scanQrTicket } from '../../features/auth/api/qr-login';
import { bus } from '@mall/event-bus';
import { commonMessages, localizePath, runtimeMessage, useLocale } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { LoadingState } from '../../components/loading-state';
import { pageActions, pageCard } from './page-card';

const messages = defineMessages({
  title: {
    id: 'host.QrLoginPage.title',
    defaultMessage: 'Sign in on the computer?',
    description: 'Heading of the phone page opened from the login QR code',
  },
  signInFirst: {
    id: 'host.QrLoginPage.signInFirst',
    defaultMessage: 'Sign in on this phone first; then you can sign the computer in with one tap.',
    description: 'The phone is not signed in',
  },
  signInHere: {
    id: 'host.QrLoginPage.signInHere',
    defaultMessage: 'Sign in on this phone',
    description: 'Opens the login dialog on the phone',
  },
  confirm: { id: 'host.QrLoginPage.confirm', defaultMessage: 'Sign in', description: 'Signs the computer in' },
  cancel: { id: 'host.QrLoginPage.cancel', defaultMessage: 'Cancel', description: 'Declines the sign-in' },
  noTicket: {
    id: 'host.QrLoginPage.noTicket',
    defaultMessage: 'This link holds no sign-in code. Scan the QR code shown on the computer again.',
    description: 'The page was opened without a ticket',
  },
  closeHint: { id: 'host.QrLoginPage.closeHint', defaultMessage: 'You can close this page.', description: 'After the phone answered' },
});

const question = defineMessage<{ name: string }>({
  id: 'host.QrLoginPage.question',
  defaultMessage: 'The computer that shows this QR code will be signed in to your account, {name}. Only confirm if it is your computer.',
  description: 'What confirming does',
});

const styles = {
  actions: css([pageActions, { marginTop: theme.space.lg }]),
  alert: css({ color: theme.colors.danger }),
};

/** The ticket from the address's fragment (#<ticket>): a fragment never reaches a server log or a Referer. */
const ticketOf = (hash: string): string | null => {
  const ticket = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(ticket) ? ticket : null;
};

type PageState =
  { step: 'scanning' } | { step: 'asking'; busy: boolean } | { step: 'answered'; message: string } | { step: 'refused'; message: string };

/**
 * /middlewares/qr_login#<ticket>: the page a phone opens from the login dialog's QR code (issue 18, item 1). Signed
 * in, it asks "Sign in on the computer?"; Sign in confirms the ticket and the computer's dialog signs in.
 */
export function QrLoginPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const locale = useLocale();
  const { loggedIn, checking, user } = useSession();
  const [ticket] = useState(() => ticketOf(window.location.hash));
  const [state, setState] = useState<PageState>({ step: 'scanning' });

  const failure = (error: unknown) => (isApiError(error) ? runtimeMessage(intl, error.messageId, error.message) : (error as Error).message);

  useEffect(() => {
    if (!ticket || !loggedIn) return undefined;
    let live = true;
    setState({ step: 'scanning' });
    scanQrTicket(ticket, { silent: true }).then(
      () => live && setState({ step: 'asking', busy: false }),
      (error: unknown) => live && setState({ step: 'refused', message: failure(error) }),
    );
    return () => {
      live = false;
    };
    // `failure` reads the current language; the scan runs once per ticket and session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket, loggedIn]);

  const answer = (call: typeof confirmQrTicket) => {
    if (!ticket) return;
    setState({ step: 'asking', busy: true });
    call(ticket, { silent: true }).then(
      ({ message }) => setState({ step: 'answered', message }),
      (error: unknown) => setState({ step: 'refused', message: failure(error) }),
    );
  };

  let body;
  if (!ticket) {
    body = (
      <p role="alert" css={styles.alert}>
        {intl.formatMessage(messages.noTicket)}
      </p>
    );
  } else if (checking) {
    body = <LoadingState />;
  } else if (!loggedIn) {
    body = (
      <>
        <p>{intl.formatMessage(messages.signInFirst)}</p>
        <div css={styles.actions}>
          <Button onClick={() => bus.publish('auth/loginRequested', {})}>{intl.formatMessage(messages.signInHere)}</Button>
        </div>
      </>
    );
  } else if (state.step === 'scanning') {
    body = <LoadingState />;
  } else if (state.step === 'asking') {
    const name = user?.nickname?.trim() || user?.email?.trim() || user?.phone?.trim() || '';
    body = (
      <>
        <p>{intl.formatMessage(question, { name })}</p>
        <div css={styles.actions}>
          <Button onClick={() => answer(confirmQrTicket)} loading={state.busy}>
            {intl.formatMessage(messages.confirm)}
          </Button>
          <Button variant="secondary" onClick={() => answer(cancelQrTicket)} disabled={state.busy}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p role={state.step === 'refused' ? 'alert' : 'status'} css={state.step === 'refused' && styles.alert}>
          {state.message}
        </p>
        {state.step === 'answered' && <p>{intl.formatMessage(messages.closeHint)}</p>}
      </>
    );
  }

  return (
    <section css={pageCard} aria-labelledby="qr-login-title">
      <h1 id="qr-login-title">{intl.formatMessage(messages.title)}</h1>
      {body}
      {(state.step === 'answered' || state.step === 'refused' || !ticket) && (
        <Link to={localizePath('/', locale)}>{intl.formatMessage(commonMessages.backHome)}</Link>
      )}
    </section>
  );
}
