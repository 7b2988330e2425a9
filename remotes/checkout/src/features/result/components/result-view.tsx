import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { MasterOrderDetail } from '@mall/contract';
import { commonMessages, localizePath, useLocale, useMoney } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';
import { ButtonLink, ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { HOME_PATH, orderDetailPath, orderListPath } from '@mall/routes';
import { isVisitorSession } from '../../../lib/visitor-token';
import { resultKind } from '../result-kind';
import { selectResult } from '../store/selectors';
import { resultLeft, resultOpened, resultRequested } from '../store/slice';
import { ResultPanel, ResultRows, resultActions } from './result-panels';

const messages = defineMessages({
  success: { id: 'checkout.ResultView.success', defaultMessage: 'Payment successful', description: 'Heading of a paid order' },
  failure: { id: 'checkout.ResultView.failure', defaultMessage: 'Payment failed', description: 'Heading of a failed payment' },
  cancelled: {
    id: 'checkout.ResultView.cancelled',
    defaultMessage: 'This order was cancelled',
    description: 'Heading of a cancelled order',
  },
  cancelledText: {
    id: 'checkout.ResultView.cancelledText',
    defaultMessage: 'It was not paid in time, so its items went back on sale.',
    description: 'Why an unpaid order is cancelled',
  },
  pending: {
    id: 'checkout.ResultView.pending',
    defaultMessage: 'Waiting for the payment confirmation',
    description: 'Heading while the payment is not confirmed yet',
  },
  pendingText: {
    id: 'checkout.ResultView.pendingText',
    defaultMessage: 'The card network has not confirmed this payment yet. This page checks again every few seconds.',
    description: 'Explanation while the payment is not confirmed',
  },
  pendingEnded: {
    id: 'checkout.ResultView.pendingEnded',
    defaultMessage: 'Still no confirmation. Refresh in a moment, or pay again if the card was not charged.',
    description: 'The automatic checks ended without a confirmation',
  },
  orderId: { id: 'checkout.ResultView.orderId', defaultMessage: 'Order number', description: 'Label of the order number' },
  orderTime: { id: 'checkout.ResultView.orderTime', defaultMessage: 'Order time', description: 'Label of the order time' },
  payTime: { id: 'checkout.ResultView.payTime', defaultMessage: 'Paid at', description: 'Label of the payment time' },
  payType: { id: 'checkout.ResultView.payType', defaultMessage: 'Payment method', description: 'Label of the payment method' },
  payPrice: { id: 'checkout.ResultView.payPrice', defaultMessage: 'Amount paid', description: 'Label of the amount paid' },
  toPay: { id: 'checkout.ResultView.toPay', defaultMessage: 'Amount to pay', description: 'Label of the amount still to pay' },
  failReason: { id: 'checkout.ResultView.failReason', defaultMessage: 'Reason', description: 'Label of why the payment failed' },
  unknownReason: {
    id: 'checkout.ResultView.unknownReason',
    defaultMessage: 'The payment was not completed.',
    description: 'Failure without a reason from the server',
  },
  card: { id: 'checkout.ResultView.card', defaultMessage: 'Bank card', description: 'Payment method: card (Stripe)' },
  viewOrder: { id: 'checkout.ResultView.viewOrder', defaultMessage: 'View order', description: 'Link to my orders' },
  viewMerchantOrder: defineMessage<{ orderNo: string; name: string }>({
    id: 'checkout.ResultView.viewMerchantOrder',
    defaultMessage: 'View order {orderNo} ({name})',
    description: 'Link to the detail of one merchant order (guest checkout)',
  }),
  payAgain: {
    id: 'checkout.ResultView.payAgain',
    defaultMessage: 'Pay again',
    description: 'Button that starts a new payment of the order',
  },
  refresh: { id: 'checkout.ResultView.refresh', defaultMessage: 'Refresh', description: 'Button that reads the payment state again' },
});

interface ResultViewProps {
  orderNo: string;
  /** Stripe's redirect_status when the shopper comes back from Stripe: a hint only. */
  redirectStatus: string | null;
  /** "Pay again" (an unpaid order): the page starts the payment step (the payment feature's). */
  onPayAgain: (orderNo: string) => void;
  /** The new payment is being started. */
  repaying: boolean;
}

/** The payment result, read from the order itself (never from the URL). */
export function ResultView({ orderNo, redirectStatus, onPayAgain, repaying }: ResultViewProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const locale = useLocale();
  const money = useMoney();
  const result = useSelector(selectResult);

  // The store may still hold a former visit's order: it counts once this visit has asked for its own.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  useEffect(() => {
    dispatch(resultOpened(orderNo));
    setOpenedFor(orderNo);
    return () => {
      dispatch(resultLeft());
    };
  }, [dispatch, orderNo]);

  const order: MasterOrderDetail | null = openedFor === orderNo && result.orderNo === orderNo ? result.order.data : null;
  if (!order) {
    if (openedFor === orderNo && result.order.status === 'failed' && result.order.error) {
      return <ErrorNotice failure={result.order.error} onRetry={() => dispatch(resultRequested(orderNo))} />;
    }
    return <LoadingBlock minHeight={320} />;
  }

  const kind = resultKind(order, redirectStatus);
  const link = (path: string) => localizePath(path, locale);
  const payTypeName = order.payType === 'stripe' ? intl.formatMessage(messages.card) : order.payType;
  const backHome = (
    <ButtonLink to={link(HOME_PATH)} variant="secondary">
      {intl.formatMessage(commonMessages.backHome)}
    </ButtonLink>
  );
  const payAgain = (
    <Button loading={repaying} onClick={() => onPayAgain(order.orderNo)}>
      {intl.formatMessage(messages.payAgain)}
    </Button>
  );

  if (kind === 'paid') {
    return (
      <ResultPanel tone="success" title={intl.formatMessage(messages.success)}>
        <ResultRows
          items={[
            [intl.formatMessage(messages.orderId), order.orderNo],
            [intl.formatMessage(messages.orderTime), order.createTime],
            ...(order.payTime ? [[intl.formatMessage(messages.payTime), order.payTime] as [string, string]] : []),
            [intl.formatMessage(messages.payType), payTypeName],
            [intl.formatMessage(messages.payPrice), money(order.payPrice)],
          ]}
        />
        <div css={resultActions}>
          {isVisitorSession() ? (
            // A guest has no order list to come back to: each shop's order gets its own detail link.
            order.orderList.map((merchantOrder) => (
              <ButtonLink key={merchantOrder.orderNo} to={link(orderDetailPath(merchantOrder.orderNo, 1))}>
                {intl.formatMessage(messages.viewMerchantOrder, { orderNo: merchantOrder.orderNo, name: merchantOrder.merName })}
              </ButtonLink>
            ))
          ) : (
            <ButtonLink to={link(orderListPath(1))}>{intl.formatMessage(messages.viewOrder)}</ButtonLink>
          )}
          {backHome}
        </div>
      </ResultPanel>
    );
  }

  if (kind === 'cancelled') {
    return (
      <ResultPanel tone="failure" title={intl.formatMessage(messages.cancelled)}>
        <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.cancelledText)}</p>
        <ResultRows items={[[intl.formatMessage(messages.orderId), order.orderNo]]} />
        <div css={resultActions}>{backHome}</div>
      </ResultPanel>
    );
  }

  const rows: Array<[string, string]> = [
    [intl.formatMessage(messages.orderId), order.orderNo],
    [intl.formatMessage(messages.orderTime), order.createTime],
    [intl.formatMessage(messages.toPay), money(order.payPrice)],
  ];

  if (kind === 'failed') {
    return (
      <ResultPanel tone="failure" title={intl.formatMessage(messages.failure)}>
        <ResultRows
          items={[...rows, [intl.formatMessage(messages.failReason), order.failReason || intl.formatMessage(messages.unknownReason)]]}
        />
        <div css={resultActions}>
          {payAgain}
          {backHome}
        </div>
      </ResultPanel>
    );
  }

  return (
    <ResultPanel tone="pending" title={intl.formatMessage(messages.pending)}>
      <p role="status" css={{ margin: 0, color: theme.colors.muted }}>
        {intl.formatMessage(result.pollingEnded ? messages.pendingEnded : messages.pendingText)}
      </p>
      <ResultRows items={rows} />
      <div css={resultActions}>
        <Button variant="secondary" loading={result.order.status === 'loading'} onClick={() => dispatch(resultRequested(orderNo))}>
          {intl.formatMessage(messages.refresh)}
        </Button>
        {result.pollingEnded && payAgain}
        {backHome}
      </div>
    </ResultPanel>
  );
}
