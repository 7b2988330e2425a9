import type { CallOptions } from '@mall/api-client';
import type { ProductDetailResponse } from '@mall/contract';
import { getData } from './helpers';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/product/detail/{id}: public; with a token it also says whether the shopper collects it. */
export function getProductDetail(id: number, options?: CallOptions): Promise<ProductDetailResponse> {
  return getData(apiPath(endpoints.productDetail, { id }), undefined, options);
}
