// DTOs of the catalog pages: home blocks, product list and search, detail, reviews, activities (facts 2.5, 2.6,
// 2.8 cart/save, 2.9 pre-order, 2.13 coupons on a product). Money is a 2-decimal string, as the API sends it.

/** IndexProductResponse: a product card of the home "you may also like" list and of search results. */
export interface IndexProductResponse {
  id: number;
  image: string;
  storeName: string;
  price: string;
  /** Null in list and search answers. */
  otPrice?: string | null;
  sales: number;
  /** Virtual sales added to `sales` for the "N sold" figure. */
  ficti: number;
  unitName: string;
  stock: number;
}

/** GET /api/front/product/list query (facts 2.6). */
export interface ProductListQuery {
  /** The header search text (URL `title`). */
  keyword?: string;
  /** Platform category id (level 3); children are not included. */
  cid?: number;
  page?: number;
  limit?: number;
  minPrice?: number;
  maxPrice?: number;
  priceOrder?: SortDirection;
  salesOrder?: SortDirection;
}

/** '' = not sorted by this key. */
export type SortDirection = '' | 'asc' | 'desc';

/** An item of GET /api/front/product/leaderboard; `sales` already includes the virtual sales. */
export interface LeaderboardProduct {
  id: number;
  storeName: string;
  image: string;
  price: string;
  otPrice: string | null;
  sales: number;
}

/** 1 = carousel list, 2 = one big plus two small, 3 = big-image mode. */
export type ActivityType = 1 | 2 | 3;

/** ActivityProductInfoVo: `proId` is the product id of the detail link. */
export interface ActivityProduct {
  proId: number;
  proImage: string;
  image: string;
  storeName: string;
  price: string;
  otPrice: string | null;
}

/** ActivityListResponse, an activity block of the home page. */
export interface ActivityBlock {
  id: number;
  name: string;
  type: ActivityType;
  productList: ActivityProduct[];
}

/** PcActivityInfoResponse: `banner` is a JSON string array of picture URLs. */
export interface PcActivityInfo {
  id: number;
  name: string;
  type: ActivityType;
  banner: string;
  instruction: string;
}

/** MerchantSearchResponse as the home page reads it from the shop street (avatar logos). */
export interface StreetMerchant {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  isSelf: boolean;
  backImage: string;
  avatar: string;
  streetBackImage: string;
  starLevel: number;
  proList: MerchantProductSummary[];
}

/** A product shown under a merchant (street card, product detail's merchant card). */
export interface MerchantProductSummary {
  id: number;
  storeName: string;
  image: string;
  price: string;
  sales: number;
  ficti: number;
}

// ---- product detail (facts 2.6) ----------------------------------------------------------------------

/** The StoreProduct columns the detail answer fills. */
export interface ProductInfo {
  id: number;
  merId: number;
  image: string;
  storeName: string;
  /** JSON string array of picture URLs. */
  sliderImage: string;
  otPrice: string;
  stock: number;
  sales: number;
  price: string;
  ficti: number;
  storeInfo: string;
  browse: number;
  unitName: string;
  guaranteeIds: string;
  /** HTML description (sanitised by the API); '' when none. */
  content: string;
  /** Ours: the most units of one SKU an order or cart line may hold. Absent from other backends (99 then). */
  maxQuantity?: number;
}

export interface ProductAttr {
  id: number;
  productId: number;
  attrName: string;
  /** Comma-separated values in display order, e.g. "Red,Blue". */
  attrValues: string;
  type?: number;
  isDel?: boolean;
}

/** StoreProductAttrValueResponse: one SKU. Its `id` is the cart's productAttrUnique and the pre-order's attrValueId. */
export interface ProductSku {
  id: number;
  productId: number;
  /** The values joined by ',' in attribute order (the productValue key). */
  sku: string;
  stock: number;
  sales: number;
  price: string;
  otPrice: string;
  image: string;
  cost?: string | null;
  barCode?: string;
  weight?: string | number;
  volume?: string | number;
  brokerage?: number;
  brokerageTwo?: number;
  type?: number;
  quota?: number;
  quotaShow?: number;
  /** JSON of attribute name → value. */
  attrValue?: string;
  vipPrice?: string | null;
  checked?: boolean;
}

/** ProductMerchantResponse: it has no id (use productInfo.merId). */
export interface ProductMerchantInfo {
  name: string;
  avatar: string;
  isSelf: boolean;
  /** 1..5 */
  starLevel: number;
  typeId: number;
  isCollect: boolean;
  proList: MerchantProductSummary[];
}

export interface ProductGuarantee {
  id: number;
  name: string;
  icon: string;
  content: string;
  sort?: number;
  isShow?: boolean;
}

export interface ProductDetailResponse {
  productInfo: ProductInfo;
  productAttr: ProductAttr[];
  /** Keyed by the selected values joined with ','; '' for a product without attributes. */
  productValue: Record<string, ProductSku>;
  merchantInfo: ProductMerchantInfo;
  userCollect: boolean;
  guaranteeList: ProductGuarantee[];
}

// ---- reviews on a product ------------------------------------------------------------------------------

/** GET /api/front/product/reply/config/{id}. */
export interface ProductReplyConfig {
  sumCount: number;
  goodCount: number;
  inCount: number;
  poorCount: number;
  /** Share of good reviews as a string such as "0.95". */
  replyChance: string;
  /** Average stars, an integer. */
  replyStar: number;
}

/** 0 all, 1 good (5 stars), 2 medium (2–4), 3 bad (1). */
export type ReplyType = 0 | 1 | 2 | 3;

export interface ProductReply {
  id: number;
  uid: number;
  star: number;
  comment: string;
  pics: string[];
  merchantReplyContent: string | null;
  nickname: string;
  avatar: string;
  createTime: string;
  /** The SKU text, e.g. "Red,XL". */
  sku: string;
}

// ---- coupons on a product (facts 2.13) -----------------------------------------------------------------

/** 1 merchant coupon, 2 product coupon, 3 platform coupon. */
export type CouponUseType = 1 | 2 | 3;

export interface CouponListQuery {
  useType: CouponUseType;
  merId?: number;
  productId?: number;
  page?: number;
  limit?: number;
}

/** StoreCouponFrontResponse. */
export interface StoreCouponFront {
  id: number;
  name: string;
  money: string;
  isLimited: boolean;
  lastTotal: number;
  primaryKey: string;
  minPrice: string;
  receiveStartTime: string | null;
  receiveEndTime: string | null;
  isFixedTime: boolean;
  /** Valid this many days after receipt (when not fixed time). */
  day: number;
  type: number;
  /** Already received and unused. */
  isUse: boolean;
  useType: CouponUseType;
  useStartTimeStr: string | null;
  useEndTimeStr: string | null;
}

// ---- cart and buy now -----------------------------------------------------------------------------------

/** One line of POST /api/front/cart/save (the body is an array). */
export interface CartSaveLine {
  productId: number;
  /** 1..99 */
  cartNum: number;
  /** The SKU id. */
  productAttrUnique: number;
}

export interface BuyNowDetail {
  productId: number;
  attrValueId: number;
  productNum: number;
}

export interface PreOrderResponse {
  preOrderNo: string;
}
