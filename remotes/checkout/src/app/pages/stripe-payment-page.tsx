import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { MissingData } from '../../components/missing-data';
import { PageColumn, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CheckoutSignInPrompt } from '../../components/checkout-sign-in-prompt';
import { CardPaymentView } from '../../features/payment/components/card-payment-view';
import { paymentSaga } from '../../features/payment/store/saga';
import { paymentReducer } from '../../features/payment/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ payment: { reducer: paymentReducer, saga: paymentSaga } });

/** /order/stripe_payment?clientSecret=&orderNo= */
export function StripePaymentPage() {
  const heading = useIntl().formatMessage({
    id: 'checkout.StripePaymentPage.title',
    defaultMessage: 'Card payment',
    description: 'Heading of the card payment page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const clientSecret = params.get('clientSecret')?.trim() ?? '';
  const orderNo = params.get('orderNo')?.trim() ?? '';
  let content;
  if (!clientSecret || !orderNo) content = <MissingData />;
  else if (!signedIn) content = <CheckoutSignInPrompt />;
  else content = <CardPaymentView orderNo={orderNo} clientSecret={clientSecret} />;
  return (
    <PageColumn>
      <h1>{heading}</h1>
      {content}
    </PageColumn>
  );
}
