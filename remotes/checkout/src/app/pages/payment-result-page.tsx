import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/payment_result */
export function PaymentResultPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="checkout.PaymentResultPage.title"
          defaultMessage="Payment result"
          description="Heading of the payment result page"
        />
      </h1>
    </PageColumn>
  );
}
