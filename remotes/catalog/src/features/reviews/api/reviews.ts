import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { PageInfo, PageQuery, ProductReply, ProductReplyConfig, ReplyType } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/product/reply/config/{id}: review counts, good rate and average stars. */
export function getProductReplyConfig(productId: number, options?: CallOptions): Promise<ProductReplyConfig> {
  return getData(apiPath(endpoints.productReplyConfig, { id: productId }), undefined, options);
}

/** GET /api/front/product/reply/list/{id}?type=&page=&limit=. */
export function getProductReplies(
  productId: number,
  query: { type: ReplyType } & PageQuery,
  options?: CallOptions,
): Promise<PageInfo<ProductReply>> {
  return getData(
    apiPath(endpoints.productReplyList, { id: productId }),
    { type: query.type, page: query.page ?? 1, limit: query.limit ?? 20 },
    options,
  );
}
