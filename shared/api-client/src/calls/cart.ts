import { request, type CallOptions } from '../client';
import type { CartCountResponse } from '@mall/contract';
import { withOptions } from './options';

/** GET /api/front/cart/count?numType=true&type=total: the header badge (valid items, total quantity). */
export function getCartCount(options?: CallOptions): Promise<CartCountResponse> {
  return request<CartCountResponse>({
    method: 'GET',
    url: '/api/front/cart/count',
    params: { numType: true, type: 'total' },
    ...withOptions(options),
  });
}
