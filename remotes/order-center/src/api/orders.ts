import type { CallOptions } from '@mall/api-client';
import { getData, pathSegment } from '@mall/api-client/calls';
import type { StoreOrderDetail } from '@mall/contract';

/** GET /api/front/order/detail/{orderNo}: a merchant order (SH…); the order list and the order's page read it. */
export function getOrderDetail(orderNo: string, options?: CallOptions): Promise<StoreOrderDetail> {
  return getData(`/api/front/order/detail/${pathSegment(orderNo)}`, undefined, options);
}
