import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, PageOf } from './common';
import { PageQuery } from '../lib/paging';

/** ProCategoryCacheVo; the tree has three fixed levels, so each level is spelled out (no recursive $ref). */
const categoryNode = <T extends TSchema>(children: T, level: string) =>
  Type.Object({
    id: Type.Integer(),
    pid: Type.Integer({ description: 'Parent id; 0 for a top-level category' }),
    name: Type.String(),
    icon: Type.String({ description: 'Absolute URL of the icon' }),
    level: Type.Integer({ description: level }),
    sort: Type.Integer({ description: 'Higher first' }),
    isShow: Type.Boolean(),
    childList: Type.Array(children),
  });

const Level3 = categoryNode(Type.Object({}), '3: leaf, the cid of product search; childList is always []');
const Level2 = categoryNode(Level3, '2');
export const CategoryNode = categoryNode(Level2, '1');
export type CategoryNode = Static<typeof CategoryNode>;
export type CategoryTreeNode = Omit<CategoryNode, 'childList'> & { childList: CategoryTreeNode[] };

export const CategoryTree = Type.Array(CategoryNode, { description: 'Shown categories only, each level by sort (higher first), then id' });

/** A database id in a path, query or body: a positive integer ('abc', 0 and negatives answer 400). */
export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });

/** Money as the contract sends it: a string with two decimals. */
export const Money = (description = 'Amount') =>
  Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: `${description}, a 2-decimal string` });

const AbsoluteUrl = (description: string) => Type.String({ description: `${description} (absolute URL)` });

export const SortDirection = Type.Union([Type.Literal(''), Type.Literal('asc'), Type.Literal('desc')], {
  description: "'' (not sorted by this), 'asc' or 'desc'",
});
export type SortDirection = Static<typeof SortDirection>;

export const ProductListQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Search text (case-insensitive): every word must appear in the name or the keywords; empty = no filter',
    }),
  ),
  cid: Type.Optional(Id('Platform category of any level; its sub-categories are included (the original matched the id exactly)')),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999, description: 'Lowest price, inclusive' })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999, description: 'Highest price, inclusive; not below minPrice' })),
  priceOrder: Type.Optional(SortDirection),
  salesOrder: Type.Optional(SortDirection),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const IndexProductResponse = Type.Object(
  {
    id: Type.Integer(),
    image: AbsoluteUrl('Main picture'),
    storeName: Type.String(),
    price: Money('Lowest SKU price'),
    otPrice: Nullable(Money('Original price; null in search results')),
    sales: Type.Integer({ description: 'Real sales (the storefront shows sales + ficti)' }),
    ficti: Type.Integer({ description: 'Virtual sales' }),
    unitName: Type.String(),
    stock: Type.Integer({ description: 'Sum of the SKUs’ stock' }),
  },
  { description: 'IndexProductResponse' },
);
export type IndexProductResponse = Static<typeof IndexProductResponse>;

export const ProductPage = PageOf(IndexProductResponse, 'PageInfo<IndexProductResponse>');

export const LeaderboardItem = Type.Object({
  id: Type.Integer(),
  storeName: Type.String(),
  image: AbsoluteUrl('Main picture'),
  price: Money('Lowest SKU price'),
  otPrice: Money('Original price'),
  sales: Type.Integer({ description: 'Sold count: real sales + virtual sales (ficti)' }),
});
export type LeaderboardItem = Static<typeof LeaderboardItem>;
export const Leaderboard = Type.Array(LeaderboardItem, {
  description: 'At most 20 on-shelf products, by sold count (sales + ficti) descending',
});

export const ProductIdParams = Type.Object({ id: Id('Product id') });

export const ProductInfo = Type.Object(
  {
    id: Type.Integer(),
    merId: Type.Integer({ description: 'The merchant (merchantInfo has no id)' }),
    image: AbsoluteUrl('Main picture'),
    storeName: Type.String(),
    storeInfo: Type.String({ description: 'Summary' }),
    sliderImage: Type.String({ description: 'A JSON string: array of absolute picture URLs' }),
    price: Money('Lowest SKU price'),
    otPrice: Money('Original price'),
    stock: Type.Integer(),
    sales: Type.Integer(),
    ficti: Type.Integer(),
    browse: Type.Integer(),
    unitName: Type.String(),
    guaranteeIds: Type.String({ description: 'Comma-separated guarantee ids' }),
    content: Type.String({ description: 'HTML description, sanitised on the server (allow-listed tags and attributes); "" when none' }),
    maxQuantity: Type.Integer({
      description:
        'Ours (docs/contract.md): the most units of one SKU one order or cart line may hold (ORDER_MAX_PER_SKU); the stock may be lower',
    }),
  },
  { description: 'StoreProduct (only the columns the storefront reads)' },
);

export const ProductAttr = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  attrName: Type.String(),
  attrValues: Type.String({ description: 'Comma-separated values in display order, e.g. "Red,Blue"' }),
  type: Type.Integer({ description: '0: ordinary attribute' }),
  isDel: Type.Boolean(),
});

