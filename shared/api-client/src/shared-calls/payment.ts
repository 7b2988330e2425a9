import type { CallOptions } from '@mall/api-client';
import type { MasterOrderDetail, OrderPayRequest, OrderPayResult } from '@mall/contract';
import { getData, postData } from './helpers';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/pay/payment {orderNo, payType, payChannel:'pc'}: for stripe, the PaymentIntent's client secret. */
export function payOrder(body: OrderPayRequest, options?: CallOptions): Promise<OrderPayResult> {
  return postData(endpoints.payPayment, body, options);
}

/** GET /api/front/order/master/detail/{masterNo}: the order with its real payment state. */
export function getMasterOrderDetail(orderNo: string, options?: CallOptions): Promise<MasterOrderDetail> {
  return getData(apiPath(endpoints.masterOrderDetail, { orderNo }), undefined, options);
}
