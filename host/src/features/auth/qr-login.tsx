import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { MOBILE_MALL_URL } from '../../layout/site-info';
import { useQrDataUrl } from '../../layout/use-qr-data-url';
import { messages } from './messages';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space.xs, padding: theme.space.md }),
  title: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 600 }),
  code: css({ width: 120, height: 120, background: theme.colors.background }),
  text: css({ margin: 0, fontSize: theme.font.size.sm, color: theme.colors.muted, textAlign: 'center' }),
};

/** "Scan with the mobile app": a QR code of the mobile mall's address (it does not sign anyone in). */
export function QrLogin() {
  const intl = useIntl();
  const dataUrl = useQrDataUrl(MOBILE_MALL_URL, true);
  return (
    <figure css={styles.root}>
      <p css={styles.title}>{intl.formatMessage(messages.qrTitle)}</p>
      {dataUrl ? (
        <img css={styles.code} src={dataUrl} alt={intl.formatMessage(messages.qrAlt)} width={120} height={120} />
      ) : (
        <span css={styles.code} aria-hidden="true" />
      )}
      <figcaption css={styles.text}>
        <a href={MOBILE_MALL_URL} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.qrDesc)}
        </a>
      </figcaption>
    </figure>
  );
}
