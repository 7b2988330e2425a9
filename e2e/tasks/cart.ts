// A shopper's cart through the API: what is in it, emptying it, filling it.
import { apiData } from '../fixtures/api';
import type { Buyable } from './catalog';

export interface CartGroup {
  merId: number;
  merName: string;
  cartInfoList: Array<{ id: number; productId: number; productAttrUnique: string; cartNum: number }>;
}

export const cartGroups = (token: string, isValid = true) => apiData<CartGroup[]>(`/api/front/cart/list?isValid=${isValid}`, { token });

/** Empties a cart (valid and invalid lines), so a journey leaves nothing behind. */
export async function clearCart(token: string): Promise<void> {
  const ids = [...(await cartGroups(token, true)), ...(await cartGroups(token, false))].flatMap((g) => g.cartInfoList.map((l) => l.id));
  if (ids.length > 0) await apiData('/api/front/cart/delete', { token, body: { ids } });
}

/** Puts `quantity` of each product in a cart; answers the new lines' ids. */
export async function addToCart(token: string, items: Buyable[], quantity = 1): Promise<number[]> {
  const lines = await apiData<Array<{ cartId: number }>>('/api/front/cart/save', {
    token,
    body: items.map((item) => ({ productId: item.productId, productAttrUnique: item.skuId, cartNum: quantity })),
  });
  return lines.map((line) => line.cartId);
}

/** Valid cart lines of a shopper (the header badge's number). */
export const cartCount = async (token: string) =>
  (await apiData<{ count: number }>('/api/front/cart/count?numType=true&type=total', { token })).count;
