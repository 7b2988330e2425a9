import type { ComponentType } from 'react';
import { routesOf, type PageId } from '@mall/routes';
import { OrderDetailPage } from './pages/order-detail-page';
import { RefundDetailPage } from './pages/refund-detail-page';
import { OrderListPage } from './pages/order-list-page';
import { RefundListPage } from './pages/refund-list-page';
import { RefundConfirmPage } from './pages/refund-confirm-page';
import { EvaluationListPage } from './pages/evaluation-list-page';
import { EvaluationConfirmPage } from './pages/evaluation-confirm-page';
import { AddressListPage } from './pages/address-list-page';
import { CollectionListPage } from './pages/collection-list-page';
import { CouponListPage } from './pages/coupon-list-page';
import { UserInfoPage } from './pages/user-info-page';
import { UserPointsPage } from './pages/user-points-page';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type OrderCenterPageId = PageId<'orderCenter'>;

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<OrderCenterPageId, ComponentType> = {
  orderDetail: OrderDetailPage,
  refundDetail: RefundDetailPage,
  orderList: OrderListPage,
  refundList: RefundListPage,
  refundConfirm: RefundConfirmPage,
  evaluationList: EvaluationListPage,
  evaluationConfirm: EvaluationConfirmPage,
  addressList: AddressListPage,
  collectionList: CollectionListPage,
  couponList: CouponListPage,
  userInfo: UserInfoPage,
  userIntegral: UserPointsPage,
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('orderCenter');
