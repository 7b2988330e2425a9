// Removing a favourite or unfollowing a store: uncollectProduct, unfollowMerchantById ('@mall/api-client/calls': the
// product page and the store page make them too).
import type { CallOptions } from '@mall/api-client';
import { compactParams, getData, pageParams } from '@mall/api-client/calls';
import type { CollectedProduct, FollowedMerchant, PageInfo, PageQuery } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/collect/product/list: the products in the shopper's favourites. */
export function getCollectedProducts(query: PageQuery, options?: CallOptions): Promise<PageInfo<CollectedProduct>> {
  return getData(endpoints.collectedProducts, pageParams(query, 10), options);
}

/** GET /api/front/collect/merchant/list: the stores the shopper follows. */
export function getFollowedMerchants(query: PageQuery, options?: CallOptions): Promise<PageInfo<FollowedMerchant>> {
  return getData(endpoints.followedMerchants, compactParams(query), options);
}
