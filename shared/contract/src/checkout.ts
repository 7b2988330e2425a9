// The checkout: cart, pre-order, confirm, create and the master order, payment, addresses, order coupons. Money is
// a 2-decimal string, as the API sends it; the storefront never computes a price that is sent back.
import type { CartInfoResponse, CartListResponse } from '../../../api/src/schemas/cart';
import type {
  ComputedPriceBody,
  ComputedPriceResponse,
  MasterOrderDetailResponse,
  OrderCreateBody,
  PreOrderVo as WirePreOrder,
  StoreCouponUserOrder,
} from '../../../api/src/schemas/order';
import type { PayMethodResponse as WirePayMethods } from '../../../api/src/schemas/pay';
import type { Narrowed, WithOurFields } from './shape';
import type { CouponUseType } from './catalog';

import type { UserAddress as WireAddress } from '../../../api/src/schemas/address';
export type { AddressEditBody as AddressEditRequest } from '../../../api/src/schemas/address';
export type { CartResetBody as CartResetRequest, VisitorMergeResponse } from '../../../api/src/schemas/cart';
export type { OrderCreateBody as OrderCreateRequest, OrderCreateResponse } from '../../../api/src/schemas/order';
export type {
  OrderPayBody as OrderPayRequest,
  OrderPayResultResponse as OrderPayResult,
  TestCardAuthenticateBody as TestCardAuthenticateRequest,
  TestCardConfirmBody as TestCardConfirmRequest,
  TestCardResult,
} from '../../../api/src/schemas/pay';

/**
 * An address as GET /api/pc/address/all/list sends it: the fields the storefront reads (province, city, district and
 * the coordinates are "" on our API and not used by this storefront).
 */
export type UserAddress = Pick<
  WireAddress,
  'id' | 'realName' | 'phone' | 'countryCode' | 'country' | 'email' | 'detail' | 'postCode' | 'isDefault'
>;

/** A cart line; `maxQuantity` is ours (a backend of the contract's family sends none: 999 then). */
export type CartLine = WithOurFields<CartInfoResponse, 'maxQuantity'>;
/** The lines of one merchant. */
export type CartMerchantGroup = Narrowed<CartListResponse[number], { cartInfoList: CartLine[] }>;

export type PayType = OrderCreateBody['payType'];
/** GET /api/front/pay/method; the contract sends the three switches only, the card provider's fields are ours. */
export type PayMethodResponse = WithOurFields<WirePayMethods, 'testCardMode' | 'stripePublishableKey'>;

/** One line of a merchant order on the confirm page (its weight, volume and per-line postage are not shown). */
export type PreOrderLine = Omit<WirePreOrder['orderList'][number]['orderInfoList'][number], 'weight' | 'volume' | 'postage'>;
/** One merchant's part of the pre-order, with its own freight. */
export type PreMerchantOrder = Narrowed<WirePreOrder['orderList'][number], { orderInfoList: PreOrderLine[] }>;
/** PreOrderVo: the contract's fields; the expiry, the points and the post code are ours. */
export type PreOrderVo = WithOurFields<
  Narrowed<WirePreOrder, { preOrderType: 'buyNow' | 'shoppingCart'; orderList: PreMerchantOrder[] }>,
  'preOrderNo' | 'preOrderType' | 'expiresTime' | 'integralFee' | 'postCode' | 'userIntegral' | 'pointsRate'
>;

/** A coupon the shopper may use on this pre-order; `id` is the user-coupon id. */
export type OrderCoupon = Narrowed<StoreCouponUserOrder, { useType: CouponUseType }>;
/** POST /api/front/order/computed/price as the storefront sends it: every choice, each time. */
export type ComputePriceRequest = Required<ComputedPriceBody>;
/** At most one coupon per merchant order (a merchant or product coupon of that merchant). */
export type MerchantCouponChoice = NonNullable<ComputedPriceBody['merchantCoupons']>[number];

/** A merchant order's share of the computed price (ours). */
export type ComputedMerchantPrice = ComputedPriceResponse['orderList'][number];
/** The server's totals for the current choices: the contract's four amounts, the rest ours. */
export type ComputedPrice = WithOurFields<
  ComputedPriceResponse,
  'totalPrice' | 'merchantCouponFee' | 'platformCouponFee' | 'platformCouponId' | 'gainIntegral'
>;

/** One merchant order (SH…) under the master order; its price rows are ours beside the contract's payPrice. */
export type MasterStoreOrder = WithOurFields<
  MasterOrderDetailResponse['orderList'][number],
  'proTotalPrice' | 'payPostage' | 'couponPrice' | 'integralPrice'
>;
/** The master order with its payment state; the points and the expiry are ours. */
export type MasterOrderDetail = WithOurFields<
  Narrowed<MasterOrderDetailResponse, { orderList: MasterStoreOrder[] }>,
  'useIntegral' | 'integralPrice' | 'gainIntegral' | 'expireTime'
>;
