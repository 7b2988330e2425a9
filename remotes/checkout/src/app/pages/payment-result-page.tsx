import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { MissingData } from '../../components/missing-data';
import { PageColumn, selectSignedIn } from '@mall/remote-kit';
import { CheckoutSignInPrompt } from '../../components/checkout-sign-in-prompt';
import { ResultView } from '../../features/result/components/result-view';
import { paymentSaga } from '../../features/payment/store/saga';
import { paymentReducer } from '../../features/payment/store/slice';
import { resultSaga } from '../../features/result/store/saga';
import { resultReducer } from '../../features/result/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ payment: { reducer: paymentReducer, saga: paymentSaga }, result: { reducer: resultReducer, saga: resultSaga } });

/** /order/payment_result?orderNo= (Stripe comes back with &payment_intent=&redirect_status= added). */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const orderNo = params.get('orderNo')?.trim() ?? '';
  let content;
  if (!orderNo) content = <MissingData />;
  else if (!signedIn) content = <CheckoutSignInPrompt />;
  else content = <ResultView orderNo={orderNo} redirectStatus={params.get('redirect_status')} />;
  return (
    <PageColumn>
      <h1>
        <FormattedMessage id="checkout.PaymentResultPage.title" defaultMessage="Payment result" description="Heading of the payment result page" />
      </h1>
      {content}
    </PageColumn>
  );
}
