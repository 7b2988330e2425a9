import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AwaitPayOrder } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { Price } from '@mall/ui-theme';
import { OrderGoods } from '../../../components/order-goods';
import { OrderStateLabel } from '../../../components/order-state-label';
import { useDateTime } from '../../../lib/date';
import { orderDetailPath } from '@mall/routes';
import { cardStyles as s } from './card-styles';
import { RecordCard } from '../../../components/record-card';
import { UnpaidOrderActions } from './unpaid-order-actions';

const messages = defineMessages({
  number: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.UnpaidOrderCard.number',
    defaultMessage: 'Order {orderNo}',
    description: 'Heading of an order card',
  }),
  placed: defineMessage<{ time: string }>({
    id: 'orderCenter.UnpaidOrderCard.placed',
    defaultMessage: 'Placed {time}',
    description: 'When the order was placed',
  }),
  total: defineMessage<{ count: number }>({
    id: 'orderCenter.UnpaidOrderCard.total',
    defaultMessage: '{count, plural, one {# item} other {# items}}, to pay',
    description: 'Before the amount to pay of an unpaid order',
  }),
  cancelsAt: defineMessage<{ time: string }>({
    id: 'orderCenter.UnpaidOrderCard.cancelsAt',
    defaultMessage: 'Unless paid, it is cancelled at {time}',
    description: 'When an unpaid order cancels itself',
  }),
});

/** An unpaid master order (PT…): every merchant's goods, the amount, when it cancels itself, Cancel and Pay now. */
export function UnpaidOrderCard({ order }: { order: AwaitPayOrder }) {
  const intl = useIntl();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <RecordCard
      titleId={`order-${order.orderNo}`}
      title={intl.formatMessage(messages.number, { orderNo: order.orderNo })}
      to={orderDetailPath(order.orderNo, 0)}
      time={intl.formatMessage(messages.placed, { time: dateTime(order.createTime) })}
      headerExtra={<OrderStateLabel state="unpaid" />}
      footer={
        <footer css={s.bottom}>
          <div>
            <p css={s.total}>
              <span>{intl.formatMessage(messages.total, { count: order.totalNum })}</span>
              <Price value={money(order.payPrice)} />
            </p>
            {order.cancelTime && <p css={s.note}>{intl.formatMessage(messages.cancelsAt, { time: dateTime(order.cancelTime) })}</p>}
          </div>
          <UnpaidOrderActions orderNo={order.orderNo} payType={order.payType} amount={money(order.payPrice)} />
        </footer>
      }
    >
      {order.orderList.map((group) => (
        <div key={group.merId} css={s.group}>
          <OrderGoods merId={group.merId} merName={group.merName} lines={group.orderInfoList} />
        </div>
      ))}
    </RecordCard>
  );
}
