// DTOs of the checkout pages: cart (facts 2.8), pre-order, confirm, create and the master order (2.9), payment
// (2.10 and the built-in test-card provider), addresses (2.12) and order coupons (2.13). Money is a 2-decimal
// string, as the API sends it; the storefront never computes a price that is sent back.

// ---- cart -----------------------------------------------------------------------------------------------

/** CartInfoResponse: one cart line. `suk` (sic) is the SKU text, e.g. "Red,XL". */
export interface CartLine {
  id: number;
  productId: number;
  /** The SKU id, as a string. */
  productAttrUnique: string;
  cartNum: number;
  image: string;
  storeName: string;
  attrId: number;
  suk: string;
  price: string;
  /** The line can be bought (product on sale, SKU present, in stock). */
  attrStatus: boolean;
  stock: number;
  /** Ours: the most units this line may hold (the stock may be lower). Absent from other backends (999 then). */
  maxQuantity?: number;
}

/** CartMerchantResponse: the lines of one merchant. */
export interface CartMerchantGroup {
  merId: number;
  merName: string;
  cartInfoList: CartLine[];
}

/** POST /api/front/cart/resetcart: another SKU of the same product for an invalid line. */
export interface CartResetRequest {
  id: number;
  num: number;
  productId: number;
  /** The chosen SKU id. */
  unique: number;
}

// ---- addresses ------------------------------------------------------------------------------------------

/** An address as GET /api/pc/address/all/list sends it. */
export interface UserAddress {
  id: number;
  realName: string;
  phone: string;
  /** Dial code without "+", e.g. "86". */
  countryCode: string;
  country: string;
  email: string;
  detail: string;
  /** A string: the original kept an integer, which lost leading zeros. */
  postCode: string;
  isDefault: boolean;
}

/** POST /api/front/address/edit: creates without `id`, updates with it. */
export interface AddressEditRequest {
  id?: number;
  realName: string;
  phone: string;
  countryCode: string;
  country: string;
  email: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
}

// ---- payment methods ------------------------------------------------------------------------------------

export type PayType = 'paypal' | 'stripe' | 'wechat';

/** GET /api/front/pay/method. */
export interface PayMethodResponse {
  paypalStatus: boolean;
  stripeStatus: boolean;
  wechatPaySwitch: boolean;
  /** The built-in test-card provider answers (no Stripe keys configured). */
  testCardMode?: boolean;
  /** Stripe's publishable key, when card payments go to Stripe. */
  stripePublishableKey?: string | null;
}

// ---- pre-order and confirm ------------------------------------------------------------------------------

export interface CartPreOrderDetail {
  shoppingCartId: number;
}

/** PreStoreOrderInfoVo: one line of a merchant order on the confirm page. */
export interface PreOrderLine {
  productId: number;
  productName: string;
  attrValueId: number;
  image: string;
  sku: string;
  price: string;
  payNum: number;
  weight?: string | number;
  volume?: string | number;
  postage?: string;
}

/** One merchant's part of the pre-order, with its own freight. */
export interface PreMerchantOrder {
  merId: number;
  merName: string;
  orderInfoList: PreOrderLine[];
  /** Goods subtotal of this shop. */
  proTotalFee: string;
  /** Freight of this shop's order. */
  freightFee: string;
}

/** PreOrderVo: GET /api/front/order/load/pre/{preOrderNo}. */
export interface PreOrderVo {
  preOrderNo?: string;
  preOrderType?: 'buyNow' | 'shoppingCart';
  /** The confirmation expires at (yyyy-MM-dd HH:mm:ss). */
  expiresTime?: string;
  proTotalFee: string;
  orderProNum: number;
  freightFee: string;
  totalPrice: string;
  userCouponId: number;
  couponFee: string;
  integralFee?: string;
  payFee: string;
  /** The default address, 0 without one. */
  addressId: number;
  realName: string;
  phone: string;
  detail: string;
  country: string;
  email: string;
  postCode?: string;
  remark: string;
  cartIdList: number[];
  orderList: PreMerchantOrder[];
  /** The shopper's points balance (our API). */
  userIntegral?: number;
  /** Points worth 1.00 when spent (our API). */
  pointsRate?: number;
}

/** StoreCouponUserOrder: a coupon the shopper may use on this pre-order. `id` is the user-coupon id. */
export interface OrderCoupon {
  id: number;
  couponId: number;
  name: string;
  money: string;
  minPrice: string;
  status: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
  /** 1 merchant, 2 product, 3 platform. */
  useType: 1 | 2 | 3;
  /** The merchant of a merchant or product coupon (null for platform coupons). */
  merId: number | null;
  /** Product ids of a product coupon, comma separated. */
  primaryKey?: string;
}

/** At most one coupon per merchant order (a merchant or product coupon of that merchant). */
export interface MerchantCouponChoice {
  merId: number;
  /** The user-coupon id. */
  couponId: number;
}

