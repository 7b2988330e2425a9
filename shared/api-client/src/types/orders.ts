// DTOs of the order center's orders and refunds (docs/order-center-contract.md; facts 2.9, 2.11). Money is a
// 2-decimal string and dates `yyyy-MM-dd HH:mm:ss`, as the API sends them; pictures are absolute URLs.

/** One line of an order (a product SKU and how many were bought). */
export interface OrderLine {
  /** The order line id (orderInfoId of a review). */
  id: number;
  merOrderNo: string;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  /** Unit price. */
  price: string;
  payNum: number;
  /** The line has been reviewed. */
  isReply: boolean;
}

/** GET /api/front/order/data: the badge counts of the order tabs. */
export interface OrderCounts {
  unPaidCount: number;
  unShippedCount: number;
  /** Awaiting receipt (status 1). */
  receivedCount: number;
  /** Received or completed (status 2 or 3). */
  completeCount: number;
  /** Received, waiting for reviews (status 2; ours). */
  toReviewCount: number;
  /** With a refund (refundStatus > 0; ours). */
  refundCount: number;
  /** Completed (status 3, no refund; ours, absent from a contract backend). */
  completedCount?: number;
  /** Cancelled (status 9; ours, absent from a contract backend). */
  cancelledCount?: number;
  /** Every order not deleted (ours, absent from a contract backend). */
  allCount?: number;
}

/** One merchant's goods inside an unpaid master order. */
export interface AwaitPayMerchantOrder {
  merId: number;
  merName: string;
  orderInfoList: OrderLine[];
}

/** GET /api/front/order/await/pay/list: an unpaid master order (PT…). */
export interface AwaitPayOrder {
  id: number;
  /** The master order number (PT…). */
  orderNo: string;
  totalNum: number;
  payPrice: string;
  paid: boolean;
  payType: string;
  payChannel: string;
  redirect?: string;
  createTime: string;
  /** When the unpaid order cancels itself. */
  cancelTime: string;
  orderList: AwaitPayMerchantOrder[];
}

/** `store_order.status`: 0 to ship (or unpaid), 1 shipped, 2 received (to review), 3 completed, 9 cancelled. */
export type OrderStatus = 0 | 1 | 2 | 3 | 9;

/** `store_order.refundStatus`: 0 none, 1 applied, 2 refunding, 3 refunded. */
export type OrderRefundStatus = 0 | 1 | 2 | 3;

/**
 * The `type` of GET /api/front/order/list: 1 to ship, 2 to receive, 3 received; ours: 4 after-sales, 5 completed,
 * 6 cancelled, 7 all.
 */
export type OrderListType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** GET /api/front/order/list: one merchant order (SH…). */
export interface StoreOrderItem {
  id: number;
  /** The merchant order number (SH…). */
  orderNo: string;
  masterOrderNo: string;
  merId: number;
  merName: string;
  createTime: string;
  paid: boolean;
  payTime: string | null;
  payPrice: string;
  payPostage: string;
  status: OrderStatus;
  refundStatus: OrderRefundStatus;
  totalNum: number;
  deliveryType: string | null;
  deliveryName: string | null;
  deliveryId: string | null;
  orderInfoList: OrderLine[];
}

/** GET /api/front/order/detail/{orderNo}: a merchant order with its prices, consignee and notes. */
export interface StoreOrderDetail extends StoreOrderItem {
  uid: number;
  email: string | null;
  realName: string;
  userPhone: string;
  userAddress: string;
  /** Goods total. */
  proTotalPrice: string;
  totalPostage: string;
  totalPrice: string;
  couponId: number;
  couponPrice: string;
  useIntegral: number;
  integralPrice: string;
  payType: string;
  userRemark: string | null;
  receivingTime: string | null;
  /** The newest refund of this order, or null. */
  refundOrderNo: string | null;
}

export type DeliveryType = 'express' | 'courier' | 'virtual';

/** One event of `OrderLogistics.logisticsInfo` (the contract's shape). */
export interface LogisticsEvent {
  AcceptStation: string;
  AcceptTime: string;
}

/** GET /api/front/order/express/{orderNo}: how the order travels (404 until shipped). */
export interface OrderLogistics {
  id: number;
  orderNo: string;
  deliveryType: DeliveryType;
  expName: string | null;
  expCode: string | null;
  expNo: string | null;
  courier: string | null;
  courierPhone: string | null;
  virtualInfo: string | null;
  trackTime: string | null;
  /** The contract's -1..6 code of the newest event. */
  state: number;
  reason: string | null;
  createTime: string;
  updateTime: string;
  /** A JSON string of LogisticsEvent[], oldest first. */
  logisticsInfo: string;
}

/** A line of GET /api/front/order/apply/refund/{orderNo}, with what those units paid. */
export interface RefundableLine extends OrderLine {
  /** What all units of this line paid after the order's deductions (freight excluded), as money. */
  refundablePrice: string;
}

/** GET /api/front/order/apply/refund/{orderNo}: what the return request form shows. */
export interface RefundApplyInfo {
  id: number;
  orderNo: string;
  merId?: number;
  merName: string;
  paid: boolean;
  payPrice: string;
  totalNum: number;
  status: OrderStatus;
  orderInfoList: RefundableLine[];
  /**
   * (ours) `maxRefundPrices[n-1]` is the most a refund of n units may take: what the n units that paid most paid;
   * the last entry (every unit) is payPrice, freight included.
   */
  maxRefundPrices?: string[];
}

/** POST /api/front/order/refund. */
export interface RefundApplyRequest {
  orderNo: string;
  /** The reason (1..255). */
  text: string;
  /** Instructions (≤ 255). */
  refund_reason_wap_explain: string;
  /** Comma-joined upload URLs (≤ 5). */
  refund_reason_wap_img: string;
  /** Units returned, 1..totalNum (ours). */
  refundNum?: number;
  /** Amount asked for, "0.01".. the most those units paid (ours). */
  refundPrice?: string;
  /** Remark ≤ 100 (ours). */
  mark?: string;
}

export interface RefundApplyResponse {
  /** The refund order number (RE…). */
  refundOrderNo: string;
}

/** Refund record state: 0 merchant reviewing, 1 rejected, 2 refunding, 3 refunded. */
export type RefundStatus = 0 | 1 | 2 | 3;

/** GET /api/front/order/refund/list: one refund. */
export interface RefundListItem {
  id: number;
  refundOrderNo: string;
  merOrderNo: string;
  masterOrderNo: string;
  merId: number;
  merName: string;
  totalNum: number;
  refundStatus: RefundStatus;
  refundPrice: string;
  createTime: string;
  orderInfoList: OrderLine[];
}

/** GET /api/front/order/refund/detail/{refundOrderNo}. */
export interface RefundDetail extends RefundListItem {
  /** The reason chosen by the shopper. */
  refundReasonWap: string;
  /** Proof pictures, comma-joined. */
  refundReasonWapImg: string;
  refundReasonWapExplain: string;
  mark: string | null;
  /** The merchant's reason when rejected. */
  refundReason: string | null;
  refundTime: string | null;
  /** The store order's status: a shipped order's accepted refund asks for the goods back. */
  orderStatus: OrderStatus;
}
