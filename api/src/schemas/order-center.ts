import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, PageOf } from './common';
import { Money } from './catalog';
import { OrderNo } from './order';

/**
 * The order center's orders (docs/order-center-contract.md "Orders", facts 2.9): counts, the unpaid master orders,
 * merchant orders by tab, one order, its logistics; and the operator's view of merchant orders.
 */

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

/** Paging of the order center: `page` from 1, `limit` 1..50 (default 10). */
export const OrderPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

/** PageHelper's PageInfo (what the storefront's pager reads) plus the contract's `page`, `limit` and `totalPage`. */
export const OrderPage = <T extends TSchema>(item: T, description: string) => {
  const base = PageOf(item, description);
  return Type.Object(
    {
      ...base.properties,
      page: Type.Integer({ description: 'This page (= pageNum)' }),
      limit: Type.Integer({ description: 'Items per page (= pageSize)' }),
      totalPage: Type.Integer({ description: 'Number of pages (= pages)' }),
    },
    { description },
  );
};

export const StoreOrderNoParams = Type.Object({
  orderNo: Type.String({ pattern: '^[A-Za-z0-9]{1,40}$', description: 'A merchant order number (SH…)' }),
});

export const OrderLine = Type.Object(
  {
    id: Type.Integer({ description: 'The order line (orderInfoId of a review)' }),
    merOrderNo: Type.String({ description: 'Its merchant order (SH…)' }),
    productId: Type.Integer(),
    productName: Type.String(),
    image: Type.String({ description: 'Absolute URL' }),
    attrValueId: Type.Integer({ description: 'The SKU id' }),
    sku: Type.String({ description: 'SKU text such as "Red,XL"' }),
    price: Money('Unit price paid'),
    payNum: Type.Integer(),
    isReply: Type.Boolean({ description: 'The line has been reviewed' }),
  },
  { description: 'OrderInfoResponse' },
);

// ---- counts and the unpaid list --------------------------------------------------------------------------------

export const OrderCounts = Type.Object(
  {
    unPaidCount: Type.Integer({ description: 'Unpaid, not cancelled master orders (the "To pay" tab)' }),
    unShippedCount: Type.Integer({ description: 'Paid, status 0, no refund (list type 1)' }),
    receivedCount: Type.Integer({ description: 'Awaiting receipt: status 1, no refund (list type 2)' }),
    completeCount: Type.Integer({ description: 'Received or completed: status 2 or 3, no refund (list type 3)' }),
    toReviewCount: Type.Integer({ description: 'Received, waiting for reviews: status 2, no refund (ours)' }),
    refundCount: Type.Integer({ description: 'After-sales: refundStatus > 0 (list type 4, ours)' }),
    completedCount: Type.Integer({ description: 'Completed: status 3, no refund (list type 5, ours)' }),
    cancelledCount: Type.Integer({ description: 'Cancelled: status 9 (list type 6, ours)' }),
    allCount: Type.Integer({ description: 'Every merchant order the shopper has not deleted (list type 7, ours)' }),
  },
  { description: 'The badges of the order tabs; orders the shopper deleted are never counted' },
);
export type OrderCounts = Static<typeof OrderCounts>;

export const AwaitPayMerchantOrder = Type.Object({
  merId: Type.Integer(),
  merName: Type.String(),
  orderInfoList: Type.Array(OrderLine),
});

export const AwaitPayOrder = Type.Object(
  {
    id: Type.Integer(),
    orderNo: Type.String({ description: 'The master order (PT…): pay or cancel it with this number' }),
    totalNum: Type.Integer(),
    payPrice: Money('To pay'),
    paid: Type.Boolean({ description: 'Always false here' }),
    payType: Type.String(),
    payChannel: Type.String(),
    redirect: Type.String({ description: 'Empty: card payments start again from /pay/payment' }),
    createTime: Timestamp('Placed'),
    cancelTime: Timestamp('When it cancels itself unless paid (ORDER_UNPAID_MINUTES after it was placed)'),
    orderList: Type.Array(AwaitPayMerchantOrder),
  },
  { description: 'MasterOrderAwaitPayResponse' },
);
export type AwaitPayOrder = Static<typeof AwaitPayOrder>;

export const AwaitPayPage = OrderPage(AwaitPayOrder, 'Unpaid, not cancelled master orders, newest first');

// ---- merchant orders -------------------------------------------------------------------------------------------

