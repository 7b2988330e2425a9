// Every route of the storefront, once: its bare path, the app that owns it and the page id that app renders it with
// (docs/architecture.md, "Routes and locale prefix"). The host routes by this table (and registers each path under
// every locale prefix), each remote exposes exactly its pages of it, links are built from its paths (links.ts), the
// host's server preloads by it (the build writes it as dist/route-table.json) and the journeys navigate with it.
//
// This file is data only, with no imports: the host's build reads it to write route-table.json. Each path is its
// own constant so that an app which links to a page bundles that one string, not the table.

/** The remotes, by their federation names. */
export type RemoteName = 'catalog' | 'merchantStreet' | 'checkout' | 'orderCenter' | 'merchantSettlement';
/** Who renders a route: a remote's exposed `pages`, or the host itself. */
export type RouteOwner = RemoteName | 'host';

export const HOME_PATH = '/';
export const GOODS_DETAIL_PATH = '/goods_detail/:id';
export const GOODS_SEARCH_PATH = '/goods/goods_search';
export const TOP_ONE_PATH = '/goods/top_one';
export const ACTIVITY_LIST_PATH = '/goods/activity_list';
export const MERCHANT_STREET_PATH = '/merchant/merchant_street';
export const MERCHANT_MORE_PATH = '/merchant/merchant_more';
/** A store's pages: /merchant/merchant/<home|category|coupon|qualification>. */
export const MERCHANT_PATH = '/merchant/merchant/*';
export const SHOPPING_CART_PATH = '/order/shopping_cart';
export const ORDER_CONFIRM_PATH = '/order/order_confirm';
export const STRIPE_PAYMENT_PATH = '/order/stripe_payment';
export const PAYMENT_RESULT_PATH = '/order/payment_result';
export const ORDER_DETAIL_PATH = '/order/order_detail';
export const REFUND_DETAIL_PATH = '/order/refund_detail';
export const ORDER_LIST_PATH = '/users/order_list';
export const REFUND_LIST_PATH = '/users/refund_list';
export const REFUND_CONFIRM_PATH = '/users/refund_confirm';
export const EVALUATION_LIST_PATH = '/users/evaluation_list';
export const EVALUATION_CONFIRM_PATH = '/users/evaluation_confirm';
export const ADDRESS_LIST_PATH = '/users/address_list';
export const COLLECTION_LIST_PATH = '/users/collection_list';
export const COUPON_LIST_PATH = '/users/coupon_list';
export const USER_INFO_PATH = '/users/user_info';
/** Points: ours (the contract has no PC points page; its user-menu entry is a server menu row). */
export const USER_INTEGRAL_PATH = '/users/user_integral';
export const MERCHANT_SETTLED_PATH = '/users/merchant_settled';
export const APPLICATION_RECORD_PATH = '/users/application_record';
export const PRIVACY_AGREEMENT_PATH = '/middlewares/privacy_agreement';
export const CALLBACK_TWITTER_PATH = '/middlewares/callback_twitter';
export const QR_LOGIN_PATH = '/middlewares/qr_login';

/**
 * The routes (spec section 2), in the order the router tries them. Pages under /users/ render inside the host's
 * users layout. `data`: the API reads the page starts with, `:params` from the path; the host's server preloads them
 * for an anonymous visitor so the answer is on its way while the page's code loads.
 */
export const ROUTES = [
  { path: HOME_PATH, remote: 'catalog', page: 'home' },
  { path: GOODS_DETAIL_PATH, remote: 'catalog', page: 'goodsDetail', data: ['/api/front/product/detail/:id'] },
  { path: GOODS_SEARCH_PATH, remote: 'catalog', page: 'goodsSearch' },
  { path: TOP_ONE_PATH, remote: 'catalog', page: 'topOne' },
  { path: ACTIVITY_LIST_PATH, remote: 'catalog', page: 'activityList' },
  { path: MERCHANT_STREET_PATH, remote: 'merchantStreet', page: 'merchantStreet' },
  { path: MERCHANT_MORE_PATH, remote: 'merchantStreet', page: 'merchantMore' },
  { path: MERCHANT_PATH, remote: 'merchantStreet', page: 'merchant' },
  { path: SHOPPING_CART_PATH, remote: 'checkout', page: 'shoppingCart' },
  { path: ORDER_CONFIRM_PATH, remote: 'checkout', page: 'orderConfirm' },
  { path: STRIPE_PAYMENT_PATH, remote: 'checkout', page: 'stripePayment' },
  { path: PAYMENT_RESULT_PATH, remote: 'checkout', page: 'paymentResult' },
  { path: ORDER_DETAIL_PATH, remote: 'orderCenter', page: 'orderDetail' },
  { path: REFUND_DETAIL_PATH, remote: 'orderCenter', page: 'refundDetail' },
  { path: ORDER_LIST_PATH, remote: 'orderCenter', page: 'orderList' },
  { path: REFUND_LIST_PATH, remote: 'orderCenter', page: 'refundList' },
  { path: REFUND_CONFIRM_PATH, remote: 'orderCenter', page: 'refundConfirm' },
  { path: EVALUATION_LIST_PATH, remote: 'orderCenter', page: 'evaluationList' },
  { path: EVALUATION_CONFIRM_PATH, remote: 'orderCenter', page: 'evaluationConfirm' },
  { path: ADDRESS_LIST_PATH, remote: 'orderCenter', page: 'addressList' },
  { path: COLLECTION_LIST_PATH, remote: 'orderCenter', page: 'collectionList' },
  { path: COUPON_LIST_PATH, remote: 'orderCenter', page: 'couponList' },
  { path: USER_INFO_PATH, remote: 'orderCenter', page: 'userInfo' },
  { path: USER_INTEGRAL_PATH, remote: 'orderCenter', page: 'userIntegral' },
  { path: MERCHANT_SETTLED_PATH, remote: 'merchantSettlement', page: 'merchantSettled' },
  { path: APPLICATION_RECORD_PATH, remote: 'merchantSettlement', page: 'applicationRecord' },
  { path: PRIVACY_AGREEMENT_PATH, remote: 'host', page: 'privacyAgreement' },
  { path: CALLBACK_TWITTER_PATH, remote: 'host', page: 'callbackTwitter' },
  { path: QR_LOGIN_PATH, remote: 'host', page: 'qrLogin' },
] as const satisfies ReadonlyArray<{ path: string; remote: RouteOwner; page: string; data?: readonly string[] }>;
