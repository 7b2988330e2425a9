import type { CallOptions } from '@mall/api-client';
import { compactParams, getData } from '@mall/api-client/calls';
import type { MerchantStreetItem, PageInfo, PageQuery } from '@mall/contract';

/** GET /api/front/merchant/street: open stores, recommended first, with a real `total`. */
export function getMerchantStreet(query: PageQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  return getData('/api/front/merchant/street', compactParams(query), options);
}
