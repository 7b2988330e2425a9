// Links out of the checkout pages (bare paths: pages localise them with localizePath).

export const HOME_PATH = '/';
export const CART_PATH = '/order/shopping_cart';
/** "My orders", the tab of paid orders waiting to ship (facts 3: the header and the success page use 1). */
export const PAID_ORDERS_PATH = '/users/order_list?orderStatus=1';
/** The tab of orders waiting for payment. */
export const UNPAID_ORDERS_PATH = '/users/order_list?orderStatus=0';

export const productPath = (id: number) => `/goods_detail/${id}`;

export const merchantHomePath = (merId: number) => `/merchant/merchant/home?id=${merId}`;

export const orderConfirmPath = (preOrderNo: string) => `/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`;

export function stripePaymentPath(clientSecret: string, orderNo: string): string {
  return `/order/stripe_payment?${new URLSearchParams({ clientSecret, orderNo }).toString()}`;
}

export const paymentResultPath = (orderNo: string) => `/order/payment_result?orderNo=${encodeURIComponent(orderNo)}`;

/** A merchant order (SH…) once paid: the order-center detail page. */
export const orderDetailPath = (merchantOrderNo: string) =>
  `/order/order_detail?orderNo=${encodeURIComponent(merchantOrderNo)}&orderStatus=1`;
