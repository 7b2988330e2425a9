import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import type { OrderState } from '../lib/order-state';

const orderStateMessages = defineMessages<OrderState>({
  unpaid: { id: 'orderCenter.OrderState.unpaid', defaultMessage: 'To pay', description: 'State of an unpaid order' },
  toShip: { id: 'orderCenter.OrderState.toShip', defaultMessage: 'To ship', description: 'State of a paid order waiting to ship' },
  toReceive: { id: 'orderCenter.OrderState.toReceive', defaultMessage: 'To receive', description: 'State of a shipped order' },
  toReview: {
    id: 'orderCenter.OrderState.toReview',
    defaultMessage: 'To review',
    description: 'State of a received order whose goods are not all reviewed',
  },
  completed: { id: 'orderCenter.OrderState.completed', defaultMessage: 'Completed', description: 'State of a completed order' },
  cancelled: { id: 'orderCenter.OrderState.cancelled', defaultMessage: 'Cancelled', description: 'State of a cancelled order' },
  refundApplied: {
    id: 'orderCenter.OrderState.refundApplied',
    defaultMessage: 'Refund requested',
    description: 'State of an order whose refund the merchant is reviewing',
  },
  refunding: { id: 'orderCenter.OrderState.refunding', defaultMessage: 'Refunding', description: 'State of an order being refunded' },
  refunded: { id: 'orderCenter.OrderState.refunded', defaultMessage: 'Refunded', description: 'State of a refunded order' },
});

const label = css({ color: theme.colors.brandStrong, fontWeight: 600, whiteSpace: 'nowrap' });

/** An order's state in words. */
export function OrderStateLabel({ state }: { state: OrderState }) {
  const intl = useIntl();
  return <span css={label}>{intl.formatMessage(orderStateMessages[state])}</span>;
}
