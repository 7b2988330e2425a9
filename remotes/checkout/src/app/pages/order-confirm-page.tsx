import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/order_confirm */
export function OrderConfirmPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="checkout.OrderConfirmPage.title"
          defaultMessage="Confirm order"
          description="Heading of the confirm order page"
        />
      </h1>
    </PageColumn>
  );
}
