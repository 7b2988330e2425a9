import { request, type CallOptions } from '../client';
import type { CategoryTreeNode } from '@mall/contract';

/** A platform category as the storefront keeps it: `childList` is undefined for a leaf (never an empty array). */
export type ProductCategory = Omit<CategoryTreeNode, 'childList'> & { childList?: ProductCategory[] };
import { withOptions } from './options';

type RawCategory = Omit<ProductCategory, 'childList'> & { childList?: RawCategory[] | null };

/** An empty or null childList becomes undefined, at every level. */
export function normalizeCategoryTree(nodes: RawCategory[] | null | undefined): ProductCategory[] {
  return (nodes ?? []).map(({ childList, ...node }) =>
    childList && childList.length > 0 ? { ...node, childList: normalizeCategoryTree(childList) } : { ...node, childList: undefined },
  );
}

/** GET /api/front/product/category: the platform category tree (header mega-menu). */
export async function getProductCategoryTree(options?: CallOptions): Promise<ProductCategory[]> {
  const tree = await request<RawCategory[] | null>({
    method: 'GET',
    url: '/api/front/product/category',
    ...withOptions(options),
  });
  return normalizeCategoryTree(tree);
}
