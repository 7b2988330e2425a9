import type { CallOptions } from '@mall/api-client';
import type { MerchantCategory, MerchantSearchQuery, MerchantStreetItem, MerchantType, PageInfo, PageQuery } from '@mall/contract';
import { compactParams, getData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/merchant/all/type/list. */
export function getMerchantTypes(options?: CallOptions): Promise<MerchantType[]> {
  return getData(endpoints.merchantTypes, undefined, options);
}

/** GET /api/front/merchant/all/category/list. */
export function getMerchantCategories(options?: CallOptions): Promise<MerchantCategory[]> {
  return getData(endpoints.merchantCategories, undefined, options);
}

/** GET /api/front/merchant/street: open stores, recommended first, with a real `total` (the home page's logos, the shop street). */
export function getMerchantStreet(query: PageQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  return getData(endpoints.merchantStreet, compactParams(query), options);
}

/** GET /api/front/merchant/search/list: stores matching a search text and filters (the search page, the shop street's search). */
export function searchMerchants(query: MerchantSearchQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  return getData(endpoints.merchantSearch, compactParams({ ...query, keywords: query.keywords?.trim() }), options);
}
