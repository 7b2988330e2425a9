import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/order_detail */
export function OrderDetailPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.OrderDetailPage.title"
          defaultMessage="Order details"
          description="Heading of the order details page"
        />
      </h1>
    </PageColumn>
  );
}
