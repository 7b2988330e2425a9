// Typed calls of the checkout pages: cart (facts 2.8), pre-order, confirm and create (2.9), payment (2.10 and
// the built-in test-card provider), addresses (2.12), order coupons (2.13) and the guest cart kept across sign-in.
// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, withOptions, type CallOptions } from '@mall/api-client';
import type {
  AddressEditRequest,
  CartMerchantGroup,
  CartPreOrderDetail,
  CartResetRequest,
  ComputedPrice,
  ComputePriceRequest,
  MasterOrderDetail,
  OrderCoupon,
  OrderCreateRequest,
  OrderCreateResponse,
  OrderPayRequest,
  OrderPayResult,
  PayMethodResponse,
  PreOrderResponse,
  PreOrderVo,
  TestCardAuthenticateRequest,
  TestCardConfirmRequest,
  TestCardResult,
  UserAddress,
} from '@mall/contract';

const get = <T>(url: string, params: Record<string, unknown> | undefined, options?: CallOptions) =>
  request<T>({ method: 'GET', url, params, ...withOptions(options) });

const post = <T>(url: string, data: unknown, options?: CallOptions) => request<T>({ method: 'POST', url, data, ...withOptions(options) });

const segment = (value: string) => encodeURIComponent(value);

// ---- cart -----------------------------------------------------------------------------------------------

/** GET /api/front/cart/list?isValid=: valid (true) or invalid (false) lines, grouped by merchant (a plain array). */
export function getCartList(isValid: boolean, options?: CallOptions): Promise<CartMerchantGroup[]> {
  return get('/api/front/cart/list', { isValid }, options);
}

/** POST /api/front/cart/num {id, number}: a line's quantity (1..stock). */
export function updateCartQuantity(id: number, number: number, options?: CallOptions): Promise<unknown> {
  return post('/api/front/cart/num', { id, number }, options);
}

/** POST /api/front/cart/delete {ids}: one line, or every invalid line at once. */
export function deleteCartLines(ids: number[], options?: CallOptions): Promise<unknown> {
  return post('/api/front/cart/delete', { ids }, options);
}

/** POST /api/front/cart/resetcart {id, num, productId, unique}: reselect another SKU for an invalid line. */
export function resetCartLine(body: CartResetRequest, options?: CallOptions): Promise<unknown> {
  return post('/api/front/cart/resetcart', body, options);
}

/**
 * POST /api/front/cart/merge/visitor {visitorToken}, with the real account's token in the header: the guest
 * cart of the same browser moves into the account (quantities summed within stock), then the guest token ends.
 */
export function mergeVisitorCart(visitorToken: string, options?: CallOptions): Promise<unknown> {
  return post('/api/front/cart/merge/visitor', { visitorToken }, options);
}

/** POST /api/front/order/pre/order {preOrderType:'shoppingCart', orderDetails:[{shoppingCartId}]}. */
export function createCartPreOrder(cartIds: number[], options?: CallOptions): Promise<PreOrderResponse> {
  const orderDetails: CartPreOrderDetail[] = cartIds.map((shoppingCartId) => ({ shoppingCartId }));
  return post('/api/front/order/pre/order', { preOrderType: 'shoppingCart', orderDetails }, options);
}

// ---- confirm --------------------------------------------------------------------------------------------

/** GET /api/front/order/load/pre/{preOrderNo}: lines per merchant with prices recomputed now. */
export function loadPreOrder(preOrderNo: string, options?: CallOptions): Promise<PreOrderVo> {
  return get(`/api/front/order/load/pre/${segment(preOrderNo)}`, undefined, options);
}

/** GET /api/pc/address/all/list: every address of the shopper (a plain array). */
export function getAllAddresses(options?: CallOptions): Promise<UserAddress[]> {
  return get('/api/pc/address/all/list', undefined, options);
}

/** POST /api/front/address/edit: creates (no id) or updates an address. */
export function saveAddress(body: AddressEditRequest, options?: CallOptions): Promise<Partial<UserAddress> | null> {
  return post('/api/front/address/edit', body, options);
}

/** GET /api/front/pay/method: which payment methods are on, and whether cards go to the test provider. */
export function getPayMethods(options?: CallOptions): Promise<PayMethodResponse> {
  return get('/api/front/pay/method', undefined, options);
}

/** GET /api/front/coupons/order/{preOrderNo}: the shopper's coupons usable on this pre-order (a plain array). */
export function getOrderCoupons(preOrderNo: string, options?: CallOptions): Promise<OrderCoupon[]> {
  return get(`/api/front/coupons/order/${segment(preOrderNo)}`, undefined, options);
}

/** POST /api/front/order/computed/price: the server's totals for the chosen address, coupons and points. */
export function computeOrderPrice(body: ComputePriceRequest, options?: CallOptions): Promise<ComputedPrice> {
  return post('/api/front/order/computed/price', body, options);
}

/**
 * POST /api/front/order/create. The Idempotency-Key is made once per visit of the confirm page: a second
 * submit (double click, retry after a lost answer) gets the same order instead of a new one.
 */
export function createOrder(body: OrderCreateRequest, idempotencyKey: string, options?: CallOptions): Promise<OrderCreateResponse> {
  return request<OrderCreateResponse>({
    method: 'POST',
    url: '/api/front/order/create',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...withOptions(options),
  });
}

// ---- payment --------------------------------------------------------------------------------------------

/** POST /api/front/pay/payment {orderNo, payType, payChannel:'pc'}: for stripe, the PaymentIntent's client secret. */
export function payOrder(body: OrderPayRequest, options?: CallOptions): Promise<OrderPayResult> {
  return post('/api/front/pay/payment', body, options);
}

/** POST /api/front/pay/test-card/confirm: the test provider's card network (test mode only). */
export function confirmTestCard(body: TestCardConfirmRequest, options?: CallOptions): Promise<TestCardResult> {
  return post('/api/front/pay/test-card/confirm', body, options);
}

/** POST /api/front/pay/test-card/authenticate {clientSecret, approve}: the "confirm this payment" step. */
export function authenticateTestCard(body: TestCardAuthenticateRequest, options?: CallOptions): Promise<TestCardResult> {
  return post('/api/front/pay/test-card/authenticate', body, options);
}

/** GET /api/front/order/master/detail/{masterNo}: the order with its real payment state. */
export function getMasterOrderDetail(orderNo: string, options?: CallOptions): Promise<MasterOrderDetail> {
  return get(`/api/front/order/master/detail/${segment(orderNo)}`, undefined, options);
}
