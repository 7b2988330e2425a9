import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { Id, Money } from './catalog';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });
const OptionalId = (description: string) =>
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: `${description}; 0 for none` });

export const PreOrderNo = Type.String({ pattern: '^[A-Za-z0-9]{1,64}$', description: 'The pre-order number from /order/pre/order' });
export const OrderNo = Type.String({ pattern: '^[A-Za-z0-9]{1,40}$', description: 'An order number' });

// ---- pre-order -------------------------------------------------------------------------------------------------

export const PreOrderDetail = Type.Object(
  {
    productId: Type.Optional(Id('buyNow: the product')),
    attrValueId: Type.Optional(Id('buyNow: the SKU (productValue[…].id)')),
    productNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, description: 'buyNow: quantity, 1 to the stock' })),
    shoppingCartId: Type.Optional(Id('shoppingCart: one of the caller’s cart lines')),
  },
  { description: 'buyNow items: {productId, attrValueId, productNum}; shoppingCart items: {shoppingCartId}' },
);

export const PreOrderBody = Type.Object(
  {
    preOrderType: Type.Union([Type.Literal('buyNow'), Type.Literal('shoppingCart')]),
    orderDetails: Type.Array(PreOrderDetail, { minItems: 1, maxItems: 100 }),
  },
  { description: 'Start an order confirmation' },
);
export type PreOrderBody = Static<typeof PreOrderBody>;

export const PreOrderResponse = Type.Object({ preOrderNo: PreOrderNo });
export type PreOrderResponse = Static<typeof PreOrderResponse>;

export const PreOrderParams = Type.Object({ preOrderNo: PreOrderNo });

export const PreOrderInfo = Type.Object(
  {
    productId: Type.Integer(),
    productName: Type.String(),
    attrValueId: Type.Integer({ description: 'The SKU id' }),
    image: Type.String({ description: 'Absolute URL' }),
    sku: Type.String({ description: 'SKU text such as "Red,XL"' }),
    price: Money('Unit price from the catalogue now'),
    payNum: Type.Integer(),
    weight: Type.String(),
    volume: Type.String(),
    postage: Money('Per-line postage: always 0.00 (freight is charged per shop order)'),
  },
  { description: 'PreStoreOrderInfoVo' },
);

export const PreMerchantOrder = Type.Object({
  merId: Type.Integer(),
  merName: Type.String(),
  proTotalFee: Money('Goods subtotal of this shop'),
  freightFee: Money('Freight of this shop’s order'),
  orderInfoList: Type.Array(PreOrderInfo),
});

export const PreOrderVo = Type.Object(
  {
    preOrderNo: PreOrderNo,
    preOrderType: Type.String(),
    expiresTime: Timestamp('The confirmation expires'),
    proTotalFee: Money('Goods total'),
    orderProNum: Type.Integer({ description: 'Number of items' }),
    freightFee: Money('Freight, all shops'),
    totalPrice: Money('Goods + freight'),
    userCouponId: Type.Integer({ description: '0: no coupon chosen yet' }),
    couponFee: Money('0.00 until a coupon is chosen (computed/price)'),
    integralFee: Money('0.00 until points are used (computed/price)'),
    payFee: Money('To pay'),
    addressId: Type.Integer({ description: 'The default address, 0 without one' }),
    realName: Type.String(),
    phone: Type.String(),
    detail: Type.String(),
    country: Type.String(),
    email: Type.String(),
    postCode: Type.String(),
    remark: Type.String(),
    cartIdList: Type.Array(Type.Integer(), { description: 'Cart lines this confirmation came from (shoppingCart)' }),
    userIntegral: Type.Integer({ description: 'The caller’s points balance' }),
    pointsRate: Type.Integer({ description: 'Points worth 1.00 when spent' }),
    orderList: Type.Array(PreMerchantOrder),
  },
  { description: 'PreOrderVo (prices recomputed from the catalogue now)' },
);
export type PreOrderVo = Static<typeof PreOrderVo>;

