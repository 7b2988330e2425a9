import { request, withOptions, type CallOptions } from '@mall/api-client';
import { getData, postData } from '@mall/api-client/calls';
import type {
  AddressEditRequest,
  ComputePriceRequest,
  ComputedPrice,
  OrderCoupon,
  OrderCreateRequest,
  OrderCreateResponse,
  PreOrderVo,
  UserAddress,
} from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/load/pre/{preOrderNo}: lines per merchant with prices recomputed now. */
export function loadPreOrder(preOrderNo: string, options?: CallOptions): Promise<PreOrderVo> {
  return getData(apiPath(endpoints.loadPreOrder, { preOrderNo }), undefined, options);
}

/** POST /api/front/address/edit: creates (no id) or updates an address. */
export function saveAddress(body: AddressEditRequest, options?: CallOptions): Promise<Partial<UserAddress> | null> {
  return postData(endpoints.addressEdit, body, options);
}

/** GET /api/front/coupons/order/{preOrderNo}: the shopper's coupons usable on this pre-order (a plain array). */
export function getOrderCoupons(preOrderNo: string, options?: CallOptions): Promise<OrderCoupon[]> {
  return getData(apiPath(endpoints.preOrderCoupons, { preOrderNo }), undefined, options);
}

/** POST /api/front/order/computed/price: the server's totals for the chosen address, coupons and points. */
export function computeOrderPrice(body: ComputePriceRequest, options?: CallOptions): Promise<ComputedPrice> {
  return postData(endpoints.computedPrice, body, options);
}

/**
 * POST /api/front/order/create. The Idempotency-Key is made once per visit of the confirm page: a second
 * submit (double click, retry after a lost answer) gets the same order instead of a new one.
 */
export function createOrder(body: OrderCreateRequest, idempotencyKey: string, options?: CallOptions): Promise<OrderCreateResponse> {
  return request<OrderCreateResponse>({
    method: 'POST',
    url: endpoints.orderCreate,
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...withOptions(options),
  });
}