/** POST /api/front/order/computed/price. `couponId` is the platform coupon (0 for none). */
export interface ComputePriceRequest {
  preOrderNo: string;
  addressId: number;
  couponId: number;
  merchantCoupons: MerchantCouponChoice[];
  useIntegral: boolean;
}

/** A merchant order's share of the computed price (our API). */
export interface ComputedMerchantPrice {
  merId: number;
  proTotalFee: string;
  freightFee: string;
  /** The shop coupon used, 0 for none. */
  couponId: number;
  /** The shop coupon plus this shop's share of the platform coupon. */
  couponFee: string;
  integralFee: string;
  payFee: string;
}

/** The server's totals for the current choices; the page shows these and nothing it computed itself. */
export interface ComputedPrice {
  proTotalFee: string;
  freightFee: string;
  /** Goods + freight. */
  totalPrice?: string;
  /** Every coupon reduction. */
  couponFee: string;
  merchantCouponFee?: string;
  platformCouponFee?: string;
  /** The platform coupon used, 0 for none. */
  platformCouponId?: number;
  /** Amount the points take off. */
  integralFee: string;
  /** Points this order spends. */
  usedIntegral: number;
  /** The shopper's points before this order. */
  userIntegral: number;
  /** Points the shopper earns once the order is paid (when the API tells). */
  gainIntegral?: number;
  payFee: string;
  orderList: ComputedMerchantPrice[];
}

/** POST /api/front/order/create (sent with an Idempotency-Key header). */
export interface OrderCreateRequest {
  preOrderNo: string;
  addressId: number;
  couponId: number;
  merchantCoupons: MerchantCouponChoice[];
  useIntegral: boolean;
  payType: PayType;
  payChannel: 'pc';
  mark: string;
}

export interface OrderCreateResponse {
  /** The master order number (prefix PT). */
  orderNo: string;
}

// ---- payment --------------------------------------------------------------------------------------------

export interface OrderPayRequest {
  orderNo: string;
  payType: PayType;
  payChannel: 'pc';
}

/** OrderPayResultResponse. */
export interface OrderPayResult {
  status: boolean;
  payType: PayType;
  orderNo: string;
  redirect: string;
  stripeClientSecret: string;
}

/** POST /api/front/pay/test-card/confirm: the built-in card network of test mode. */
export interface TestCardConfirmRequest {
  clientSecret: string;
  /** Digits only. */
  cardNumber: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface TestCardAuthenticateRequest {
  clientSecret: string;
  approve: boolean;
}

/** PaymentIntent statuses, as Stripe names them. */
export type TestCardStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled';

/** A decline: card_declined, insufficient_funds, authentication_failed, … */
export interface TestCardError {
  code: string;
  message: string;
}

/**
 * succeeded (the order was paid by the webhook before this answer), requires_action (authenticate), or
 * requires_payment_method with the decline (the order stays payable).
 */
export interface TestCardResult {
  status: TestCardStatus;
  /** The master order: its detail tells the result. */
  orderNo: string;
  paymentIntentId?: string;
  error: TestCardError | null;
}

// ---- the master order -----------------------------------------------------------------------------------

export type MasterPayStatus = 'paid' | 'unpaid' | 'failed' | 'cancelled';

/** OrderInfoResponse: a line of a placed order. */
export interface PlacedOrderLine {
  id?: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: string;
  payNum: number;
}

/** MasterStoreOrderResponse: one merchant order (prefix SH) under the master order. */
export interface MasterStoreOrder {
  id: number;
  orderNo: string;
  merId: number;
  merName: string;
  totalNum: number;
  proTotalPrice?: string;
  payPostage?: string;
  couponPrice?: string;
  integralPrice?: string;
  payPrice: string;
  paid: boolean;
  status: number;
  refundStatus: number;
  createTime: string;
  orderInfoList: PlacedOrderLine[];
}

/** MasterOrderDetailResponse plus the payment state the result page reads. */
export interface MasterOrderDetail {
  id: number;
  orderNo: string;
  email: string;
  realName: string;
  userPhone: string;
  userAddress: string;
  totalNum: number;
  proTotalPrice: string;
  totalPostage: string;
  totalPrice: string;
  payPostage: string;
  payPrice: string;
  couponId: number;
  couponPrice: string;
  /** Points spent. */
  useIntegral?: number;
  integralPrice?: string;
  /** Points earned (once paid). */
  gainIntegral?: number;
  paid: boolean;
  payTime: string | null;
  payType: string;
  mark: string;
  isCancel: boolean;
  redirect: string;
  createTime: string;
  /** An unpaid order cancels itself at. */
  expireTime?: string | null;
  orderList: MasterStoreOrder[];
  payStatus: MasterPayStatus;
  /** Why the last payment attempt failed. */
  failReason: string | null;
}
