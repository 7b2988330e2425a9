import type { ComponentType } from 'react';
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
import { UserIntegralPage } from './pages/user-integral-page';

/** Page ids of the order center remote: the keys of the exposed `pages` map. */
export type OrderCenterPageId = 'orderDetail' | 'refundDetail' | 'orderList' | 'refundList' | 'refundConfirm' | 'evaluationList' | 'evaluationConfirm' | 'addressList' | 'collectionList' | 'couponList' | 'userInfo' | 'userIntegral';

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
  userIntegral: UserIntegralPage,
};

/** The routes this remote owns (spec section 2); the host's route table mirrors them. */
export const routes: ReadonlyArray<{ path: string; page: OrderCenterPageId }> = [
  { path: '/order/order_detail', page: 'orderDetail' },
  { path: '/order/refund_detail', page: 'refundDetail' },
  { path: '/users/order_list', page: 'orderList' },
  { path: '/users/refund_list', page: 'refundList' },
  { path: '/users/refund_confirm', page: 'refundConfirm' },
  { path: '/users/evaluation_list', page: 'evaluationList' },
  { path: '/users/evaluation_confirm', page: 'evaluationConfirm' },
  { path: '/users/address_list', page: 'addressList' },
  { path: '/users/collection_list', page: 'collectionList' },
  { path: '/users/coupon_list', page: 'couponList' },
  { path: '/users/user_info', page: 'userInfo' },
  { path: '/users/user_integral', page: 'userIntegral' },
];
