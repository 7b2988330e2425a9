import type { CallOptions } from '@mall/api-client';
import { postData } from './helpers';

/** POST /api/front/collect/add/product {id, category:"store"}. */
export function collectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return postData('/api/front/collect/add/product', { id: productId, category: 'store' }, options);
}

/** POST /api/front/collect/cancel/{productId}. */
export function uncollectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/collect/cancel/${productId}`, undefined, options);
}

/** POST /api/front/collect/add/merchant/{merId}: follow a shop. */
export function followMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/collect/add/merchant/${merId}`, undefined, options);
}

/** POST /api/front/collect/cancel/merchant/{merId}: unfollow a shop. */
export function unfollowMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/collect/cancel/merchant/${merId}`, undefined, options);
}
