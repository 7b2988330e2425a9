import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { panel } from '../../../components/panel-styles';
import { paymentResultPath } from '@mall/routes';
import { selectPayment } from '../store/selectors';
import { authenticateSubmitted, cardMessageShown, paymentPageOpened, resultOpened, testCardSubmitted } from '../store/slice';
import { AuthenticateStep } from './authenticate-step';
import { PaymentMessage } from './payment-message';
import { TestCardForm } from './test-card-form';
import { TestCardHint } from './test-card-hint';

// Stripe's code is fetched only when cards go to Stripe (never in test mode).
const StripeElementForm = lazy(() => import('./stripe-element-form'));

const messages = defineMessages({
  order: defineMessage<{ orderNo: string }>({
    id: 'checkout.CardPaymentView.order',
    defaultMessage: 'Order {orderNo}',
    description: 'The order being paid',
  }),
  amount: { id: 'checkout.CardPaymentView.amount', defaultMessage: 'Amount to pay', description: 'Label of the amount of the order' },
  notConfigured: {
    id: 'checkout.CardPaymentView.notConfigured',
    defaultMessage: 'Card payments are not set up on this shop yet.',
    description: 'Stripe mode without a publishable key',
  },
});

const column = css({ maxWidth: 520, margin: '0 auto' });
const summary = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: theme.space.lg });
const amountStyle = css({ color: theme.colors.brandStrong, fontSize: theme.font.size.xxl, fontWeight: 700 });

/** The card page for one order: the test provider's form (test mode) or Stripe's Payment Element. */
export function CardPaymentView({ orderNo, clientSecret }: { orderNo: string; clientSecret: string }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const money = useMoney();
  const payment = useSelector(selectPayment);

  // The store may still hold a former visit's state: it counts once this visit has asked for its own.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  useEffect(() => {
    dispatch(paymentPageOpened(orderNo));
    setOpenedFor(orderNo);
  }, [dispatch, orderNo]);
  const opened = openedFor === orderNo;

  const order = opened ? payment.order.data : null;
  const alreadySettled = order !== null && order.orderNo === orderNo && (order.paid || order.payStatus === 'cancelled');
  const finished = opened ? (payment.finishedOrderNo ?? (alreadySettled ? orderNo : null)) : null;
  useEffect(() => {
    if (!finished) return;
    dispatch(resultOpened());
    navigate(localizePath(paymentResultPath(finished), locale));
  }, [dispatch, navigate, locale, finished]);

  if (!opened || payment.orderNo !== orderNo || payment.methods.status === 'loading' || payment.order.status === 'loading') {
    return <LoadingBlock minHeight={360} />;
  }
  const failure = payment.methods.error ?? payment.order.error;
  if (failure) return <ErrorNotice failure={failure} onRetry={() => dispatch(paymentPageOpened(orderNo))} />;
  const methods = payment.methods.data;
  if (!methods || !order) return <LoadingBlock minHeight={360} />;

  const testMode = methods.testCardMode === true;
  const publishableKey = methods.stripePublishableKey ?? '';
  const returnUrl = `${window.location.origin}${localizePath(paymentResultPath(orderNo), locale)}`;

  return (
    <div css={[panel, column]}>
      <div css={summary}>
        <span>{intl.formatMessage(messages.order, { orderNo })}</span>
        <span>
          <span css={{ marginRight: theme.space.sm, color: theme.colors.muted }}>{intl.formatMessage(messages.amount)}</span>
          <span css={amountStyle} data-amount>
            {money(order.payPrice)}
          </span>
        </span>
      </div>
      {testMode && <TestCardHint />}
      {testMode && payment.card !== 'requiresAction' && payment.card !== 'authenticating' && (
        <TestCardForm
          busy={payment.card === 'confirming'}
          onPay={(card) => dispatch(testCardSubmitted({ ...card, clientSecret, orderNo }))}
        />
      )}
      {testMode && (payment.card === 'requiresAction' || payment.card === 'authenticating') && (
        <AuthenticateStep
          amount={money(order.payPrice)}
          busy={payment.card === 'authenticating'}
          onAnswer={(approve) => dispatch(authenticateSubmitted({ clientSecret, orderNo, approve }))}
        />
      )}
      {!testMode && publishableKey && (
        <Suspense fallback={<LoadingBlock />}>
          <StripeElementForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            locale={locale}
            returnUrl={returnUrl}
            onMessage={(message) => dispatch(cardMessageShown(message))}
          />
        </Suspense>
      )}
      {!testMode && !publishableKey && <p role="alert">{intl.formatMessage(messages.notConfigured)}</p>}
      <PaymentMessage message={payment.message} />
    </div>
  );
}
