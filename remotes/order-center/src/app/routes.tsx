import { routesOf, type PageId } from '@mall/routes';
import type { PageLoaders } from '@mall/remote-kit';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type OrderCenterPageId = PageId<'orderCenter'>;

/**
 * The remote's pages, each loaded on first use as its own chunk (page-<id>, which the host's server preloads): the
 * one place this remote names its page ids. exposes/pages.tsx wraps them in the remote's providers; the standalone
 * entry and the page tests take them as they are.
 */
export const pageLoaders: PageLoaders<OrderCenterPageId> = {
  orderDetail: () => import(/* webpackChunkName: "page-orderDetail" */ './pages/order-detail-page').then((m) => m.OrderDetailPage),
  refundDetail: () => import(/* webpackChunkName: "page-refundDetail" */ './pages/refund-detail-page').then((m) => m.RefundDetailPage),
  orderList: () => import(/* webpackChunkName: "page-orderList" */ './pages/order-list-page').then((m) => m.OrderListPage),
  refundList: () => import(/* webpackChunkName: "page-refundList" */ './pages/refund-list-page').then((m) => m.RefundListPage),
  refundConfirm: () => import(/* webpackChunkName: "page-refundConfirm" */ './pages/refund-confirm-page').then((m) => m.RefundConfirmPage),
  evaluationList: () =>
    import(/* webpackChunkName: "page-evaluationList" */ './pages/evaluation-list-page').then((m) => m.EvaluationListPage),
  evaluationConfirm: () =>
    import(/* webpackChunkName: "page-evaluationConfirm" */ './pages/evaluation-confirm-page').then((m) => m.EvaluationConfirmPage),
  addressList: () => import(/* webpackChunkName: "page-addressList" */ './pages/address-list-page').then((m) => m.AddressListPage),
  collectionList: () =>
    import(/* webpackChunkName: "page-collectionList" */ './pages/collection-list-page').then((m) => m.CollectionListPage),
  couponList: () => import(/* webpackChunkName: "page-couponList" */ './pages/coupon-list-page').then((m) => m.CouponListPage),
  userInfo: () => import(/* webpackChunkName: "page-userInfo" */ './pages/user-info-page').then((m) => m.UserInfoPage),
  userIntegral: () => import(/* webpackChunkName: "page-userIntegral" */ './pages/user-points-page').then((m) => m.UserPointsPage),
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('orderCenter');
