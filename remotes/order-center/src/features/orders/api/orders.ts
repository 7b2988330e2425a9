// Paying again uses payOrder, buying again saveCartLines ('@mall/api-client/calls': the checkout and the catalog
// make them too).
import type { CallOptions } from '@mall/api-client';
import { getData, pageParams, pathSegment, postData } from '@mall/api-client/calls';
import type { AwaitPayOrder, OrderCounts, OrderListType, PageInfo, PageQuery, StoreOrderItem } from '@mall/contract';

/** GET /api/front/order/data: the counts shown on the order tabs. */
export function getOrderCounts(options?: CallOptions): Promise<OrderCounts> {
  return getData('/api/front/order/data', undefined, options);
}

/** GET /api/front/order/await/pay/list: unpaid master orders (PT…), newest first. */
export function getAwaitPayOrders(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<AwaitPayOrder>> {
  return getData('/api/front/order/await/pay/list', pageParams(query, 10), options);
}

/** GET /api/front/order/list?type=: merchant orders (SH…) of one tab, newest first. */
export function getOrderList(type: OrderListType, query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<StoreOrderItem>> {
  return getData('/api/front/order/list', { type, ...pageParams(query, 10) }, options);
}

/** POST /api/front/order/take/{orderNo}: confirm receipt (shipped orders only). */
export function confirmOrderReceipt(orderNo: string, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/order/take/${pathSegment(orderNo)}`, undefined, options);
}

/** POST /api/front/order/delete/{orderNo}: hides a received or completed order from the lists. */
export function deleteOrder(orderNo: string, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/order/delete/${pathSegment(orderNo)}`, undefined, options);
}

/** POST /api/front/order/cancel/{masterNo}: cancels an unpaid master order (PT…). */
export function cancelMasterOrder(masterNo: string, options?: CallOptions): Promise<unknown> {
  return postData(`/api/front/order/cancel/${pathSegment(masterNo)}`, undefined, options);
}