// ---- coupons and price -----------------------------------------------------------------------------------------

export const StoreCouponUserOrder = Type.Object(
  {
    id: Type.Integer({ description: 'The user-coupon id: send it as couponId' }),
    couponId: Type.Integer({ description: 'The coupon template' }),
    merId: Nullable(Type.Integer({ description: 'The shop of a merchant or product coupon; null for a platform coupon' })),
    name: Type.String(),
    money: Money('Reduction'),
    minPrice: Money('Minimum subtotal'),
    status: Type.Integer({ description: '0 unused' }),
    startTime: Timestamp('Valid from'),
    endTime: Timestamp('Valid until'),
    useTime: Nullable(Timestamp('Used')),
    useType: Type.Integer({ description: '1 merchant, 2 product, 3 platform' }),
  },
  { description: 'StoreCouponUserOrder' },
);
export const OrderCouponList = Type.Array(StoreCouponUserOrder, {
  description: 'The caller’s coupons usable on this confirmation (largest reduction first)',
});
export type StoreCouponUserOrder = Static<typeof StoreCouponUserOrder>;

export const MerchantCouponChoice = Type.Object({
  merId: Id('The shop'),
  couponId: OptionalId('The user-coupon to use on this shop’s order'),
});

const PriceChoice = {
  preOrderNo: PreOrderNo,
  addressId: Type.Optional(OptionalId('Delivery address (must be the caller’s)')),
  couponId: Type.Optional(OptionalId('A user-coupon of any kind (the vendor storefront sends one coupon)')),
  merchantCoupons: Type.Optional(Type.Array(MerchantCouponChoice, { maxItems: 100, description: 'One coupon per shop order' })),
  useIntegral: Type.Optional(Type.Boolean({ description: 'Pay part with points (as many as the amount allows)' })),
};

export const ComputedPriceBody = Type.Object(PriceChoice, { description: 'Recompute the price with coupons and points' });
export type ComputedPriceBody = Static<typeof ComputedPriceBody>;

export const ComputedMerchantPrice = Type.Object({
  merId: Type.Integer(),
  proTotalFee: Money('Goods'),
  freightFee: Money('Freight'),
  couponId: Type.Integer({ description: 'The shop coupon used, 0 for none' }),
  couponFee: Money('Shop coupon + this shop’s share of the platform coupon'),
  integralFee: Money('This shop’s share of the points deduction'),
  payFee: Money('To pay for this shop’s order'),
});

export const ComputedPriceResponse = Type.Object(
  {
    proTotalFee: Money('Goods total'),
    freightFee: Money('Freight total'),
    totalPrice: Money('Goods + freight'),
    couponFee: Money('All coupon reductions'),
    merchantCouponFee: Money('Shop coupons'),
    platformCouponFee: Money('Platform coupon'),
    platformCouponId: Type.Integer({ description: 'The platform coupon used, 0 for none' }),
    integralFee: Money('Paid with points'),
    usedIntegral: Type.Integer({ description: 'Points spent' }),
    userIntegral: Type.Integer({ description: 'The caller’s balance before this order' }),
    gainIntegral: Type.Integer({ description: 'Points this order earns once paid (the same rule as at payment)' }),
    payFee: Money('To pay'),
    orderList: Type.Array(ComputedMerchantPrice),
  },
  { description: 'Every amount computed on the server in whole cents' },
);
export type ComputedPriceResponse = Static<typeof ComputedPriceResponse>;

// ---- create, cancel, detail ------------------------------------------------------------------------------------

