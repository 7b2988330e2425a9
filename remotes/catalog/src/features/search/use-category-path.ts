import { useEffect, useState } from 'react';
import { getProductCategoryTree, type ProductCategory } from '@mall/api-client/calls';

/** The categories from the top level down to `cid` in the platform tree, or null when `cid` is not in it. */
function categoryPath(tree: readonly ProductCategory[], cid: number): ProductCategory[] | null {
  for (const node of tree) {
    if (node.id === cid) return [node];
    const below = node.childList ? categoryPath(node.childList, cid) : null;
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * The path of the category the results are filtered by, so the page can name it (issue 18, item 11); null without
 * a category, while the tree loads, or when the id is not in the tree (the page then keeps its generic title).
 * The tree is the header's (`product/category`, a cached answer revalidated with its ETag).
 */
export function useCategoryPath(cid: number | null): ProductCategory[] | null {
  const [path, setPath] = useState<ProductCategory[] | null>(null);
  useEffect(() => {
    setPath(null);
    if (cid === null) return undefined;
    const controller = new AbortController();
    getProductCategoryTree({ silent: true, signal: controller.signal })
      .then((tree) => setPath(categoryPath(tree, cid)))
      .catch(() => setPath(null));
    return () => controller.abort();
  }, [cid]);
  return path;
}
