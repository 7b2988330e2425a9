// Typed calls of the catalog pages (facts 2.5 home blocks, 2.6 catalog, 2.8 cart/save, 2.9 pre-order,
// 2.13 coupons, 2.14 collect). Paged answers are PageInfo; the pages read `list` and `total`.
// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, withOptions, type CallOptions } from '@mall/api-client';
import type {
  ActivityBlock,
  ActivityProduct,
  BuyNowDetail,
  CartSaveLine,
  CouponListQuery,
  IndexProductResponse,
  LeaderboardProduct,
  PageInfo,
  PageQuery,
  PcActivityInfo,
  PreOrderResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductReply,
  ProductReplyConfig,
  ReplyType,
  StoreCouponFront,
  StreetMerchant,
} from '@mall/contract';

/** Drops empty values so the query carries only what was chosen. */
function compactParams(params: Record<string, string | number | undefined | null>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

const get = <T>(url: string, params: Record<string, unknown> | undefined, options?: CallOptions) =>
  request<T>({ method: 'GET', url, params, ...withOptions(options) });

const post = <T>(url: string, data: unknown, options?: CallOptions) => request<T>({ method: 'POST', url, data, ...withOptions(options) });

// ---- home -----------------------------------------------------------------------------------------------

/** GET /api/front/index/product?page=&limit=13: the home "you may also like" list. */
export function getIndexProducts(query: PageQuery, options?: CallOptions): Promise<PageInfo<IndexProductResponse>> {
  return get('/api/front/index/product', { page: query.page ?? 1, limit: query.limit ?? 13 }, options);
}

/** GET /api/front/activity/index/list: the home activity blocks (activities without products are left out). */
export function getHomeActivities(options?: CallOptions): Promise<ActivityBlock[]> {
  return get('/api/front/activity/index/list', undefined, options);
}

/** GET /api/front/product/leaderboard: at most 20, by sales (a plain array). */
export function getLeaderboard(options?: CallOptions): Promise<LeaderboardProduct[]> {
  return get('/api/front/product/leaderboard', undefined, options);
}

/** GET /api/front/merchant/street?page=&limit=: the home page reads its avatars. */
export function getStreetMerchants(query: PageQuery, options?: CallOptions): Promise<PageInfo<StreetMerchant>> {
  return get('/api/front/merchant/street', { page: query.page ?? 1, limit: query.limit ?? 20 }, options);
}

// ---- search ---------------------------------------------------------------------------------------------

/** GET /api/front/product/list: search by keyword, category, price range, with one sort order. */
export function getProductList(query: ProductListQuery, options?: CallOptions): Promise<PageInfo<IndexProductResponse>> {
  return get(
    '/api/front/product/list',
    compactParams({
      keyword: query.keyword?.trim(),
      cid: query.cid,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      priceOrder: query.priceOrder,
      salesOrder: query.salesOrder,
    }),
    options,
  );
}

/** GET /api/front/merchant/search/list?keywords=&page=&limit=: merchants matching a search text. */
export function searchMerchantsByKeyword(
  query: { keywords: string } & PageQuery,
  options?: CallOptions,
): Promise<PageInfo<StreetMerchant>> {
  return get(
    '/api/front/merchant/search/list',
    { keywords: query.keywords.trim(), page: query.page ?? 1, limit: query.limit ?? 20 },
    options,
  );
}

// ---- product detail -------------------------------------------------------------------------------------

/** GET /api/front/product/detail/{id}: public; with a token it also says whether the shopper collects it. */
export function getProductDetail(id: number, options?: CallOptions): Promise<ProductDetailResponse> {
  return get(`/api/front/product/detail/${id}`, undefined, options);
}

/** GET /api/front/product/reply/config/{id}: review counts, good rate and average stars. */
export function getProductReplyConfig(productId: number, options?: CallOptions): Promise<ProductReplyConfig> {
  return get(`/api/front/product/reply/config/${productId}`, undefined, options);
}

/** GET /api/front/product/reply/list/{id}?type=&page=&limit=. */
export function getProductReplies(
  productId: number,
  query: { type: ReplyType } & PageQuery,
  options?: CallOptions,
): Promise<PageInfo<ProductReply>> {
  return get(`/api/front/product/reply/list/${productId}`, { type: query.type, page: query.page ?? 1, limit: query.limit ?? 20 }, options);
}

/** GET /api/front/coupons?useType=&merId=&productId=&page=&limit=: coupons the shopper can receive. */
export function getReceivableCoupons(query: CouponListQuery, options?: CallOptions): Promise<PageInfo<StoreCouponFront>> {
  return get(
    '/api/front/coupons',
    compactParams({
      useType: query.useType,
      merId: query.merId,
      productId: query.productId,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    }),
    options,
  );
}

/** POST /api/front/coupon/receive {couponId}. */
export function receiveCouponById(couponId: number, options?: CallOptions): Promise<unknown> {
  return post('/api/front/coupon/receive', { couponId }, options);
}

/** POST /api/front/collect/add/product {id, category:"store"}. */
export function collectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return post('/api/front/collect/add/product', { id: productId, category: 'store' }, options);
}

/** POST /api/front/collect/cancel/{productId}. */
export function uncollectProduct(productId: number, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/collect/cancel/${productId}`, undefined, options);
}

/** POST /api/front/collect/add/merchant/{merId}: follow a shop. */
export function followMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/collect/add/merchant/${merId}`, undefined, options);
}

/** POST /api/front/collect/cancel/merchant/{merId}: unfollow a shop. */
export function unfollowMerchantById(merId: number, options?: CallOptions): Promise<unknown> {
  return post(`/api/front/collect/cancel/merchant/${merId}`, undefined, options);
}

/** POST /api/front/cart/save: the body is an array of lines. */
export function saveCartLines(lines: CartSaveLine[], options?: CallOptions): Promise<unknown> {
  return post('/api/front/cart/save', lines, options);
}

/** POST /api/front/order/pre/order {preOrderType:'buyNow', orderDetails}: the confirm page opens with its number. */
export function createBuyNowPreOrder(details: BuyNowDetail[], options?: CallOptions): Promise<PreOrderResponse> {
  return post('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: details }, options);
}

// ---- activities -----------------------------------------------------------------------------------------

/** GET /api/pc/activity/detail/{id}: name, banner pictures (JSON string) and instructions. */
export function getPcActivityInfo(id: number, options?: CallOptions): Promise<PcActivityInfo> {
  return get(`/api/pc/activity/detail/${id}`, undefined, options);
}

/** GET /api/front/activity/list/{id}?page=&limit=10: the activity's products. */
export function getActivityProducts(id: number, query: PageQuery, options?: CallOptions): Promise<PageInfo<ActivityProduct>> {
  return get(`/api/front/activity/list/${id}`, { page: query.page ?? 1, limit: query.limit ?? 10 }, options);
}
