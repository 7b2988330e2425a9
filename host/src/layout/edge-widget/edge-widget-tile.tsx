import { css } from '@emotion/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import type { IconName } from '../common/icon-paths';
import { useHoverDisclosure } from '../common/use-hover-disclosure';
import { useQrDataUrl } from '../../hooks/use-qr-data-url';

const messages = defineMessages({
  qrAlt: {
    id: 'host.EdgeWidgetTile.qrAlt',
    defaultMessage: 'QR code of the mobile mall',
    description: 'Alt text of the QR code in an edge widget panel',
  },
  chat: { id: 'host.EdgeWidgetTile.chat', defaultMessage: 'Chat', description: 'Small button in an edge widget panel that opens the chat' },
});

export interface EdgeWidgetTileProps {
  icon: IconName;
  label: string;
  /** One line beside the code, with the phone line. */
  tip: string;
  /** What the code encodes (the mobile mall); without it the panel has no code. */
  qrText?: string | null;
  onChat: () => void;
}

const wrapper = css({ position: 'relative' });

const tileButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  width: 64,
  height: 64,
  padding: `${theme.space.sm} 2px`,
  border: 0,
  borderBottom: `1px solid rgba(255, 255, 255, 0.15)`,
  background: 'none',
  color: theme.colors.onBrand,
  fontSize: 11,
  lineHeight: 1.2,
  cursor: 'pointer',
  boxSizing: 'border-box',
  '&[aria-expanded="true"], &:hover': { background: theme.colors.brandStrong },
});

const panel = css({
  position: 'absolute',
  top: 2,
  right: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  width: 195,
  height: 60,
  padding: 4,
  boxSizing: 'border-box',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  boxShadow: theme.shadow.card,
  color: theme.colors.text,
});

const tipText = css({ margin: 0, fontSize: 11, lineHeight: 1.3 });

const chatButton = css({
  marginTop: 2,
  padding: '1px 8px',
  border: 0,
  borderRadius: theme.radius.pill,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: 11,
  cursor: 'pointer',
});

/** A 64 px tile; hovering (or focusing) it opens a 195×60 panel to its left: code (when given), tip and a chat button. */
export function EdgeWidgetTile({ icon, label, tip, qrText, onChat }: EdgeWidgetTileProps) {
  const intl = useIntl();
  const { open, onTriggerClick, containerProps, triggerRef } = useHoverDisclosure<HTMLButtonElement>();
  const panelId = useId();
  const qr = useQrDataUrl(qrText ?? '', open && Boolean(qrText));

  return (
    <li css={wrapper}>
      <div {...containerProps}>
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          css={tileButton}
          onClick={onTriggerClick}
        >
          <Icon name={icon} size={24} />
          {label}
        </button>
        {open && (
          <div id={panelId} css={panel}>
            {qrText &&
              (qr ? (
                <img src={qr} alt={intl.formatMessage(messages.qrAlt)} width={52} height={52} />
              ) : (
                <span css={{ width: 52, height: 52, flex: 'none', background: theme.colors.background }} />
              ))}
            <div css={{ minWidth: 0 }}>
              <p css={tipText}>{tip}</p>
              <button type="button" css={chatButton} onClick={onChat}>
                {intl.formatMessage(messages.chat)}
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
