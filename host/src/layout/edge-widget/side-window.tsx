import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import { useCustomerService } from './use-customer-service';
import { merchantApplyPath } from '@mall/routes';
import { BACK_TO_TOP_OFFSET_PX } from '../../site-data/site-info';
import { useLocalizedPath } from '../common/use-localized-path';
import { useScrolledPast } from '../common/use-scrolled-past';

const messages = defineMessages({
  label: { id: 'host.SideWindow.label', defaultMessage: 'Quick actions', description: 'Accessible name of the floating side window' },
  service: { id: 'host.SideWindow.service', defaultMessage: 'Customer service', description: 'Side window button that opens the chat' },
  merchant: {
    id: 'host.SideWindow.merchant',
    defaultMessage: 'Apply as merchant',
    description: 'Side window link to the merchant application',
  },
  top: { id: 'host.SideWindow.top', defaultMessage: 'Back to top', description: 'Side window button that scrolls to the top' },
});

const aside = css({
  position: 'fixed',
  right: 0,
  bottom: 24,
  zIndex: theme.zIndex.floatWindow,
  // On a phone (the QR sign-in's confirmation) the page's own text needs the width: no floating tiles over it.
  [theme.layout.narrow]: { display: 'none' },
  display: 'flex',
  flexDirection: 'column',
  width: 64,
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
});

const action = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  width: 64,
  padding: `${theme.space.sm} 2px`,
  border: 0,
  borderBottom: `1px solid ${theme.colors.border}`,
  background: 'none',
  color: theme.colors.text,
  fontSize: 11,
  lineHeight: 1.3,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
  '&:hover, &:focus-visible': { background: theme.colors.brandStrong, color: theme.colors.onBrand },
});

/** Customer service, apply as merchant and (once scrolled) back to top, floating at the bottom right. */
export function SideWindow() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const scrolled = useScrolledPast(BACK_TO_TOP_OFFSET_PX);
  const service = useCustomerService();

  const backToTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <>
      <aside aria-label={intl.formatMessage(messages.label)} css={aside}>
        <button type="button" css={action} onClick={service.open} aria-busy={service.busy || undefined}>
          <Icon name="headset" size={22} />
          {intl.formatMessage(messages.service)}
        </button>
        <Link to={localize(merchantApplyPath())} css={action}>
          <Icon name="store" size={22} />
          {intl.formatMessage(messages.merchant)}
        </Link>
        {scrolled && (
          <button type="button" css={action} onClick={backToTop}>
            <Icon name="arrowUp" size={22} />
            {intl.formatMessage(messages.top)}
          </button>
        )}
      </aside>
      {service.panel}
    </>
  );
}
