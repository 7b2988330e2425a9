import type { CallOptions } from '@mall/api-client';
import { getData, postData } from '@mall/api-client/calls';
import type { CartMerchantGroup, CartPreOrderDetail, CartResetRequest, PreOrderResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/cart/list?isValid=: valid (true) or invalid (false) lines, grouped by merchant (a plain array). */
export function getCartList(isValid: boolean, options?: CallOptions): Promise<CartMerchantGroup[]> {
  return getData(endpoints.cartList, { isValid }, options);
}

/** POST /api/front/cart/num {id, number}: a line's quantity (1..stock). */
export function updateCartQuantity(id: number, number: number, options?: CallOptions): Promise<unknown> {
  return postData(endpoints.cartNum, { id, number }, options);
}

/** POST /api/front/cart/delete {ids}: one line, or every invalid line at once. */
export function deleteCartLines(ids: number[], options?: CallOptions): Promise<unknown> {
  return postData(endpoints.cartDelete, { ids }, options);
}

/** POST /api/front/cart/resetcart {id, num, productId, unique}: reselect another SKU for an invalid line. */
export function resetCartLine(body: CartResetRequest, options?: CallOptions): Promise<unknown> {
  return postData(endpoints.cartReset, body, options);
}

/** POST /api/front/order/pre/order {preOrderType:'shoppingCart', orderDetails:[{shoppingCartId}]}. */
export function createCartPreOrder(cartIds: number[], options?: CallOptions): Promise<PreOrderResponse> {
  const orderDetails: CartPreOrderDetail[] = cartIds.map((shoppingCartId) => ({ shoppingCartId }));
  return postData(endpoints.preOrder, { preOrderType: 'shoppingCart', orderDetails }, options);
}
