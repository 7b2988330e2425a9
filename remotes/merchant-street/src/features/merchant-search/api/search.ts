import type { CallOptions } from '@mall/api-client';
import { compactParams, getData } from '@mall/api-client/calls';
import type { MerchantSearchQuery, MerchantStreetItem, PageInfo } from '@mall/contract';

/** GET /api/front/merchant/search/list. */
export function searchMerchants(query: MerchantSearchQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  return getData('/api/front/merchant/search/list', compactParams({ ...query, keywords: query.keywords?.trim() }), options);
}
