// Typed calls of the order center's orders and refunds (docs/order-center-contract.md; facts 2.9, 2.11).
// Paying again reuses payOrder (calls/checkout.ts), buying again saveCartLines (calls/catalog.ts).
// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, withOptions, type CallOptions } from '@mall/api-client';
import type {
  AwaitPayOrder,
  OrderCounts,
  OrderListType,
  OrderLogistics,
  PageInfo,
  PageQuery,
  RefundApplyInfo,
  RefundApplyRequest,
  RefundApplyResponse,
  RefundDetail,
  RefundListItem,
  StoreOrderDetail,
  StoreOrderItem,
} from '@mall/contract';

const get = <T>(url: string, params: Record<string, unknown> | undefined, options?: CallOptions) =>
  request<T>({ method: 'GET', url, params, ...withOptions(options) });

const post = <T>(url: string, data: unknown, options?: CallOptions) => request<T>({ method: 'POST', url, data, ...withOptions(options) });

const segment = (value: string) => encodeURIComponent(value);

const paging = (query: PageQuery) => ({ page: query.page ?? 1, limit: query.limit ?? 10 });

// ---- orders ---------------------------------------------------------------------------------------------

/** GET /api/front/order/data: the counts shown on the order tabs. */
export function getOrderCounts(options?: CallOptions): Promise<OrderCounts> {
  return get('/api/front/order/data', undefined, options);
}

/** GET /api/front/order/await/pay/list: unpaid master orders (PT…), newest first. */
export function getAwaitPayOrders(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<AwaitPayOrder>> {
  return get('/api/front/order/await/pay/list', paging(query), options);
}

/** GET /api/front/order/list?type=: merchant orders (SH…) of one tab, newest first. */
export function getOrderList(type: OrderListType, query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<StoreOrderItem>> {
  return get('/api/front/order/list', { type, ...paging(query) }, options);
}

/** GET /api/front/order/detail/{orderNo}: a merchant order (SH…). */
export function getOrderDetail(orderNo: string, options?: CallOptions): Promise<StoreOrderDetail> {
  return get(`/api/front/order/detail/${segment(orderNo)}`, undefined, options);
}

/** GET /api/front/order/express/{orderNo}: carrier and tracking events (code 404 until shipped). */
export function getOrderLogistics(orderNo: string, options?: CallOptions): Promise<OrderLogistics> {
  return get(`/api/front/order/express/${segment(orderNo)}`, undefined, options);
}

/** POST /api/front/order/take/{orderNo}: confirm receipt (shipped orders only). */
export function confirmOrderReceipt(orderNo: string, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/order/take/${segment(orderNo)}`, undefined, options);
}

/** POST /api/front/order/delete/{orderNo}: hides a received or completed order from the lists. */
export function deleteOrder(orderNo: string, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/order/delete/${segment(orderNo)}`, undefined, options);
}

/** POST /api/front/order/cancel/{masterNo}: cancels an unpaid master order (PT…). */
export function cancelMasterOrder(masterNo: string, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/order/cancel/${segment(masterNo)}`, undefined, options);
}

// ---- refunds --------------------------------------------------------------------------------------------

/** GET /api/front/order/apply/refund/{orderNo}: the lines and what they paid; refused orders answer 500. */
export function getRefundApplyInfo(orderNo: string, options?: CallOptions): Promise<RefundApplyInfo> {
  return get(`/api/front/order/apply/refund/${segment(orderNo)}`, undefined, options);
}

/** GET /api/front/order/refund/reason: the reasons a shopper may choose. */
export function getRefundReasons(options?: CallOptions): Promise<string[]> {
  return get('/api/front/order/refund/reason', undefined, options);
}

/** POST /api/front/order/refund: the return request → its RE number. */
export function applyRefund(body: RefundApplyRequest, options?: CallOptions): Promise<RefundApplyResponse> {
  return post('/api/front/order/refund', body, options);
}

/** GET /api/front/order/refund/list: the shopper's refunds, newest first. */
export function getRefundList(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<RefundListItem>> {
  return get('/api/front/order/refund/list', paging(query), options);
}

/** GET /api/front/order/refund/detail/{refundOrderNo}. */
export function getRefundDetail(refundOrderNo: string, options?: CallOptions): Promise<RefundDetail> {
  return get(`/api/front/order/refund/detail/${segment(refundOrderNo)}`, undefined, options);
}

// ---- helpers --------------------------------------------------------------------------------------------

/** The tracking events of `OrderLogistics.logisticsInfo` (a JSON string, oldest first); [] when unreadable. */
export function parseLogisticsEvents(logistics: Pick<OrderLogistics, 'logisticsInfo'>): { station: string; time: string }[] {
  try {
    const value: unknown = JSON.parse(logistics.logisticsInfo || '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((event): event is { AcceptStation: unknown; AcceptTime: unknown } => typeof event === 'object' && event !== null)
      .map((event) => ({ station: String(event.AcceptStation ?? ''), time: String(event.AcceptTime ?? '') }));
  } catch {
    return [];
  }
}

/** The proof pictures of a refund (a comma-joined string); [] when there are none. */
export function refundPictures(refund: Pick<RefundDetail, 'refundReasonWapImg'>): string[] {
  return (refund.refundReasonWapImg ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}
