import type { CallOptions } from '@mall/api-client';
import type { MasterOrderDetail, OrderPayRequest, OrderPayResult } from '@mall/contract';
import { getData, pathSegment, postData } from './helpers';

/** POST /api/front/pay/payment {orderNo, payType, payChannel:'pc'}: for stripe, the PaymentIntent's client secret. */
export function payOrder(body: OrderPayRequest, options?: CallOptions): Promise<OrderPayResult> {
  return postData('/api/front/pay/payment', body, options);
}

/** GET /api/front/order/master/detail/{masterNo}: the order with its real payment state. */
export function getMasterOrderDetail(orderNo: string, options?: CallOptions): Promise<MasterOrderDetail> {
  return getData(`/api/front/order/master/detail/${pathSegment(orderNo)}`, undefined, options);
}
