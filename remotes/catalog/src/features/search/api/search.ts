import type { CallOptions } from '@mall/api-client';
import { compactParams, getData } from '@mall/api-client/calls';
import type { IndexProductResponse, PageInfo, ProductListQuery } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/product/list: search by keyword, category, price range, with one sort order. */
export function getProductList(query: ProductListQuery, options?: CallOptions): Promise<PageInfo<IndexProductResponse>> {
  return getData(
    endpoints.productList,
    compactParams({
      keyword: query.keyword?.trim(),
      cid: query.cid,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      priceOrder: query.priceOrder,
      salesOrder: query.salesOrder,
    }),
    options,
  );
}
