import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/stripe_payment */
export function StripePaymentPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="checkout.StripePaymentPage.title"
          defaultMessage="Card payment"
          description="Heading of the card payment page"
        />
      </h1>
    </PageColumn>
  );
}
