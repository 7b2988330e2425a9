import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/order_list */
export function OrderListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.OrderListPage.title"
          defaultMessage="My orders"
          description="Heading of the my orders page"
        />
      </h1>
    </PageColumn>
  );
}
