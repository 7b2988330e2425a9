// Typed links to the storefront's pages: bare (English) paths; a page localises them with `localizePath` of
// @mall/i18n. Each builder fills one path of the table (table.ts), so a link cannot name a route that does not exist.
import {
  ACTIVITY_LIST_PATH,
  EVALUATION_CONFIRM_PATH,
  GOODS_DETAIL_PATH,
  GOODS_SEARCH_PATH,
  MERCHANT_MORE_PATH,
  MERCHANT_PATH,
  ORDER_CONFIRM_PATH,
  ORDER_DETAIL_PATH,
  ORDER_LIST_PATH,
  PAYMENT_RESULT_PATH,
  REFUND_CONFIRM_PATH,
  REFUND_DETAIL_PATH,
  STRIPE_PAYMENT_PATH,
} from './table';

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
export const stripePaymentPath = (clientSecret: string, orderNo: string) =>
  withQuery(STRIPE_PAYMENT_PATH, { clientSecret, orderNo });

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

/** The review form of one order line. */
export const evaluationConfirmPath = (orderInfoId: number) => `${EVALUATION_CONFIRM_PATH}?orderInfoId=${orderInfoId}`;
