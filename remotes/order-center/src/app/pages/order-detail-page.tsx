import { useCallback, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { ErrorNotice, LoadingBlock, PageColumn, PageProblem, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { OrdersSignInPrompt } from '../../components/orders-sign-in-prompt';
import { DeliveryBlock } from '../../features/logistics/components/delivery-block';
import { selectLogistics } from '../../features/logistics/store/selectors';
import { logisticsSaga } from '../../features/logistics/store/saga';
import { logisticsClosed, logisticsReducer, logisticsRequested } from '../../features/logistics/store/slice';
import { MasterOrderView } from '../../features/order-detail/components/master-order-view';
import { MerchantOrderView } from '../../features/order-detail/components/merchant-order-view';
import { selectOrderDetail } from '../../features/order-detail/store/selectors';
import { orderDetailSaga } from '../../features/order-detail/store/saga';
import { detailClosed, detailRequested, orderDetailReducer } from '../../features/order-detail/store/slice';
import { LineReviewAction } from '../../features/orders/components/line-review-action';
import { MerchantOrderActions } from '../../features/orders/components/merchant-order-actions';
import { UnpaidOrderActions } from '../../features/orders/components/unpaid-order-actions';
import { useOrderActionEffects } from '../../features/orders/hooks/use-order-action-effects';
import { ordersSaga } from '../../features/orders/store/saga';
import { ordersReducer } from '../../features/orders/store/slice';
import { orderListPath } from '@mall/routes';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({
  logistics: { reducer: logisticsReducer, saga: logisticsSaga },
  orderDetail: { reducer: orderDetailReducer, saga: orderDetailSaga },
  orders: { reducer: ordersReducer, saga: ordersSaga },
});

const messages = defineMessages({
  missing: {
    id: 'orderCenter.OrderDetailPage.missing',
    defaultMessage: 'Missing order number: cannot view order details',
    description: 'The page was opened without an order number',
  },
  toOrders: { id: 'orderCenter.OrderDetailPage.toOrders', defaultMessage: 'Back to my orders', description: 'Link to the order list' },
});

/** A merchant order that has shipped at some point has a delivery to show. */
const SHIPPED = [1, 2, 3];

/**
 * /order/order_detail?orderNo=&orderStatus=: a master order (PT…, or orderStatus=0) while unpaid, else a merchant
 * order (SH…) with its delivery and tracking.
 */
export function OrderDetailPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'orderCenter.OrderDetailPage.title',
    defaultMessage: 'Order details',
    description: 'Heading of the order details page',
  });
  usePageTitle(heading);
  const locale = useLocale();
  const money = useMoney();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const detail = useSelector(selectOrderDetail);
  const logistics = useSelector(selectLogistics);
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const master = /^PT/i.test(orderNo) || params.get('orderStatus') === '0';
  const tab = Number(params.get('orderStatus')) || undefined;

  const load = useCallback(
    (refresh = false) => {
      if (orderNo) dispatch(detailRequested({ orderNo, master, refresh }));
    },
    [dispatch, orderNo, master],
  );
  useEffect(() => {
    if (signedIn) load();
  }, [signedIn, load]);
  useEffect(
    () => () => {
      dispatch(detailClosed());
      dispatch(logisticsClosed());
    },
    [dispatch, orderNo],
  );

  const data = detail.data?.orderNo === orderNo ? detail.data : null;
  const shipped = data?.kind === 'merchant' && data.order.paid && SHIPPED.includes(data.order.status);
  const loadLogistics = useCallback(() => dispatch(logisticsRequested(orderNo)), [dispatch, orderNo]);
  useEffect(() => {
    if (shipped) loadLogistics();
  }, [shipped, loadLogistics]);

  useOrderActionEffects((done) => {
    if (done.orderNo !== orderNo) return;
    if (done.kind === 'delete') navigate(localizePath(orderListPath(3), locale));
    else load(true);
  });

  let content;
  if (!orderNo)
    content = (
      <PageProblem
        text={intl.formatMessage(messages.missing)}
        backTo={orderListPath(0)}
        backLabel={intl.formatMessage(messages.toOrders)}
      />
    );
  else if (!signedIn) content = <OrdersSignInPrompt />;
  else if (detail.status === 'failed' && detail.error) content = <ErrorNotice failure={detail.error} onRetry={() => load()} />;
  else if (!data) content = <LoadingBlock />;
  else if (data.kind === 'master') {
    content = (
      <MasterOrderView
        order={data.order}
        actions={<UnpaidOrderActions orderNo={data.order.orderNo} payType={data.order.payType} amount={money(data.order.payPrice)} />}
      />
    );
  } else {
    const order = data.order;
    content = (
      <MerchantOrderView
        order={order}
        actions={<MerchantOrderActions order={order} inDetail tab={tab} />}
        delivery={shipped ? <DeliveryBlock logistics={logistics} onRetry={loadLogistics} received={order.status >= 2} /> : null}
        lineAction={(line) => <LineReviewAction order={order} line={line} />}
      />
    );
  }

  return (
    <PageColumn>
      <h1>{heading}</h1>
      {content}
    </PageColumn>
  );
}
