import { css } from '@emotion/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import { useHoverDisclosure } from '../common/use-hover-disclosure';
import { useMobileMallUrl } from '../../site-data/use-mobile-mall-url';
import { useQrDataUrl } from '../../hooks/use-qr-data-url';

const messages = defineMessages({
  button: { id: 'host.QrCodePopover.button', defaultMessage: 'Mobile mall QR code', description: 'Header button that shows the QR code' },
  alt: { id: 'host.QrCodePopover.alt', defaultMessage: 'QR code of the mobile mall', description: 'Alt text of the QR code picture' },
  caption: {
    id: 'host.QrCodePopover.caption',
    defaultMessage: 'Scan to shop on your phone',
    description: 'Caption under the header QR code',
  },
});

const wrapper = css({ position: 'relative' });

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong },
});

const popover = css({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: theme.zIndex.dropdown,
  width: 180,
  padding: theme.space.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  boxShadow: theme.shadow.card,
  textAlign: 'center',
  fontSize: theme.font.size.sm,
  color: theme.colors.muted,
});

/**
 * A QR code of the mobile mall, drawn into a data URL the first time it is shown. Nothing at all when the operator has
 * no mobile mall (use-mobile-mall-url): a code of a made-up address would send phones nowhere. Until the home data
 * says (a first visit: nothing cached yet), its place is kept empty, so the language and cart buttons beside it do not
 * move when it comes (docs/serving.md, "The phone's header").
 */
export function QrCodePopover() {
  const url = useMobileMallUrl();
  if (url === undefined) return <span aria-hidden="true" css={trigger} />;
  return url ? <MobileMallQr url={url} /> : null;
}

function MobileMallQr({ url }: { url: string }) {
  const intl = useIntl();
  const { open, onTriggerClick, containerProps, triggerRef } = useHoverDisclosure<HTMLButtonElement>();
  const popoverId = useId();
  // Drawn on the first hover or click, then kept.
  const dataUrl = useQrDataUrl(url, open);

  return (
    <div css={wrapper} {...containerProps}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={intl.formatMessage(messages.button)}
        onClick={onTriggerClick}
        css={trigger}
      >
        <Icon name="qrCode" size={24} />
      </button>
      {open && (
        <div id={popoverId} css={popover}>
          {dataUrl ? (
            <img src={dataUrl} alt={intl.formatMessage(messages.alt)} width={148} height={148} />
          ) : (
            <div css={{ width: 148, height: 148, margin: '0 auto', background: theme.colors.background }} />
          )}
          <p css={{ margin: `${theme.space.sm} 0 0` }}>{intl.formatMessage(messages.caption)}</p>
        </div>
      )}
    </div>
  );
}
