import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { StoreOrderItem } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { Price } from '@mall/ui-theme';
import { OrderGoods } from '../../../components/order-goods';
import { OrderStateLabel } from '../../../components/order-state-label';
import { useDateTime } from '../../../lib/date';
import { isPositive } from '@mall/remote-kit';
import { orderState } from '../../../lib/order-state';
import { orderDetailPath } from '@mall/routes';
import { cardStyles as s } from './card-styles';
import { RecordCard } from '../../../components/record-card';
import { LineReviewAction } from './line-review-action';
import { MerchantOrderActions } from './merchant-order-actions';

const messages = defineMessages({
  number: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.MerchantOrderCard.number',
    defaultMessage: 'Order {orderNo}',
    description: 'Heading of an order card',
  }),
  placed: defineMessage<{ time: string }>({
    id: 'orderCenter.MerchantOrderCard.placed',
    defaultMessage: 'Placed {time}',
    description: 'When the order was placed',
  }),
  total: defineMessage<{ count: number }>({
    id: 'orderCenter.MerchantOrderCard.total',
    defaultMessage: '{count, plural, one {# item} other {# items}}, paid',
    description: 'Before the amount paid for an order',
  }),
  totalUnpaid: defineMessage<{ count: number }>({
    id: 'orderCenter.MerchantOrderCard.totalUnpaid',
    defaultMessage: '{count, plural, one {# item} other {# items}}, not paid',
    description: 'Before the amount of an order never paid (unpaid or cancelled, listed under All or Cancelled)',
  }),
  freight: defineMessage<{ amount: string }>({
    id: 'orderCenter.MerchantOrderCard.freight',
    defaultMessage: 'including freight {amount}',
    description: 'The freight included in the amount paid',
  }),
});

/** A merchant order (SH…) in a list: the shop and its goods, the state, the amount paid and what may be done. */
export function MerchantOrderCard({ order, tab }: { order: StoreOrderItem; tab: number }) {
  const intl = useIntl();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <RecordCard
      titleId={`order-${order.orderNo}`}
      title={intl.formatMessage(messages.number, { orderNo: order.orderNo })}
      to={orderDetailPath(order.orderNo, tab)}
      time={intl.formatMessage(messages.placed, { time: dateTime(order.createTime) })}
      footer={
        <footer css={s.bottom}>
          <div>
            <p css={s.total}>
              <span>{intl.formatMessage(order.paid ? messages.total : messages.totalUnpaid, { count: order.totalNum })}</span>
              <Price value={money(order.payPrice)} />
            </p>
            {isPositive(order.payPostage) && (
              <p css={s.note}>{intl.formatMessage(messages.freight, { amount: money(order.payPostage) })}</p>
            )}
          </div>
          <MerchantOrderActions order={order} tab={tab} />
        </footer>
      }
    >
      <OrderGoods
        merId={order.merId}
        merName={order.merName}
        lines={order.orderInfoList}
        aside={<OrderStateLabel state={orderState(order)} />}
        lineAction={(line) => <LineReviewAction order={order} line={line} />}
      />
    </RecordCard>
  );
}