export const ProductSku = Type.Object(
  {
    id: Type.Integer({ description: 'SKU id: the productAttrUnique of cart/save and the attrValueId of pre-orders' }),
    productId: Type.Integer(),
    sku: Type.String({ description: 'The key of this entry: the values joined by "," in attribute order' }),
    stock: Type.Integer(),
    sales: Type.Integer(),
    price: Money('Price'),
    otPrice: Money('Original price'),
    image: AbsoluteUrl('Picture of this SKU (the product picture when it has none)'),
    cost: Type.Null({ description: 'Always null: a merchant’s cost price is not for shoppers (the original sent it)' }),
    barCode: Type.String(),
    weight: Type.String({ description: 'kg' }),
    volume: Type.String({ description: 'm³' }),
    brokerage: Money('Distribution commission (none in this mall)'),
    brokerageTwo: Money('Second-level commission (none in this mall)'),
    type: Type.Integer({ description: '0: ordinary product' }),
    quota: Type.Integer({ description: 'Activity quota (none): 0' }),
    quotaShow: Type.Integer({ description: 'Activity quota shown (none): 0' }),
    attrValue: Type.String({ description: 'A JSON string: attribute name → value' }),
    vipPrice: Type.Null({ description: 'No member prices in this mall: null' }),
    checked: Type.Boolean(),
  },
  { description: 'StoreProductAttrValueResponse' },
);
export type ProductSku = Static<typeof ProductSku>;

export const ProductCard = Type.Object({
  id: Type.Integer(),
  storeName: Type.String(),
  image: AbsoluteUrl('Main picture'),
  price: Money('Lowest SKU price'),
  sales: Type.Integer(),
  ficti: Type.Integer(),
});

export const ProductMerchant = Type.Object(
  {
    name: Type.String(),
    avatar: AbsoluteUrl('Shop avatar'),
    isSelf: Type.Boolean({ description: 'Self-run by the mall' }),
    starLevel: Type.Integer({ minimum: 1, maximum: 5 }),
    typeId: Type.Integer({ description: 'Merchant type (see /api/front/merchant/all/type/list)' }),
    isCollect: Type.Boolean({ description: 'The caller follows this shop (false when not signed in)' }),
    proList: Type.Array(ProductCard, { description: 'Up to 4 other on-shelf products of the shop, best sellers first' }),
  },
  { description: 'ProductMerchantResponse (no id: use productInfo.merId)' },
);

export const Guarantee = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: AbsoluteUrl('Icon'),
  content: Type.String({ description: 'Hover text' }),
  sort: Type.Integer(),
  isShow: Type.Boolean(),
});

export const ProductDetailResponse = Type.Object(
  {
    productInfo: ProductInfo,
    productAttr: Type.Array(ProductAttr, { description: 'Attributes in display order' }),
    productValue: Type.Record(Type.String(), ProductSku, {
      description:
        'SKUs keyed by their values joined by "," in attribute order ("Red,XL"); the key is "" when the product has no attributes',
    }),
    merchantInfo: ProductMerchant,
    userCollect: Type.Boolean({ description: 'The caller has the product in their favourites (false when not signed in)' }),
    guaranteeList: Type.Array(Guarantee, { description: 'Shown guarantees of the product, by sort' }),
  },
  { description: 'ProductDetailResponse' },
);
export type ProductDetailResponse = Static<typeof ProductDetailResponse>;

export const ReplyConfigResponse = Type.Object(
  {
    sumCount: Type.Integer({ description: 'All reviews' }),
    goodCount: Type.Integer({ description: '5 stars' }),
    inCount: Type.Integer({ description: '2–4 stars' }),
    poorCount: Type.Integer({ description: '1 star' }),
    replyChance: Type.String({ description: 'Share of good reviews, 2 decimals ("0.95"; "0.00" without reviews)' }),
    replyStar: Type.Integer({ description: 'Average star, rounded (0 without reviews)' }),
    replyStarAverage: Type.String({
      description: 'Ours: the average star with one decimal ("3.3"; "0.0" without reviews), which the rounded replyStar hides',
    }),
  },
  { description: 'Review summary of a product' },
);
export type ReplyConfigResponse = Static<typeof ReplyConfigResponse>;

export const ReplyListQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3, default: 0, description: '0 all, 1 good (5★), 2 medium (2–4★), 3 poor (1★)' }),
  ),
});
export type ReplyListQuery = Static<typeof ReplyListQuery>;

export const ProductReplyResponse = Type.Object(
  {
    id: Type.Integer(),
    uid: Nullable(Type.Integer({ description: 'The reviewer; null for imported reviews' })),
    star: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String(),
    pics: Type.Array(Type.String(), { description: 'Absolute picture URLs' }),
    merchantReplyContent: Nullable(Type.String({ description: 'The shop’s answer; null when none' })),
    nickname: Type.String(),
    avatar: AbsoluteUrl('Reviewer avatar'),
    createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss (GMT+8)' }),
    sku: Type.String({ description: 'The SKU bought, e.g. "Red,XL"' }),
  },
  { description: 'ProductReplyResponse' },
);
export type ProductReplyResponse = Static<typeof ProductReplyResponse>;
export const ReplyPage = PageOf(ProductReplyResponse, 'PageInfo<ProductReplyResponse>, newest first');
