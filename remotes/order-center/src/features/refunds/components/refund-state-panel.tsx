import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { RefundDetail } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { useDateTime } from '../../../lib/date';
import { refundDetailStates } from '../refund-status-messages';

const messages = defineMessages({
  reviewing: {
    id: 'orderCenter.RefundStatePanel.reviewing',
    defaultMessage: 'The merchant will review your request and answer soon.',
    description: 'Explanation of a refund under review',
  },
  rejected: defineMessage<{ reason: string }>({
    id: 'orderCenter.RefundStatePanel.rejected',
    defaultMessage: 'The merchant’s reason: {reason}',
    description: 'Explanation of a rejected refund, with the merchant’s reason',
  }),
  rejectedAgain: {
    id: 'orderCenter.RefundStatePanel.rejectedAgain',
    defaultMessage: 'You may request a refund of this order again.',
    description: 'After a rejection the order can be returned again',
  },
  returnGoods: {
    id: 'orderCenter.RefundStatePanel.returnGoods',
    defaultMessage: 'The merchant accepted your request: please return the goods quickly. The money comes back once they arrive.',
    description: 'Explanation of an accepted refund of shipped goods',
  },
  refunding: {
    id: 'orderCenter.RefundStatePanel.refunding',
    defaultMessage: 'The merchant accepted your request; the money is on its way back.',
    description: 'Explanation of an accepted refund of goods that never shipped',
  },
  refunded: defineMessage<{ amount: string; time: string }>({
    id: 'orderCenter.RefundStatePanel.refunded',
    defaultMessage: '{amount} was refunded on {time}.',
    description: 'Explanation of a finished refund',
  }),
});

/** The store order statuses in which the goods left the shop: an accepted refund asks for them back. */
const SHIPPED = [1, 2, 3];

const box = css({
  marginBottom: theme.space.md,
  padding: theme.space.md,
  background: theme.colors.brandSoft,
  border: `1px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
});
const heading = css({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.font.size.xl, color: theme.colors.brandStrong });
const text = css({ margin: `${theme.space.xs} 0 0` });

/** The refund's state in words, with what it means for the shopper. */
export function RefundStatePanel({ refund }: { refund: RefundDetail }) {
  const intl = useIntl();
  const money = useMoney();
  const dateTime = useDateTime();
  let explanation;
  if (refund.refundStatus === 0) explanation = <p css={text}>{intl.formatMessage(messages.reviewing)}</p>;
  else if (refund.refundStatus === 1) {
    explanation = (
      <>
        <p css={text}>{intl.formatMessage(messages.rejected, { reason: refund.refundReason ?? '' })}</p>
        <p css={text}>{intl.formatMessage(messages.rejectedAgain)}</p>
      </>
    );
  } else if (refund.refundStatus === 2) {
    explanation = <p css={text}>{intl.formatMessage(SHIPPED.includes(refund.orderStatus) ? messages.returnGoods : messages.refunding)}</p>;
  } else {
    explanation = (
      <p css={text}>{intl.formatMessage(messages.refunded, { amount: money(refund.refundPrice), time: dateTime(refund.refundTime) })}</p>
    );
  }
  return (
    <section css={box} role="status" aria-labelledby="refund-state">
      <h2 id="refund-state" css={heading}>
        {intl.formatMessage(refundDetailStates[refund.refundStatus])}
      </h2>
      {explanation}
    </section>
  );
}
