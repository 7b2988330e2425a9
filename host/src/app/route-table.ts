import type { RemoteName } from './runtime-config';

export type HostPageId = 'privacyAgreement' | 'callbackTwitter';

/** A route the host renders itself. */
export interface HostRouteEntry {
  path: string;
  remote: 'host';
  page: HostPageId;
}

/** A route whose page comes from a remote's exposed `pages` map. */
export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  page: string;
}

export type RouteEntry = HostRouteEntry | RemoteRouteEntry;

/**
 * Every route of the storefront (spec section 2) and who owns it. Paths are bare; the router also registers
 * each under every locale prefix. Pages under /users/ render inside the users layout.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', remote: 'catalog', page: 'home' },
  { path: '/goods_detail/:id', remote: 'catalog', page: 'goodsDetail' },
  { path: '/goods/goods_search', remote: 'catalog', page: 'goodsSearch' },
  { path: '/goods/top_one', remote: 'catalog', page: 'topOne' },
  { path: '/goods/activity_list', remote: 'catalog', page: 'activityList' },

  { path: '/merchant/merchant_street', remote: 'merchantStreet', page: 'merchantStreet' },
  { path: '/merchant/merchant_more', remote: 'merchantStreet', page: 'merchantMore' },
  { path: '/merchant/merchant/*', remote: 'merchantStreet', page: 'merchant' },

  { path: '/order/shopping_cart', remote: 'checkout', page: 'shoppingCart' },
  { path: '/order/order_confirm', remote: 'checkout', page: 'orderConfirm' },
  { path: '/order/stripe_payment', remote: 'checkout', page: 'stripePayment' },
  { path: '/order/payment_result', remote: 'checkout', page: 'paymentResult' },

  { path: '/order/order_detail', remote: 'orderCenter', page: 'orderDetail' },
  { path: '/order/refund_detail', remote: 'orderCenter', page: 'refundDetail' },
  { path: '/users/order_list', remote: 'orderCenter', page: 'orderList' },
  { path: '/users/refund_list', remote: 'orderCenter', page: 'refundList' },
  { path: '/users/refund_confirm', remote: 'orderCenter', page: 'refundConfirm' },
  { path: '/users/evaluation_list', remote: 'orderCenter', page: 'evaluationList' },
  { path: '/users/evaluation_confirm', remote: 'orderCenter', page: 'evaluationConfirm' },
  { path: '/users/address_list', remote: 'orderCenter', page: 'addressList' },
  { path: '/users/collection_list', remote: 'orderCenter', page: 'collectionList' },
  { path: '/users/coupon_list', remote: 'orderCenter', page: 'couponList' },
  { path: '/users/user_info', remote: 'orderCenter', page: 'userInfo' },
  // Points (ours: the contract has no PC points page; its menu entry is a server menu row like the others).
  { path: '/users/user_integral', remote: 'orderCenter', page: 'userIntegral' },

  { path: '/users/merchant_settled', remote: 'merchantSettlement', page: 'merchantSettled' },
  { path: '/users/application_record', remote: 'merchantSettlement', page: 'applicationRecord' },

  { path: '/middlewares/privacy_agreement', remote: 'host', page: 'privacyAgreement' },
  { path: '/middlewares/callback_twitter', remote: 'host', page: 'callbackTwitter' },
];

/** Pages that render inside the users layout (its side menu). */
export const isUsersRoute = (entry: RouteEntry) => entry.path.startsWith('/users/');
