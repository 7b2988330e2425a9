import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { OrderListView } from '../../features/orders/components/order-list-view';

/** /users/order_list?orderStatus=0..4&page= */
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
      <OrderListView />
    </PageColumn>
  );
}
