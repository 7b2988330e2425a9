import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { refundDetailPath } from '@mall/routes';

const messages = defineMessages({
  cancelled: { id: 'orderCenter.OrderStateBanner.cancelled', defaultMessage: 'This order was cancelled', description: 'A cancelled order' },
  refunded: { id: 'orderCenter.OrderStateBanner.refunded', defaultMessage: 'This order was refunded', description: 'A refunded order' },
  refunding: {
    id: 'orderCenter.OrderStateBanner.refunding',
    defaultMessage: 'A refund of this order is in progress',
    description: 'An order with a refund under way',
  },
  refund: { id: 'orderCenter.OrderStateBanner.refund', defaultMessage: 'Refund details', description: 'Link to the refund of the order' },
});

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.md,
  padding: theme.space.md,
  background: theme.colors.brandSoft,
  border: `1px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
  fontWeight: 600,
});

export type BannerState = 'cancelled' | 'refunded' | 'refunding';

/** A cancelled or refunded order says so instead of showing a step; a refund links to its detail. */
export function OrderStateBanner({ state, refundOrderNo }: { state: BannerState; refundOrderNo?: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div css={box} role="status">
      <span>{intl.formatMessage(messages[state])}</span>
      {refundOrderNo && <Link to={localizePath(refundDetailPath(refundOrderNo), locale)}>{intl.formatMessage(messages.refund)}</Link>}
    </div>
  );
}
