import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { useMobileMallUrl } from '../../layout/use-mobile-mall-url';
import { useQrDataUrl } from '../../layout/use-qr-data-url';
import { messages } from './messages';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space.xs, padding: theme.space.md }),
  title: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 600 }),
  code: css({ width: 120, height: 120, background: theme.colors.background }),
  text: css({ margin: 0, fontSize: theme.font.size.sm, color: theme.colors.muted, textAlign: 'center' }),
};

/**
 * "Scan with the mobile app": a QR code of the mobile mall's address (it does not sign anyone in). Nothing when the
 * operator has no mobile mall (use-mobile-mall-url).
 */
export function QrLogin() {
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
