import type { CallOptions } from '@mall/api-client';
import { postData } from '@mall/api-client/calls';
import * as endpoints from '@mall/contract/endpoints';

/**
 * POST /api/front/cart/merge/visitor {visitorToken}, with the real account's token in the header: the guest
 * cart of the same browser moves into the account (quantities summed within stock), then the guest token ends.
 */
export function mergeVisitorCart(visitorToken: string, options?: CallOptions): Promise<unknown> {
  return postData(endpoints.cartMergeVisitor, { visitorToken }, options);
}
