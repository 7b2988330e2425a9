import type { CallOptions } from '@mall/api-client';
import type { CategoryTreeNode } from '@mall/contract';
import { getData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** A platform category as the storefront keeps it: `childList` is undefined for a leaf (never an empty array). */
export type ProductCategory = Omit<CategoryTreeNode, 'childList'> & { childList?: ProductCategory[] };

type RawCategory = Omit<ProductCategory, 'childList'> & { childList?: RawCategory[] | null };

/** An empty or null childList becomes undefined, at every level. */
function normalizeCategoryTree(nodes: RawCategory[] | null | undefined): ProductCategory[] {
  return (nodes ?? []).map(({ childList, ...node }) =>
    childList && childList.length > 0 ? { ...node, childList: normalizeCategoryTree(childList) } : { ...node, childList: undefined },
  );
}

/** GET /api/front/product/category: the platform category tree (the header's mega-menu, the search page's category path). */
export async function getProductCategoryTree(options?: CallOptions): Promise<ProductCategory[]> {
  const tree = await getData<RawCategory[] | null>(endpoints.productCategory, undefined, options);
  return normalizeCategoryTree(tree);
}
