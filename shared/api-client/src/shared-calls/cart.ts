import type { CallOptions } from '@mall/api-client';
import type { CartSaveLine } from '@mall/contract';
import { postData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/cart/save: the body is an array of lines (add to cart, buy again). */
export function saveCartLines(lines: CartSaveLine[], options?: CallOptions): Promise<unknown> {
  return postData(endpoints.cartSave, lines, options);
}