export const OrderListQuery = Type.Object({
  type: Type.Integer({
    minimum: 1,
    maximum: 8,
    description:
      '1 to ship (paid, status 0), 2 to receive (status 1), 3 received (status 2 or 3) — each without a refund —, ' +
      '4 after-sales (refundStatus > 0, ours), 5 completed (status 3, no refund, ours), 6 cancelled (status 9, ours), ' +
      '7 all (ours), 8 to review (status 2, no refund, ours: what the "To review" tab lists)',
  }),
  ...OrderPageQuery.properties,
});

export const DeliveryType = Type.Union([Type.Literal('express'), Type.Literal('courier'), Type.Literal('virtual')]);

const storeOrderItemFields = {
  id: Type.Integer(),
  orderNo: Type.String({ description: 'The merchant order (SH…)' }),
  masterOrderNo: Type.String({ description: 'The master order it was paid with (PT…)' }),
  merId: Type.Integer(),
  merName: Type.String(),
  createTime: Timestamp('Placed'),
  paid: Type.Boolean({ description: 'The master order is paid (every merchant order of it is)' }),
  payTime: Nullable(Timestamp('Paid')),
  payPrice: Money('Paid for this merchant order'),
  payPostage: Money('Freight of this merchant order'),
  status: Type.Integer({
    description: '0 to ship (unpaid when paid is false), 1 shipped, 2 received (to review), 3 completed, 9 cancelled',
  }),
  refundStatus: Type.Integer({ description: '0 none, 1 applied, 2 refunding, 3 refunded' }),
  totalNum: Type.Integer(),
  deliveryType: Nullable({ ...DeliveryType, description: 'null until shipped' }),
  deliveryName: Nullable(Type.String({ description: 'express: the carrier; courier: the courier’s name; else null' })),
  deliveryId: Nullable(Type.String({ description: 'express: the waybill number; courier: the courier’s phone; else null' })),
  orderInfoList: Type.Array(OrderLine),
};

export const StoreOrderItem = Type.Object(storeOrderItemFields, { description: 'OrderDetailResponse (one merchant order)' });
export type StoreOrderItem = Static<typeof StoreOrderItem>;

export const StoreOrderPage = OrderPage(StoreOrderItem, 'The caller’s merchant orders of that tab, newest first');

export const StoreOrderDetail = Type.Object(
  {
    ...storeOrderItemFields,
    uid: Type.Integer(),
    email: Type.String(),
    realName: Type.String({ description: 'Consignee' }),
    userPhone: Type.String(),
    userAddress: Type.String(),
    proTotalPrice: Money('Goods'),
    totalPostage: Money('Freight'),
    totalPrice: Money('Goods + freight'),
    couponId: Type.Integer({ description: 'The shop coupon used, 0 for none' }),
    couponPrice: Money('Coupon reductions: the shop coupon plus this order’s share of a mall coupon'),
    useIntegral: Type.Integer({ description: 'Points spent on this merchant order' }),
    integralPrice: Money('Paid with points'),
    payType: Type.String(),
    userRemark: Type.String({ description: 'The buyer’s note' }),
    receivingTime: Nullable(Timestamp('Receipt confirmed')),
    refundOrderNo: Nullable(Type.String({ description: 'The newest refund of this order (RE…), or null' })),
  },
  { description: 'StoreOrderDetailInfoResponse' },
);
export type StoreOrderDetail = Static<typeof StoreOrderDetail>;

export const OrderLogistics = Type.Object(
  {
    id: Type.Integer({ description: 'The merchant order' }),
    orderNo: Type.String(),
    deliveryType: DeliveryType,
    expName: Nullable(Type.String({ description: 'express: the carrier' })),
    expCode: Nullable(Type.String({ description: 'express: the carrier’s code, when given' })),
    expNo: Nullable(Type.String({ description: 'express: the waybill number' })),
    courier: Nullable(Type.String({ description: 'courier: the courier’s name' })),
    courierPhone: Nullable(Type.String({ description: 'courier: the courier’s phone' })),
    virtualInfo: Nullable(Type.String({ description: 'virtual: what was delivered (a code, a link); may be empty' })),
    trackTime: Timestamp('The newest event'),
    state: Type.Integer({
      description:
        'Of the newest event: -1 error, 0 no track, 1 picked up, 2 in transit, 3 signed, 4 problem, 5 difficult, 6 returned-signed',
    }),
    reason: Nullable(Type.String({ description: 'The newest event’s text when its state is -1, 4 or 5 (a problem); else null' })),
    createTime: Timestamp('Shipped'),
    updateTime: Timestamp('The newest event was recorded'),
    logisticsInfo: Type.String({
      description:
        'A JSON string of [{AcceptStation, AcceptTime}], oldest first: the handing-over event when the order ' +
        'shipped, then every event reported (courier and virtual deliveries: the handing-over event only, unless reported)',
    }),
  },
  { description: 'OrderLogistics' },
);
export type OrderLogistics = Static<typeof OrderLogistics>;

