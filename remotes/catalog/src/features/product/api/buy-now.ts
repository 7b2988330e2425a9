import type { CallOptions } from '@mall/api-client';
import { postData } from '@mall/api-client/calls';
import type { BuyNowDetail, PreOrderResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/order/pre/order {preOrderType:'buyNow', orderDetails}: the confirm page opens with its number. */
export function createBuyNowPreOrder(details: BuyNowDetail[], options?: CallOptions): Promise<PreOrderResponse> {
  return postData(endpoints.preOrder, { preOrderType: 'buyNow', orderDetails: details }, options);
}
