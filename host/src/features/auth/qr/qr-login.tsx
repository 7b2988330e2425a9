import { css } from '@emotion/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES, isApiError } from '@mall/api-client';
import type { LoginResponse } from '@mall/contract';
import { localizePath, runtimeMessage, useLocale, type Locale } from '@mall/i18n';
import { QR_LOGIN_PATH } from '@mall/routes';
import { Button, theme } from '@mall/ui-theme';
import { useMobileMallUrl } from '../../../site-data/use-mobile-mall-url';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url';
import type { SignedIn } from '../login-modes';
import { messages } from '../messages';
import { useQrTicket } from './use-qr-ticket';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space.xs, padding: theme.space.md, margin: 0 }),
  title: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 600 }),
  code: css({ width: 120, height: 120, background: theme.colors.background }),
  faded: css({ opacity: 0.15 }),
  text: css({ margin: 0, fontSize: theme.font.size.sm, color: theme.colors.muted, textAlign: 'center' }),
};

/** The address the QR code holds: this storefront's phone page, in the shopper's language, with the ticket. */
export function qrLoginUrl(origin: string, locale: Locale, ticket: string): string {
  return `${origin}${localizePath(QR_LOGIN_PATH, locale)}#${ticket}`;
}

/**
 * The login dialog's QR panel: a one-time ticket as a QR code of the storefront's phone page (issue 18, item 1). The
 * shopper's signed-in phone confirms it and this dialog signs in within a second. A backend without QR sign-in
 * gets the mobile mall's code instead, as before.
 */
export function QrLogin({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => Promise<void> }) {
  const intl = useIntl();
  const locale = useLocale();
  const onConfirmed = useCallback(
    (login: LoginResponse) => {
      // A failure was shown by the API client; the dialog stays open with a new code to try again.
      void onSignedIn({ token: login.token, strategy: AUTH_STRATEGIES.qr, success: messages.loginSuccess }).catch(() => undefined);
    },
    [onSignedIn],
  );
  const { state, refresh } = useQrTicket(onConfirmed);
  const url = state.kind === 'ticket' ? qrLoginUrl(window.location.origin, locale, state.ticket) : '';
  const dataUrl = useQrDataUrl(url, url !== '');

  if (state.kind === 'off') return <MobileMallQr />;
  const status = state.kind === 'ticket' ? state.status : null;
  const ended = status === 'expired' || status === 'cancelled' || status === 'used';
  let line = intl.formatMessage(messages.qrScanHint);
  if (state.kind === 'failed') {
    const { error } = state;
    line = isApiError(error) ? runtimeMessage(intl, error.messageId, error.message) : (error as Error).message;
  } else if (status === 'scanned') line = intl.formatMessage(messages.qrScanned);
  else if (status === 'confirmed') line = intl.formatMessage(messages.qrConfirmed);
  else if (status === 'expired' || status === 'used') line = intl.formatMessage(messages.qrExpired);
  else if (status === 'cancelled') line = intl.formatMessage(messages.qrCancelled);

  return (
    <figure css={styles.root}>
      <p css={styles.title}>{intl.formatMessage(messages.qrLoginTitle)}</p>
      {dataUrl && !ended && state.kind === 'ticket' ? (
        <img
          css={[styles.code, status === 'scanned' && styles.faded]}
          src={dataUrl}
          alt={intl.formatMessage(messages.qrLoginAlt)}
          width={120}
          height={120}
        />
      ) : (
        <span css={styles.code} aria-hidden="true" />
      )}
      <figcaption css={styles.text} role="status">
        {line}
      </figcaption>
      {(ended || state.kind === 'failed') && (
        <Button variant="secondary" onClick={refresh}>
          {intl.formatMessage(messages.qrRefresh)}
        </Button>
      )}
    </figure>
  );
}

/** "Open the mobile mall": a QR code of its address (it signs nobody in); nothing without a mobile mall. */
function MobileMallQr() {
  const url = useMobileMallUrl();
  return url ? <MobileMallCode url={url} /> : null;
}

function MobileMallCode({ url }: { url: string }) {
  const intl = useIntl();
  const dataUrl = useQrDataUrl(url, true);
  return (
    <figure css={styles.root}>
      <p css={styles.title}>{intl.formatMessage(messages.qrTitle)}</p>
      {dataUrl ? (
        <img css={styles.code} src={dataUrl} alt={intl.formatMessage(messages.qrAlt)} width={120} height={120} />
      ) : (
        <span css={styles.code} aria-hidden="true" />
      )}
      <figcaption css={styles.text}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.qrDesc)}
        </a>
      </figcaption>
    </figure>
  );
}
