// Each route's bare path once, and the typed links built from them (docs/architecture.md, "Routes and locale
// prefix"). No imports, and nothing here but the strings and small functions an app links with: remotes bundle this
// module into several page chunks, so it stays small; the table itself is table.ts.

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
/** The login path (spec §2: nuxt-auth's `redirect.login`): the login dialog over a page of its own. */
export const LOGIN_PATH = '/login';

// Typed links to the storefront's pages: bare (English) paths; a page localises them with `localizePath` of
// @mall/i18n. Each builder fills one path above, so a link cannot name a route that does not exist.

type Query = Record<string, string | number>;

const withQuery = (path: string, query: Query) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** A product's page: /goods_detail/<id>. */
export const productPath = (id: number) => GOODS_DETAIL_PATH.replace(':id', String(id));

/** A store's pages (the merchant street remote reads the store from `id`). */
export type ShopPage = 'home' | 'category' | 'coupon' | 'qualification';

/** /merchant/merchant/<page>?id=<merId>, plus `query` (e.g. the tab's menuCur). */
export const shopPath = (merId: number, page: ShopPage = 'home', query: Query = {}) =>
  withQuery(MERCHANT_PATH.replace('*', page), { id: merId, ...query });

/** The merchant search for a name: /merchant/merchant_more?title=<text>. */
export const merchantSearchPath = (title: string) => `${MERCHANT_MORE_PATH}?title=${encodeURIComponent(title)}`;

/** The product search for a keyword: /goods/goods_search?title=<text>&cid=. */
export const searchByTitlePath = (title: string) => `${GOODS_SEARCH_PATH}?title=${encodeURIComponent(title)}&cid=`;

/** The product search for a category: /goods/goods_search?cid=<id>&title=. */
export const searchByCategoryPath = (cid: number) => `${GOODS_SEARCH_PATH}?cid=${encodeURIComponent(String(cid))}&title=`;

/** An activity's product list: /goods/activity_list?id=&type=&name=. */
export const activityPath = (activity: { id: number; type: number; name: string }) =>
  withQuery(ACTIVITY_LIST_PATH, { id: activity.id, type: activity.type, name: activity.name });

/** The order confirmation of a pre-order. */
export const orderConfirmPath = (preOrderNo: string) => `${ORDER_CONFIRM_PATH}?preOrderNo=${encodeURIComponent(preOrderNo)}`;

/** The card page of a master order (PT…). */
export const stripePaymentPath = (clientSecret: string, orderNo: string) => withQuery(STRIPE_PAYMENT_PATH, { clientSecret, orderNo });

/** Where the payment of a master order ends. */
export const paymentResultPath = (orderNo: string) => `${PAYMENT_RESULT_PATH}?orderNo=${encodeURIComponent(orderNo)}`;

/** "My orders" on a status tab (0 unpaid, 1 to ship…), and a page of it after the first. */
export const orderListPath = (orderStatus: number, page = 1) =>
  withQuery(ORDER_LIST_PATH, page > 1 ? { orderStatus, page } : { orderStatus });

/** An order's detail: a master order (PT…, unpaid) with orderStatus 0, a merchant order (SH…) otherwise. */
export const orderDetailPath = (orderNo: string, orderStatus?: number) =>
  withQuery(ORDER_DETAIL_PATH, orderStatus === undefined ? { orderNo } : { orderNo, orderStatus });

/** The return request form of a merchant order (SH…). */
export const refundConfirmPath = (orderNo: string) => `${REFUND_CONFIRM_PATH}?orderNo=${encodeURIComponent(orderNo)}`;

/** A refund order's detail (RE…). */
export const refundDetailPath = (refundOrderNo: string) => `${REFUND_DETAIL_PATH}?orderNo=${encodeURIComponent(refundOrderNo)}`;

/** The merchant application form with its user-menu entry (row 70) marked; with `id`, a rejected application to edit. */
export const merchantApplyPath = (id?: number) => `${MERCHANT_SETTLED_PATH}?${id === undefined ? '' : `id=${id}&`}menuCur=70`;

/** The shopper's merchant applications, with their user-menu entry (row 71) marked. */
export const applicationRecordPath = () => `${APPLICATION_RECORD_PATH}?menuCur=71`;

/** The review form of one order line. */
export const evaluationConfirmPath = (orderInfoId: number) => `${EVALUATION_CONFIRM_PATH}?orderInfoId=${orderInfoId}`;
