// Links out of the order center pages (bare paths: pages localise them with localizePath).

export const HOME_PATH = '/';
export const CART_PATH = '/order/shopping_cart';
export const REFUND_LIST_PATH = '/users/refund_list';
/** Where a new refund request lands (menuCur 222 marks "Refunds" in the user menu, facts 2.11). */
export const REFUND_LIST_AFTER_APPLY_PATH = '/users/refund_list?menuCur=222';

export const productPath = (productId: number) => `/goods_detail/${productId}`;

/** A shop's home page. The merchant street remote reads the shop from `id` (its /merchant/merchant/* pages). */
export const merchantPath = (merId: number) => `/merchant/merchant/home?id=${merId}`;

export const orderListPath = (orderStatus: number, page = 1) =>
  page > 1 ? `/users/order_list?orderStatus=${orderStatus}&page=${page}` : `/users/order_list?orderStatus=${orderStatus}`;

/** An order's detail: a master order (PT…, unpaid) with orderStatus 0, a merchant order (SH…) otherwise. */
export function orderDetailPath(orderNo: string, orderStatus?: number): string {
  const query = new URLSearchParams({ orderNo });
  if (orderStatus !== undefined) query.set('orderStatus', String(orderStatus));
  return `/order/order_detail?${query.toString()}`;
}

export const refundConfirmPath = (orderNo: string) => `/users/refund_confirm?orderNo=${encodeURIComponent(orderNo)}`;

export const refundDetailPath = (refundOrderNo: string) =>
  `/order/refund_detail?orderNo=${encodeURIComponent(refundOrderNo)}`;

export const evaluationConfirmPath = (orderInfoId: number) => `/users/evaluation_confirm?orderInfoId=${orderInfoId}`;

/** The checkout remote's card page for a master order (PT…). */
export function stripePaymentPath(clientSecret: string, orderNo: string): string {
  return `/order/stripe_payment?${new URLSearchParams({ clientSecret, orderNo }).toString()}`;
}
