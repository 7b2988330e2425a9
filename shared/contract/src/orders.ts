// The order center's orders and refunds (docs/order-center-contract.md). Money is a 2-decimal string and dates
// `yyyy-MM-dd HH:mm:ss`, as the API sends them; pictures are absolute URLs.
import type {
  AwaitPayOrder as WireAwaitPay,
  OrderCounts as WireCounts,
  StoreOrderDetail as WireDetail,
  StoreOrderItem as WireItem,
} from '../../../api/src/schemas/order-center';
import type { ApplyRefundInfo, RefundDetail as WireRefundDetail, RefundListItem as WireRefund } from '../../../api/src/schemas/refund';
import type { Narrowed, WithOurFields } from './shape';

export type { OrderLogistics } from '../../../api/src/schemas/order-center';
export type { RefundApplyBody as RefundApplyRequest, RefundApplyResponse } from '../../../api/src/schemas/refund';

/** `store_order.status`: 0 to ship (or unpaid), 1 shipped, 2 received (to review), 3 completed, 9 cancelled. */
export type OrderStatus = 0 | 1 | 2 | 3 | 9;
/** `store_order.refundStatus`: 0 none, 1 applied, 2 refunding, 3 refunded. */
export type OrderRefundStatus = 0 | 1 | 2 | 3;
/** Refund record state: 0 merchant reviewing, 1 rejected, 2 refunding, 3 refunded. */
export type RefundStatus = 0 | 1 | 2 | 3;
/**
 * The `type` of GET /api/front/order/list: 1 to ship, 2 to receive, 3 received; ours: 4 after-sales, 5 completed,
 * 6 cancelled, 7 all, 8 to review.
 */
export type OrderListType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** One line of an order (a product SKU and how many were bought). */
export type OrderLine = WireItem['orderInfoList'][number];
/** The badge counts of the order tabs; the contract has the first four, the rest are ours. */
export type OrderCounts = WithOurFields<WireCounts, 'completedCount' | 'cancelledCount' | 'allCount'>;
/** An unpaid master order (PT…). */
export type AwaitPayOrder = WithOurFields<WireAwaitPay, 'redirect'>;
/** A merchant order (SH…) of a list. */
export type StoreOrderItem = Narrowed<WireItem, { status: OrderStatus; refundStatus: OrderRefundStatus }>;
/** A merchant order with its prices, consignee and notes. */
export type StoreOrderDetail = Narrowed<WireDetail, { status: OrderStatus; refundStatus: OrderRefundStatus }>;

/** A line of the refund form, with what those units paid. */
export type RefundableLine = ApplyRefundInfo['orderInfoList'][number];
/** What the return request form shows; `maxRefundPrices` is ours (no partial refunds on the contract's family). */
export type RefundApplyInfo = WithOurFields<Narrowed<ApplyRefundInfo, { status: OrderStatus }>, 'merId' | 'maxRefundPrices'>;
/** One refund of the list. */
export type RefundListItem = Narrowed<WireRefund, { refundStatus: RefundStatus }>;
/** One refund with its reason, proof and the order's status. */
export type RefundDetail = Narrowed<WireRefundDetail, { refundStatus: RefundStatus; orderStatus: OrderStatus }>;
