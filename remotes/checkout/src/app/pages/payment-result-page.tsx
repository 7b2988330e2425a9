import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { MissingData } from '../../components/missing-data';
import { PageColumn, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CheckoutSignInPrompt } from '../../components/checkout-sign-in-prompt';
import { selectPayment } from '../../features/payment/store/selectors';
import { paymentStepOpened, payRequested } from '../../features/payment/store/slice';
import { ResultView } from '../../features/result/components/result-view';
import { useFollowPaymentStep } from '../../lib/use-payment-step';
import { paymentSaga } from '../../features/payment/store/saga';
import { paymentReducer } from '../../features/payment/store/slice';
import { resultSaga } from '../../features/result/store/saga';
import { resultReducer } from '../../features/result/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ payment: { reducer: paymentReducer, saga: paymentSaga }, result: { reducer: resultReducer, saga: resultSaga } });

/** /order/payment_result?orderNo= (Stripe comes back with &payment_intent=&redirect_status= added). */
export function PaymentResultPage() {
  const heading = useIntl().formatMessage({
    id: 'checkout.PaymentResultPage.title',
    defaultMessage: 'Payment result',
    description: 'Heading of the payment result page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const dispatch = useDispatch();
  // "Pay again" on an unpaid order: the payment feature starts a new payment, whose step this page follows.
  const payment = useSelector(selectPayment);
  useFollowPaymentStep(payment.next, paymentStepOpened);
  const orderNo = params.get('orderNo')?.trim() ?? '';
  let content;
  if (!orderNo) content = <MissingData />;
  else if (!signedIn) content = <CheckoutSignInPrompt />;
  else
    content = (
      <ResultView
        orderNo={orderNo}
        redirectStatus={params.get('redirect_status')}
        repaying={payment.repay === 'submitting'}
        onPayAgain={(order) => dispatch(payRequested(order))}
      />
    );
  return (
    <PageColumn>
      <h1>{heading}</h1>
      {content}
    </PageColumn>
  );
}
