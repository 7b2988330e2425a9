import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import type { OrderCenterPageId } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>), fetched when the host first shows it.
 */
export const pages = lazyPages<OrderCenterPageId>(
  {
    orderDetail: () => import(/* webpackChunkName: "page-orderDetail" */ '../app/pages/order-detail-page').then((m) => m.OrderDetailPage),
    refundDetail: () =>
      import(/* webpackChunkName: "page-refundDetail" */ '../app/pages/refund-detail-page').then((m) => m.RefundDetailPage),
    orderList: () => import(/* webpackChunkName: "page-orderList" */ '../app/pages/order-list-page').then((m) => m.OrderListPage),
    refundList: () => import(/* webpackChunkName: "page-refundList" */ '../app/pages/refund-list-page').then((m) => m.RefundListPage),
    refundConfirm: () =>
      import(/* webpackChunkName: "page-refundConfirm" */ '../app/pages/refund-confirm-page').then((m) => m.RefundConfirmPage),
    evaluationList: () =>
      import(/* webpackChunkName: "page-evaluationList" */ '../app/pages/evaluation-list-page').then((m) => m.EvaluationListPage),
    evaluationConfirm: () =>
      import(/* webpackChunkName: "page-evaluationConfirm" */ '../app/pages/evaluation-confirm-page').then((m) => m.EvaluationConfirmPage),
    addressList: () => import(/* webpackChunkName: "page-addressList" */ '../app/pages/address-list-page').then((m) => m.AddressListPage),
    collectionList: () =>
      import(/* webpackChunkName: "page-collectionList" */ '../app/pages/collection-list-page').then((m) => m.CollectionListPage),
    couponList: () => import(/* webpackChunkName: "page-couponList" */ '../app/pages/coupon-list-page').then((m) => m.CouponListPage),
    userInfo: () => import(/* webpackChunkName: "page-userInfo" */ '../app/pages/user-info-page').then((m) => m.UserInfoPage),
    userIntegral: () => import(/* webpackChunkName: "page-userIntegral" */ '../app/pages/user-points-page').then((m) => m.UserPointsPage),
  },
  remote.withProviders,
);
