import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { RefundListItem } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { ButtonLink } from '@mall/remote-kit';
import { OrderGoods } from '../../../components/order-goods';
import { RecordCard } from '../../../components/record-card';
import { useDateTime } from '../../../lib/date';
import { refundDetailPath } from '@mall/routes';
import { refundListStatus } from '../refund-status-messages';

const messages = defineMessages({
  number: defineMessage<{ refundOrderNo: string }>({
    id: 'orderCenter.RefundCard.number',
    defaultMessage: 'Refund {refundOrderNo}',
    description: 'Heading of a refund card',
  }),
  applied: defineMessage<{ time: string }>({
    id: 'orderCenter.RefundCard.applied',
    defaultMessage: 'Requested {time}',
    description: 'When the refund was requested',
  }),
  amount: defineMessage<{ count: number }>({
    id: 'orderCenter.RefundCard.amount',
    defaultMessage: '{count, plural, one {# item} other {# items}}, refund',
    description: 'Before the refund amount',
  }),
  details: { id: 'orderCenter.RefundCard.details', defaultMessage: 'View details', description: 'Opens a refund' },
  detailsOf: defineMessage<{ refundOrderNo: string }>({
    id: 'orderCenter.RefundCard.detailsOf',
    defaultMessage: 'View details of refund {refundOrderNo}',
    description: 'Accessible name of the details link of one refund',
  }),
});

const styles = {
  state: css({ color: theme.colors.brandStrong, fontWeight: 600 }),
  bottom: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space.md,
    padding: `0 ${theme.space.md} ${theme.space.md}`,
  }),
  total: css({ margin: 0, display: 'flex', alignItems: 'baseline', gap: theme.space.sm }),
};

/** One refund in the list: number, shop and goods, the amount and its state, linking to its detail. */
export function RefundCard({ refund }: { refund: RefundListItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoney();
  const dateTime = useDateTime();
  const path = localizePath(refundDetailPath(refund.refundOrderNo), locale);
  return (
    <RecordCard
      titleId={`refund-${refund.refundOrderNo}`}
      title={intl.formatMessage(messages.number, { refundOrderNo: refund.refundOrderNo })}
      to={refundDetailPath(refund.refundOrderNo)}
      time={intl.formatMessage(messages.applied, { time: dateTime(refund.createTime) })}
      footer={
        <footer css={styles.bottom}>
          <p css={styles.total}>
            <span>{intl.formatMessage(messages.amount, { count: refund.totalNum })}</span>
            <Price value={money(refund.refundPrice)} />
          </p>
          <ButtonLink variant="secondary" to={path} label={intl.formatMessage(messages.detailsOf, { refundOrderNo: refund.refundOrderNo })}>
            {intl.formatMessage(messages.details)}
          </ButtonLink>
        </footer>
      }
    >
      <OrderGoods
        merId={refund.merId}
        merName={refund.merName}
        lines={refund.orderInfoList}
        aside={<span css={styles.state}>{intl.formatMessage(refundListStatus(refund.refundStatus))}</span>}
      />
    </RecordCard>
  );
}