export const OrderCreateBody = Type.Object(
  {
    ...PriceChoice,
    addressId: Id('Delivery address (must be the caller’s)'),
    payType: Type.Union([Type.Literal('paypal'), Type.Literal('stripe'), Type.Literal('wechat')], {
      description: 'Only stripe is enabled here; paypal and wechat are refused',
    }),
    payChannel: Type.Optional(Type.Union([Type.Literal('pc'), Type.Literal('mobile')])),
    mark: Type.Optional(Type.String({ maxLength: 150, description: 'Note to the seller, at most 150 characters' })),
    realName: Type.Optional(Type.String({ description: 'Ignored: copied from the address' })),
    phone: Type.Optional(Type.String({ description: 'Ignored: copied from the address' })),
    email: Type.Optional(Type.String({ description: 'Ignored: copied from the address' })),
  },
  { description: 'Place the order (anything sent as a price is ignored)' },
);
export type OrderCreateBody = Static<typeof OrderCreateBody>;

export const OrderCreateResponse = Type.Object({ orderNo: Type.String({ description: 'The master order number, "PT…"' }) });
export type OrderCreateResponse = Static<typeof OrderCreateResponse>;

export const MasterOrderParams = Type.Object({ orderNo: OrderNo });

export const OrderInfoResponse = Type.Object(
  {
    id: Type.Integer(),
    merOrderNo: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    image: Type.String({ description: 'Absolute URL' }),
    attrValueId: Type.Integer(),
    sku: Type.String(),
    price: Money('Unit price paid'),
    payNum: Type.Integer(),
    isReply: Type.Boolean(),
  },
  { description: 'OrderInfoResponse' },
);

export const MasterStoreOrderResponse = Type.Object(
  {
    id: Type.Integer(),
    orderNo: Type.String({ description: '"SH…"' }),
    merId: Type.Integer(),
    merName: Type.String(),
    totalNum: Type.Integer(),
    proTotalPrice: Money(),
    payPostage: Money(),
    couponPrice: Money(),
    integralPrice: Money(),
    payPrice: Money(),
    paid: Type.Boolean(),
    status: Type.Integer({ description: '0 to ship, 1 to receive, 2 received, 3 completed, 9 cancelled' }),
    refundStatus: Type.Integer(),
    createTime: Timestamp('Placed'),
    orderInfoList: Type.Array(OrderInfoResponse),
  },
  { description: 'MasterStoreOrderResponse' },
);

export const PayStatus = Type.Union([Type.Literal('paid'), Type.Literal('unpaid'), Type.Literal('failed'), Type.Literal('cancelled')], {
  description: 'paid; unpaid; failed (the last attempt failed, still payable); cancelled',
});

export const MasterOrderDetailResponse = Type.Object(
  {
    id: Type.Integer(),
    orderNo: Type.String({ description: '"PT…"' }),
    email: Type.String(),
    realName: Type.String(),
    userPhone: Type.String(),
    userAddress: Type.String(),
    totalNum: Type.Integer(),
    proTotalPrice: Money('Goods'),
    totalPostage: Money('Freight'),
    totalPrice: Money('Goods + freight'),
    payPostage: Money('Freight paid'),
    payPrice: Money('Paid (or to pay)'),
    couponId: Type.Integer({ description: 'The platform coupon, 0 for none' }),
    couponPrice: Money('All coupon reductions'),
    useIntegral: Type.Integer({ description: 'Points spent' }),
    integralPrice: Money('Paid with points'),
    gainIntegral: Type.Integer({ description: 'Points earned (when paid)' }),
    paid: Type.Boolean(),
    payTime: Nullable(Timestamp('Paid')),
    payType: Type.String(),
    mark: Type.String(),
    isCancel: Type.Boolean(),
    redirect: Type.String({ description: 'Always "" (no PayPal here)' }),
    createTime: Timestamp('Placed'),
    expireTime: Nullable(Timestamp('An unpaid order cancels itself at')),
    payStatus: PayStatus,
    failReason: Nullable(Type.String({ description: 'Why the last payment attempt failed (translated when known)' })),
    orderList: Type.Array(MasterStoreOrderResponse),
  },
  { description: 'MasterOrderDetailResponse plus payStatus and failReason' },
);
export type MasterOrderDetailResponse = Static<typeof MasterOrderDetailResponse>;
