// The catalog's answers and requests: home blocks, product list and search, detail, reviews, activities, coupons on
// a product, the cart's add and buy now.
import type { ActivityListResponse, PcActivityInfoResponse } from '../../../api/src/schemas/activity';
import type { ProductDetailResponse as Wire, ReplyConfigResponse } from '../../../api/src/schemas/catalog';
import type { PreOrderBody } from '../../../api/src/schemas/order';
import type { Narrowed, WithOurFields } from './shape';

export type {
  IndexProductResponse,
  LeaderboardItem as LeaderboardProduct,
  ProductListQuery,
  ProductReplyResponse as ProductReply,
  SortDirection,
} from '../../../api/src/schemas/catalog';
export type { ActivityProductInfoVo as ActivityProduct } from '../../../api/src/schemas/activity';
export type { CouponListQuery, StoreCouponFrontResponse as StoreCouponFront } from '../../../api/src/schemas/coupon';
export type { CartSaveItem as CartSaveLine } from '../../../api/src/schemas/cart';
export type { PreOrderResponse } from '../../../api/src/schemas/order';

/** 1 = carousel list, 2 = one big plus two small, 3 = big-image mode (the schema: an integer 1–3). */
export type ActivityType = 1 | 2 | 3;
/** ActivityListResponse, an activity block of the home page. */
export type ActivityBlock = Narrowed<ActivityListResponse, { type: ActivityType }>;
/** PcActivityInfoResponse: `banner` is a JSON string array of picture URLs. */
export type PcActivityInfo = Narrowed<PcActivityInfoResponse, { type: ActivityType }>;

/** A product's review summary; `replyStarAverage` is ours (one decimal; a family backend sends the rounded `replyStar` only). */
export type ProductReplyConfig = WithOurFields<ReplyConfigResponse, 'replyStarAverage'>;
/** The product of the detail answer; `maxQuantity` is ours (99 on a backend of the contract's family). */
export type ProductInfo = WithOurFields<Wire['productInfo'], 'maxQuantity'>;
/** An attribute of the product (the storefront reads its name, values and whether it is deleted; not its `type`). */
export type ProductAttr = Pick<Wire['productAttr'][number], 'id' | 'productId' | 'attrName' | 'attrValues' | 'isDel'>;
/**
 * One SKU: its `id` is the cart's productAttrUnique and the pre-order's attrValueId. The storefront reads these
 * fields; the rest of the answer (cost, bar code, weight, member price …) it ignores.
 */
export type ProductSku = Pick<Wire['productValue'][string], 'id' | 'productId' | 'sku' | 'stock' | 'sales' | 'price' | 'otPrice' | 'image'>;
/** ProductMerchantResponse: it has no id (use productInfo.merId). */
export type ProductMerchantInfo = Wire['merchantInfo'];
export type ProductGuarantee = Wire['guaranteeList'][number];
export type ProductDetailResponse = Narrowed<
  Wire,
  { productInfo: ProductInfo; productAttr: ProductAttr[]; productValue: Record<string, ProductSku> }
>;

/** 0 all, 1 good (5 stars), 2 medium (2–4), 3 bad (1): the review list's `type` (the schema: an integer 0–3). */
export type ReplyType = 0 | 1 | 2 | 3;

/** 1 merchant coupon, 2 product coupon, 3 platform coupon (the schema: an integer). */
export type CouponUseType = 1 | 2 | 3;

/** A buy-now item of the pre-order: the product, its SKU and the quantity. */
export type BuyNowDetail = Required<Pick<PreOrderBody['orderDetails'][number], 'productId' | 'attrValueId' | 'productNum'>>;
/** A shopping-cart item of the pre-order: one cart line. */
export type CartPreOrderDetail = Required<Pick<PreOrderBody['orderDetails'][number], 'shoppingCartId'>>;
