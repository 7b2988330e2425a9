// Paying again uses payOrder, buying again saveCartLines ('@mall/api-client/calls': the checkout and the catalog
// make them too).
import type { CallOptions } from '@mall/api-client';
import { getData, pageParams, postData } from '@mall/api-client/calls';
import type { AwaitPayOrder, OrderCounts, OrderListType, PageInfo, PageQuery, StoreOrderItem } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/data: the counts shown on the order tabs. */
export function getOrderCounts(options?: CallOptions): Promise<OrderCounts> {
  return getData(endpoints.orderData, undefined, options);
}

/** GET /api/front/order/await/pay/list: unpaid master orders (PT…), newest first. */
export function getAwaitPayOrders(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<AwaitPayOrder>> {
  return getData(endpoints.awaitPayList, pageParams(query, 10), options);
}

/** GET /api/front/order/list?type=: merchant orders (SH…) of one tab, newest first. */
export function getOrderList(type: OrderListType, query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<StoreOrderItem>> {
  return getData(endpoints.orderList, { type, ...pageParams(query, 10) }, options);
}

/** POST /api/front/order/take/{orderNo}: confirm receipt (shipped orders only). */
export function confirmOrderReceipt(orderNo: string, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.orderTake, { orderNo }), undefined, options);
}

/** POST /api/front/order/delete/{orderNo}: hides a received or completed order from the lists. */
export function deleteOrder(orderNo: string, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.orderDelete, { orderNo }), undefined, options);
}

/** POST /api/front/order/cancel/{masterNo}: cancels an unpaid master order (PT…). */
export function cancelMasterOrder(masterNo: string, options?: CallOptions): Promise<unknown> {
  return postData(apiPath(endpoints.orderCancel, { orderNo: masterNo }), undefined, options);
}
