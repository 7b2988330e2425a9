import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { StoreOrderDetail } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/detail/{orderNo}: a merchant order (SH…); the order list and the order's page read it. */
export function getOrderDetail(orderNo: string, options?: CallOptions): Promise<StoreOrderDetail> {
  return getData(apiPath(endpoints.orderDetail, { orderNo }), undefined, options);
}
