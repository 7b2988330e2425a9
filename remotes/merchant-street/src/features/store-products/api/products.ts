import type { CallOptions } from '@mall/api-client';
import { compactParams, getData } from '@mall/api-client/calls';
import type { MerchantProductItem, MerchantProductQuery, PageInfo, StoreCategoryNode } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** A store's own category as the storefront keeps it: `childList` is undefined for a leaf (never an empty array). */
export type MerchantProductCategory = Omit<StoreCategoryNode, 'childList'> & { childList?: MerchantProductCategory[] };

type RawStoreCategory = Omit<MerchantProductCategory, 'childList'> & { childList?: RawStoreCategory[] | null };

/** GET /api/front/product/merchant/pro/list. */
export function getMerchantProducts(query: MerchantProductQuery, options?: CallOptions): Promise<PageInfo<MerchantProductItem>> {
  return getData(endpoints.storeProducts, compactParams(query), options);
}

/** GET /api/front/product/merchant/{merId}/category/list; leaves get no `childList`. */
export async function getMerchantProductCategories(merId: number, options?: CallOptions): Promise<MerchantProductCategory[]> {
  const tree = await getData<RawStoreCategory[] | null>(apiPath(endpoints.storeCategories, { merId }), undefined, options);
  return withoutEmptyChildren(tree ?? []);
}

/** An empty childList becomes undefined at every level, as the storefront treats it. */
function withoutEmptyChildren(nodes: RawStoreCategory[]): MerchantProductCategory[] {
  return nodes.map(({ childList, ...node }) =>
    childList && childList.length > 0 ? { ...node, childList: withoutEmptyChildren(childList) } : { ...node, childList: undefined },
  );
}
