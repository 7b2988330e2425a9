import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { OrderListView } from '../../features/orders/components/order-list-view';
import { ordersSaga } from '../../features/orders/store/saga';
import { ordersReducer } from '../../features/orders/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ orders: { reducer: ordersReducer, saga: ordersSaga } });

/** /users/order_list?orderStatus=0..4&page= */
export function OrderListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.OrderListPage.title',
    defaultMessage: 'My orders',
    description: 'Heading of the my orders page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <OrderListView />
    </PageColumn>
  );
}