// ---- operator --------------------------------------------------------------------------------------------------

export const AdminOrderStatus = Type.Union(
  [
    Type.Literal('unpaid'),
    Type.Literal('to-ship'),
    Type.Literal('shipped'),
    Type.Literal('received'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
    Type.Literal('after-sales'),
  ],
  {
    description:
      'unpaid; to-ship (paid, status 0, no refund); shipped (1); received (2); completed (3); cancelled (9); after-sales (refundStatus > 0)',
  },
);
export type AdminOrderStatus = Static<typeof AdminOrderStatus>;

export const AdminOrderQuery = Type.Object({
  status: Type.Optional(AdminOrderStatus),
  ...OrderPageQuery.properties,
});

export const TrackingEvent = Type.Object({
  station: Type.String(),
  state: Type.Integer(),
  time: Timestamp('When it happened'),
});

export const AdminOrder = Type.Object(
  {
    ...storeOrderItemFields,
    state: { ...AdminOrderStatus, description: 'The state in words (after-sales wins over the status)' },
    uid: Type.Integer({ description: 'The buyer (app_user.id)' }),
    buyer: Type.String({ description: 'The buyer’s nickname, else email or phone' }),
    buyerEmail: Type.String(),
    realName: Type.String({ description: 'Consignee' }),
    userPhone: Type.String(),
    userAddress: Type.String(),
    userRemark: Type.String(),
    isUserDel: Type.Boolean({ description: 'The shopper deleted it from their lists' }),
    deliveryCode: Nullable(Type.String()),
    courier: Nullable(Type.String()),
    courierPhone: Nullable(Type.String()),
    virtualInfo: Nullable(Type.String()),
    deliveryTime: Nullable(Timestamp('Shipped')),
    receivingTime: Nullable(Timestamp('Receipt confirmed')),
    tracking: Type.Array(TrackingEvent, { description: 'Tracking events, oldest first' }),
  },
  { description: 'A merchant order under the operator’s eyes' },
);
export type AdminOrder = Static<typeof AdminOrder>;

export const AdminOrderPage = OrderPage(AdminOrder, 'Merchant orders, newest first');

const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

/**
 * One object rather than a union, so a missing field is named in the answer ("The field “expNo” is required"): the
 * fields of the chosen deliveryType are required (checked by the shipping service), the others must be absent.
 */
export const ShipBody = Type.Object(
  {
    deliveryType: DeliveryType,
    expName: Type.Optional(Text(64, 'express: the carrier ("DHL Express"), required')),
    expCode: Type.Optional(
      Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$', description: 'express: the carrier’s code ("dhl"), optional' }),
    ),
    expNo: Type.Optional(
      Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$', description: 'express: the waybill number, required' }),
    ),
    courier: Type.Optional(Text(64, 'courier: the courier’s name, required')),
    courierPhone: Type.Optional(
      Type.String({ pattern: '^\\+?[0-9][0-9 -]{4,19}$', description: 'courier: the courier’s phone, required' }),
    ),
    virtualInfo: Type.Optional(Type.String({ maxLength: 500, description: 'virtual: what was delivered (a code, a link), optional' })),
  },
  {
    additionalProperties: false,
    description:
      '{deliveryType:"express", expName, expCode?, expNo} | {deliveryType:"courier", courier, courierPhone} | ' +
      '{deliveryType:"virtual", virtualInfo?}',
  },
);
export type ShipBody = Static<typeof ShipBody>;

export const TrackBody = Type.Object(
  {
    station: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', description: 'What happened, where ("Arrived at the Lyon hub")' }),
    state: Type.Optional(
      Type.Integer({ minimum: -1, maximum: 6, default: 2, description: 'The contract’s -1..6 code (default 2, in transit)' }),
    ),
    time: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$',
        description:
          'When it happened, yyyy-MM-dd HH:mm:ss (GMT+8) like every date of the API; default now. Not before ' +
          'the order shipped, not in the future',
      }),
    ),
  },
  { additionalProperties: false, description: 'A tracking event of a shipped order' },
);
export type TrackBody = Static<typeof TrackBody>;

export const AdminStoreOrderParams = Type.Object({ orderNo: OrderNo });
