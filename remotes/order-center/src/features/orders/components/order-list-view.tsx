import { css } from '@emotion/react';
import { useCallback, useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, useLoadingBar } from '@mall/remote-kit';
import { HOME_PATH } from '@mall/routes';
import { useOrderActionEffects } from '../hooks/use-order-action-effects';
import { ORDER_TABS, ORDERS_PAGE_SIZE, pageOf, TAB_COUNT, tabOf, type OrderTab } from '../order-tabs';
import { selectOrderCounts, selectOrderList } from '../store/selectors';
import { ordersClosed, ordersOpened } from '../store/slice';
import { MerchantOrderCard } from './merchant-order-card';
import { UnpaidOrderCard } from './unpaid-order-card';

const tabNames = defineMessages<`${OrderTab}`>({
  0: { id: 'orderCenter.OrderListView.tabToPay', defaultMessage: 'To pay', description: 'Tab of unpaid orders' },
  1: { id: 'orderCenter.OrderListView.tabToShip', defaultMessage: 'To ship', description: 'Tab of paid orders waiting to ship' },
  2: { id: 'orderCenter.OrderListView.tabToReceive', defaultMessage: 'To receive', description: 'Tab of shipped orders' },
  3: { id: 'orderCenter.OrderListView.tabToReview', defaultMessage: 'To review', description: 'Tab of received orders' },
  4: { id: 'orderCenter.OrderListView.tabAfterSales', defaultMessage: 'After-sales', description: 'Tab of orders with a refund' },
  5: { id: 'orderCenter.OrderListView.tabCompleted', defaultMessage: 'Completed', description: 'Tab of completed orders' },
  6: { id: 'orderCenter.OrderListView.tabCancelled', defaultMessage: 'Cancelled', description: 'Tab of cancelled orders' },
  7: { id: 'orderCenter.OrderListView.tabAll', defaultMessage: 'All', description: 'Tab of every order' },
});

const empties = defineMessages<`${OrderTab}`>({
  0: {
    id: 'orderCenter.OrderListView.emptyToPay',
    defaultMessage: 'No orders waiting for payment',
    description: 'Empty tab of unpaid orders',
  },
  1: {
    id: 'orderCenter.OrderListView.emptyToShip',
    defaultMessage: 'No orders waiting to ship',
    description: 'Empty tab of orders to ship',
  },
  2: {
    id: 'orderCenter.OrderListView.emptyToReceive',
    defaultMessage: 'No parcels on their way',
    description: 'Empty tab of shipped orders',
  },
  3: { id: 'orderCenter.OrderListView.emptyToReview', defaultMessage: 'No received orders', description: 'Empty tab of received orders' },
  4: { id: 'orderCenter.OrderListView.emptyAfterSales', defaultMessage: 'No refunds or returns', description: 'Empty after-sales tab' },
  5: {
    id: 'orderCenter.OrderListView.emptyCompleted',
    defaultMessage: 'No completed orders',
    description: 'Empty tab of completed orders',
  },
  6: {
    id: 'orderCenter.OrderListView.emptyCancelled',
    defaultMessage: 'No cancelled orders',
    description: 'Empty tab of cancelled orders',
  },
  7: { id: 'orderCenter.OrderListView.emptyAll', defaultMessage: 'No orders yet', description: 'Empty tab of every order' },
});

const messages = defineMessages({
  tabs: { id: 'orderCenter.OrderListView.tabs', defaultMessage: 'Orders by state', description: 'Accessible name of the order tabs' },
  tabWithCount: defineMessage<{ name: string; count: number }>({
    id: 'orderCenter.OrderListView.tabWithCount',
    defaultMessage: '{name} ({count})',
    description: 'A tab with the number of its orders',
  }),
  shop: { id: 'orderCenter.OrderListView.shop', defaultMessage: 'Go shopping', description: 'Link home from an empty tab' },
});

const TABS_ID = 'order-tabs';

const list = css({ paddingTop: theme.space.md, '&:focus': { outline: 'none' } });

/** "My orders": the eight tabs with their counts (tab and page in the URL), the orders of the tab and a pager. */
export function OrderListView() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('orderStatus'));
  const page = pageOf(params.get('page'));
  const counts = useSelector(selectOrderCounts);
  const orders = useSelector(selectOrderList);

  const load = useCallback(() => dispatch(ordersOpened({ tab, page })), [dispatch, tab, page]);
  // Another page of the same tab keeps its rows (marked busy) while the next arrive: the top bar runs meanwhile.
  useLoadingBar(orders.status === 'loading');
  useEffect(() => {
    load();
  }, [load]);
  useEffect(
    () => () => {
      dispatch(ordersClosed());
    },
    [dispatch],
  );
  // The saga reloads the tab and the counts after each action; this page adds the toast and the next page.
  useOrderActionEffects();

  const go = (nextTab: OrderTab, nextPage = 1) => {
    const next = new URLSearchParams(params);
    next.set('orderStatus', String(nextTab));
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };

  const items = ORDER_TABS.map((value) => {
    const name = intl.formatMessage(tabNames[value]);
    const count = counts.data?.[TAB_COUNT[value]];
    return {
      value: String(value),
      label: count === undefined ? name : intl.formatMessage(messages.tabWithCount, { name, count }),
    };
  });

  const data = orders.data?.tab === tab ? orders.data : null;
  let content;
  if (orders.status === 'failed' && orders.error) content = <ErrorNotice failure={orders.error} onRetry={load} />;
  else if (!data) content = <LoadingBlock />;
  else if (data.orders.list.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(empties[tab])}
        action={<Link to={localizePath(HOME_PATH, locale)}>{intl.formatMessage(messages.shop)}</Link>}
      />
    );
  } else {
    content = (
      <>
        <div aria-busy={orders.status === 'loading'}>
          {data.tab === 0
            ? data.orders.list.map((order) => <UnpaidOrderCard key={order.orderNo} order={order} />)
            : data.orders.list.map((order) => <MerchantOrderCard key={order.orderNo} order={order} tab={tab} />)}
        </div>
        <Pager total={data.orders.total} pageSize={ORDERS_PAGE_SIZE} page={page} onChange={(next) => go(tab, next)} />
      </>
    );
  }

  return (
    <>
      <Tabs
        id={TABS_ID}
        label={intl.formatMessage(messages.tabs)}
        items={items}
        value={String(tab)}
        onChange={(value) => go(tabOf(value))}
      />
      <TabPanel tabsId={TABS_ID} value={String(tab)}>
        <div css={list}>{content}</div>
      </TabPanel>
    </>
  );
}
