import { defineMessages, useIntl } from 'react-intl';
import { factList, panel, panelHeading } from '../../../components/panel';
import { useDateTime } from '../../../lib/date';

const messages = defineMessages({
  title: { id: 'orderCenter.OrderFacts.title', defaultMessage: 'Order information', description: 'Heading of the order facts' },
  number: { id: 'orderCenter.OrderFacts.number', defaultMessage: 'Order number', description: 'The order number' },
  placed: { id: 'orderCenter.OrderFacts.placed', defaultMessage: 'Order time', description: 'When the order was placed' },
  payStatus: { id: 'orderCenter.OrderFacts.payStatus', defaultMessage: 'Payment status', description: 'Paid or not' },
  paid: { id: 'orderCenter.OrderFacts.paid', defaultMessage: 'Paid', description: 'The order is paid' },
  unpaid: { id: 'orderCenter.OrderFacts.unpaid', defaultMessage: 'Unpaid', description: 'The order is not paid' },
  payType: { id: 'orderCenter.OrderFacts.payType', defaultMessage: 'Payment method', description: 'How the order is paid' },
  card: { id: 'orderCenter.OrderFacts.card', defaultMessage: 'Card', description: 'Payment method: card (Stripe)' },
  payTime: { id: 'orderCenter.OrderFacts.payTime', defaultMessage: 'Payment time', description: 'When the order was paid' },
  receivedTime: { id: 'orderCenter.OrderFacts.receivedTime', defaultMessage: 'Received', description: 'When receipt was confirmed' },
});

/** The payment methods by name (PayPal and WeChat Pay are brands, the same in every language). */
const BRANDS: Record<string, string> = { paypal: 'PayPal', wechat: 'WeChat Pay' };

interface OrderFactsProps {
  orderNo: string;
  createTime: string;
  paid: boolean;
  payType: string;
  payTime?: string | null;
  receivingTime?: string | null;
}

/** Order number, time, payment status and method, payment and receipt times. */
export function OrderFacts({ orderNo, createTime, paid, payType, payTime, receivingTime }: OrderFactsProps) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const method = payType === 'stripe' ? intl.formatMessage(messages.card) : (BRANDS[payType] ?? payType);
  return (
    <section css={panel} aria-labelledby="order-facts">
      <h2 id="order-facts" css={panelHeading}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl css={factList}>
        <dt>{intl.formatMessage(messages.number)}</dt>
        <dd>{orderNo}</dd>
        <dt>{intl.formatMessage(messages.placed)}</dt>
        <dd>{dateTime(createTime)}</dd>
        <dt>{intl.formatMessage(messages.payStatus)}</dt>
        <dd>{intl.formatMessage(paid ? messages.paid : messages.unpaid)}</dd>
        {method && (
          <>
            <dt>{intl.formatMessage(messages.payType)}</dt>
            <dd>{method}</dd>
          </>
        )}
        {paid && payTime && (
          <>
            <dt>{intl.formatMessage(messages.payTime)}</dt>
            <dd>{dateTime(payTime)}</dd>
          </>
        )}
        {receivingTime && (
          <>
            <dt>{intl.formatMessage(messages.receivedTime)}</dt>
            <dd>{dateTime(receivingTime)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
