import { css } from '@emotion/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PointsRecord } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { useDateTime } from '../../../lib/date';
import { orderDetailPath } from '@mall/routes';

const messages = defineMessages({
  caption: {
    id: 'orderCenter.PointsRecordTable.caption',
    defaultMessage: 'Points records',
    description: 'Accessible caption of the points table',
  },
  title: { id: 'orderCenter.PointsRecordTable.title', defaultMessage: 'Details', description: 'Column of what the points were for' },
  points: { id: 'orderCenter.PointsRecordTable.points', defaultMessage: 'Points', description: 'Column of the points gained or spent' },
  balance: { id: 'orderCenter.PointsRecordTable.balance', defaultMessage: 'Balance', description: 'Column of the points after the record' },
  time: { id: 'orderCenter.PointsRecordTable.time', defaultMessage: 'Time', description: 'Column of when it happened' },
  order: { id: 'orderCenter.PointsRecordTable.order', defaultMessage: 'Order', description: 'Column of the order the points belong to' },
  other: {
    id: 'orderCenter.PointsRecordTable.other',
    defaultMessage: 'Points change',
    description: 'A record of a kind this page does not know',
  },
});

/** The record titles are keys (docs/order-center-contract.md), shown in the shopper's language. */
const TITLES = defineMessages({
  order_spend: {
    id: 'orderCenter.PointsRecordTable.orderSpend',
    defaultMessage: 'Used on an order',
    description: 'Points spent on an order',
  },
  order_cancel_refund: {
    id: 'orderCenter.PointsRecordTable.orderCancelRefund',
    defaultMessage: 'Returned: order cancelled',
    description: 'Points given back because an unpaid order was cancelled',
  },
  order_paid_gain: {
    id: 'orderCenter.PointsRecordTable.orderPaidGain',
    defaultMessage: 'Earned with an order',
    description: 'Points earned by paying an order',
  },
  order_refund_deduct: {
    id: 'orderCenter.PointsRecordTable.orderRefundDeduct',
    defaultMessage: 'Deducted: order refunded',
    description: 'Points earned by an order taken back because it was refunded',
  },
  order_refund_return: {
    id: 'orderCenter.PointsRecordTable.orderRefundReturn',
    defaultMessage: 'Returned: order refunded',
    description: 'Points spent on an order given back because it was refunded',
  },
});

const titleOf = (key: string): MessageDescriptor => (TITLES as Record<string, MessageDescriptor>)[key] ?? messages.other;

/** Order numbers the order detail page opens: master (PT…) and merchant (SH…) orders. */
const ORDER_NUMBER = /^(PT|SH)\w+$/;

const styles = {
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    background: theme.colors.surface,
    'th, td': { padding: `${theme.space.sm} ${theme.space.md}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left' },
    th: { color: theme.colors.muted, fontWeight: 400, background: theme.colors.background },
  }),
  gain: css({ color: theme.colors.success, fontWeight: 600, whiteSpace: 'nowrap' }),
  spend: css({ color: theme.colors.brandStrong, fontWeight: 600, whiteSpace: 'nowrap' }),
};

/** Points records: what for, + or − points, the balance after, when, and the order they belong to. */
export function PointsRecordTable({ records }: { records: readonly PointsRecord[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const dateTime = useDateTime();
  return (
    <table css={styles.table}>
      <caption css={{ textAlign: 'left', padding: `${theme.space.sm} 0`, color: theme.colors.muted }}>
        {intl.formatMessage(messages.caption)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.title)}</th>
          <th scope="col">{intl.formatMessage(messages.points)}</th>
          <th scope="col">{intl.formatMessage(messages.balance)}</th>
          <th scope="col">{intl.formatMessage(messages.time)}</th>
          <th scope="col">{intl.formatMessage(messages.order)}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const gained = record.type === 1;
          const amount = intl.formatNumber(Math.abs(record.integral));
          return (
            <tr key={record.id}>
              <td>{intl.formatMessage(titleOf(record.title))}</td>
              <td css={gained ? styles.gain : styles.spend}>{gained ? `+${amount}` : `−${amount}`}</td>
              <td>{intl.formatNumber(record.balance)}</td>
              <td>
                <time dateTime={record.createTime}>{dateTime(record.createTime)}</time>
              </td>
              <td>
                {ORDER_NUMBER.test(record.linkId) ? (
                  <Link to={localizePath(orderDetailPath(record.linkId), locale)}>{record.linkId}</Link>
                ) : (
                  record.linkId
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
