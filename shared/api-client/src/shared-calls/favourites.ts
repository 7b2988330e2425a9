import type { CallOptions } from '@mall/api-client';
import { postData } from './helpers';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/collect/add/product {id, category:"store"}. */
export function collectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return postData(endpoints.collectProduct, { id: productId, category: 'store' }, options);
}

/** POST /api/front/collect/cancel/{productId}. */
export function uncollectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.uncollectProduct, { productId }), undefined, options);
}

/** POST /api/front/collect/add/merchant/{merId}: follow a shop. */
export function followMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.followMerchant, { merId }), undefined, options);
}

/** POST /api/front/collect/cancel/merchant/{merId}: unfollow a shop. */
export function unfollowMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.unfollowMerchant, { merId }), undefined, options);
}
