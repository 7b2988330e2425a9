import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageOf } from './common';
import { Money } from './catalog';
import { OrderInfoResponse, OrderNo } from './order';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

/** Paging of the order-center lists: page from 1, limit 10 by default and at most 50. */
export const CenterPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type CenterPageQuery = Static<typeof CenterPageQuery>;

export const OrderNoParams = Type.Object({ orderNo: OrderNo });
export const RefundNoParams = Type.Object({ refundOrderNo: OrderNo });

export const RefundStatus = Type.Integer({
  minimum: 0,
  maximum: 3,
  description: '0 merchant reviewing, 1 refused (see refundReason), 2 refunding (goods to come back), 3 refunded',
});

// ---- applying ---------------------------------------------------------------------------------------------------

export const RefundableLine = Type.Object(
  {
    ...OrderInfoResponse.properties,
    refundablePrice: Money(
      'What this line’s units paid: their share of the goods after the order’s coupon and points deductions (pro rata ' +
        'over every line, in cents); freight is refunded only with every unit of the order',
    ),
  },
  { description: 'OrderLine + refundablePrice' },
);

export const ApplyRefundInfo = Type.Object(
  {
    id: Type.Integer(),
    orderNo: Type.String({ description: 'The merchant order, "SH…"' }),
    merId: Type.Integer(),
    merName: Type.String(),
    paid: Type.Boolean(),
    payPrice: Money('Paid for this merchant order, freight included'),
    totalNum: Type.Integer({ description: 'Units in the order: refundNum is 1..totalNum' }),
    status: Type.Integer({ description: 'store_order.status: 0 to ship, 2 received, 3 completed' }),
    orderInfoList: Type.Array(RefundableLine),
    maxRefundPrices: Type.Array(Money(), {
      description:
        '(ours) maxRefundPrices[n-1] is the most a refund of n units may take: the n units that paid most; ' +
        'the last entry (every unit) is payPrice, freight included',
    }),
  },
  { description: 'The order a refund is asked for, with what each part may take back' },
);
export type ApplyRefundInfo = Static<typeof ApplyRefundInfo>;

export const RefundApplyBody = Type.Object(
  {
    orderNo: OrderNo,
    text: Type.String({ maxLength: 2000, description: 'The reason: one of GET /api/front/order/refund/reason (1–255 characters)' }),
    refund_reason_wap_explain: Type.Optional(Type.String({ maxLength: 2000, description: 'Instructions, at most 255 characters' })),
    refund_reason_wap_img: Type.Optional(
      Type.String({
        maxLength: 5000,
        description: 'Comma-joined picture URLs from POST /api/front/upload/image (the caller’s JPG/PNG uploads), at most 5; "" for none',
      }),
    ),
    refundNum: Type.Optional(Type.Integer({ description: '(ours) units to refund, 1..totalNum; all when absent' })),
    refundPrice: Type.Optional(
      Type.String({
        maxLength: 20,
        description: '(ours) amount such as "12.50": from 0.01 to the most those units paid; that most when absent',
      }),
    ),
    mark: Type.Optional(Type.String({ maxLength: 2000, description: '(ours) remark, at most 100 characters' })),
  },
  { description: 'A refund request for a merchant order' },
);
export type RefundApplyBody = Static<typeof RefundApplyBody>;

export const RefundApplyResponse = Type.Object({ refundOrderNo: Type.String({ description: 'The refund number, "RE…"' }) });
export type RefundApplyResponse = Static<typeof RefundApplyResponse>;

export const RefundReasons = Type.Array(Type.String(), {
  description: 'The reasons a shopper may choose (system_config refund_reasons, one per line)',
});

// ---- reading ------------------------------------------------------------------------------------------------------

const RefundLine = Type.Object(OrderInfoResponse.properties, {
  description: 'OrderLine of a refund: payNum is how many units of that line the refund covers',
});

const refundCommon = {
  id: Type.Integer(),
  refundOrderNo: Type.String({ description: '"RE…"' }),
  merOrderNo: Type.String({ description: 'The merchant order, "SH…"' }),
  masterOrderNo: Type.String({ description: 'The master order, "PT…"' }),
  merId: Type.Integer(),
  merName: Type.String(),
  totalNum: Type.Integer({ description: 'Units refunded' }),
  refundStatus: RefundStatus,
  refundPrice: Money('Amount asked for (and paid back once refunded)'),
  createTime: Timestamp('Applied'),
  orderInfoList: Type.Array(RefundLine),
};

export const RefundListItem = Type.Object(refundCommon, { description: 'RefundOrderResponse' });
export type RefundListItem = Static<typeof RefundListItem>;
export const RefundPage = PageOf(RefundListItem, 'PageInfo<RefundOrderResponse>, newest first');

export const RefundDetail = Type.Object(
  {
    ...refundCommon,
    refundReasonWap: Type.String({ description: 'The reason chosen' }),
    refundReasonWapImg: Type.String({ description: 'Proof pictures: comma-joined absolute URLs ("" for none)' }),
    refundReasonWapExplain: Type.String({ description: 'Instructions' }),
    mark: Type.String({ description: 'Remark' }),
    refundReason: Nullable(Type.String({ description: 'Why the merchant refused (refundStatus 1)' })),
    refundTime: Nullable(Timestamp('Refunded')),
    orderStatus: Type.Integer({
      description: 'The merchant order’s status now: 1 shipped or 2/3 received with refundStatus 2 means the goods are to be sent back',
    }),
  },
  { description: 'RefundOrderInfoResponse' },
);
export type RefundDetail = Static<typeof RefundDetail>;

// ---- operator ------------------------------------------------------------------------------------------------------

export const RefundHistoryEntry = Type.Object({
  event: Type.Union([Type.Literal('applied'), Type.Literal('approved'), Type.Literal('refused'), Type.Literal('refunded')]),
  note: Nullable(Type.String({ description: 'The refusal reason' })),
  createTime: Timestamp('When'),
});

export const AdminRefund = Type.Object(
  {
    ...RefundDetail.properties,
    uid: Type.Integer({ description: 'The shopper (app_user.id)' }),
    buyer: Type.String({ description: 'The shopper’s nickname and email' }),
    maxRefundPrice: Money('The most those units paid when the refund was asked for'),
    paymentRefundId: Nullable(Type.String({ description: 'The provider’s refund (re_… or testre_…) once refunded' })),
    pointsReturned: Type.Integer({ description: 'Points the order spent, given back' }),
    pointsDeducted: Type.Integer({ description: 'Points the order earned, taken back' }),
    history: Type.Array(RefundHistoryEntry),
  },
  { description: 'A refund as the operator sees it' },
);
export type AdminRefund = Static<typeof AdminRefund>;
export const AdminRefundPage = PageOf(AdminRefund, 'PageInfo of refunds, newest first');

export const RefundStatusName = Type.String({
  pattern: '^(0|1|2|3|reviewing|refused|refunding|refunded)$',
  description: 'reviewing (0), refused (1), refunding (2) or refunded (3); all when absent',
});

export const AdminRefundQuery = Type.Object({
  status: Type.Optional(RefundStatusName),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const RefuseBody = Type.Object(
  { reason: Type.String({ maxLength: 2000, description: 'Shown to the shopper, 1–255 characters' }) },
  { description: 'Why the refund is refused' },
);
