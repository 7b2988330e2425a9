import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageOf } from './common';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

export const MerchantType = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    info: Type.String({ description: 'Requirements shown on the settlement form' }),
    isDel: Type.Boolean(),
    createTime: Timestamp('Created'),
    updateTime: Timestamp('Last changed'),
  },
  { description: 'MerchantType' },
);
export type MerchantType = Static<typeof MerchantType>;
export const MerchantTypeList = Type.Array(MerchantType, { description: 'Every merchant type not deleted, by id' });

export const MerchantCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    handlingFee: Type.Integer({ description: 'Platform handling fee in percent' }),
    isDel: Type.Boolean(),
    createTime: Timestamp('Created'),
    updateTime: Timestamp('Last changed'),
  },
  { description: 'MerchantCategory' },
);
export type MerchantCategory = Static<typeof MerchantCategory>;
export const MerchantCategoryList = Type.Array(MerchantCategory, { description: 'Every merchant category not deleted, by id' });

// ---- shop street, merchant search ------------------------------------------------------------------

const AbsoluteUrl = (description: string) => Type.String({ description: `${description} (absolute URL)` });
const Money = (description: string) => Type.String({ description: `${description}: a string with two decimals`, examples: ['19.90'] });

/** The 3 products of a street or search card. */
export const MerchantCardProduct = Type.Object({
  id: Type.Integer(),
  storeName: Type.String(),
  image: AbsoluteUrl('Main picture'),
  price: Money('Lowest SKU price'),
  sales: Type.Integer(),
  ficti: Type.Integer({ description: 'Virtual sales; the card shows sales + ficti' }),
});

export const MerchantSearchResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    categoryId: Type.Integer({ description: 'Merchant category (GET /api/front/merchant/all/category/list)' }),
    typeId: Type.Integer({ description: 'Merchant type (GET /api/front/merchant/all/type/list)' }),
    isSelf: Type.Boolean({ description: 'Self-run by the platform' }),
    backImage: AbsoluteUrl('Card background'),
    avatar: AbsoluteUrl('Logo'),
    streetBackImage: AbsoluteUrl('Shop-street card background'),
    starLevel: Type.Integer({ minimum: 1, maximum: 5 }),
    proList: Type.Array(MerchantCardProduct, { description: 'Up to 3 products on sale, by sort (higher first), then newest' }),
  },
  { description: 'MerchantSearchResponse' },
);
export type MerchantSearchResponse = Static<typeof MerchantSearchResponse>;

const Page = Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '1-based page' });
const Limit = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 100, default: fallback, description: `Page size (default ${fallback})` });

/** A filter id as the storefront sends it: digits, or empty for "All". */
const FilterId = (description: string) =>
  Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,15})?$', description: `${description}; empty or absent = all` }));

export const MerchantStreetQuery = Type.Object({ page: Type.Optional(Page), limit: Type.Optional(Limit(10)) });
export type MerchantStreetQuery = Static<typeof MerchantStreetQuery>;

export const MerchantSearchQuery = Type.Object({
  keywords: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the name (case-insensitive), or one of the keywords exactly' }),
  ),
  typeId: FilterId('Merchant type id'),
  categoryId: FilterId('Merchant category id'),
  isSelf: Type.Optional(
    Type.String({ pattern: '^(true|false|1|0)?$', description: 'true/1: self-run only; false/0: third-party only; empty: both' }),
  ),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit(20)),
});
export type MerchantSearchQuery = Static<typeof MerchantSearchQuery>;

export const MerchantPage = PageOf(MerchantSearchResponse, 'PageInfo<MerchantSearchResponse>');

// ---- a store ---------------------------------------------------------------------------------------

export const MerchantIdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Merchant id' }) });
export type MerchantIdParams = Static<typeof MerchantIdParams>;

export const ServiceType = Type.Unsafe<'H5' | 'phone' | 'message' | 'email'>({
  type: 'string',
  enum: ['H5', 'phone', 'message', 'email'],
  description:
    'H5: open serviceLink; message: open serviceMessage (Messenger) in a new window; phone: tel:servicePhone; email: mailto:serviceEmail',
});

export const MerchantServiceInfo = Type.Object(
  {
    serviceType: ServiceType,
    serviceLink: Type.String({ description: 'H5 chat page' }),
    servicePhone: Type.String(),
    serviceMessage: Type.String({ description: 'Messenger link' }),
    serviceEmail: Type.String(),
  },
  { description: 'The store’s customer-service contact' },
);
export type MerchantServiceInfo = Static<typeof MerchantServiceInfo>;

export const MerchantIndexInfoResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    categoryId: Type.Integer(),
    typeId: Type.Integer(),
    isSelf: Type.Boolean(),
    backImage: AbsoluteUrl('Background'),
    avatar: AbsoluteUrl('Logo'),
    starLevel: Type.Integer({ minimum: 1, maximum: 5 }),
    isCollect: Type.Boolean({ description: 'The caller follows this store (false when not signed in)' }),
    followerCount: Type.Integer({ description: 'Shoppers following the store (an addition to the contract: the store header shows it)' }),
    ...MerchantServiceInfo.properties,
    pcBanner: Type.String({
      description: 'A JSON string of [{sattDir}] with absolute picture URLs: the store home carousel',
      examples: ['[{"sattDir":"http://localhost:8080/media/merchants/1-banner-1.svg"}]'],
    }),
    pcBackImage: AbsoluteUrl('PC background'),
  },
  { description: 'MerchantIndexInfoResponse' },
);
export type MerchantIndexInfoResponse = Static<typeof MerchantIndexInfoResponse>;

// ---- qualification behind the picture challenge ----------------------------------------------------

export const MerchantCaptchaResponse = Type.Object(
  {
    key: Type.String({ description: 'Send back as captchaKey with the answer' }),
    image: Type.String({ description: 'data:image/svg+xml;base64,… of 4 letters or digits drawn with noise' }),
  },
  { description: 'A picture challenge, valid 5 minutes, answerable once' },
);
export type MerchantCaptchaResponse = Static<typeof MerchantCaptchaResponse>;

export const MerchantDetailQuery = Type.Object({
  captchaKey: Type.Optional(
    Type.String({ pattern: '^[0-9a-f]{32}$', description: 'The key of GET /api/front/merchant/qualification/captcha/{id}' }),
  ),
  captcha: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4}$', description: 'The 4 characters of the picture, any case' })),
});
export type MerchantDetailQuery = Static<typeof MerchantDetailQuery>;

export const MerchantDetailResponse = Type.Object(
  {
    id: Type.Integer(),
    realName: Type.String({ description: 'The company (legal person) behind the store' }),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    qualificationPicture: Type.String({ description: 'A JSON string array of absolute picture URLs (licences)' }),
    intro: Type.String(),
    createTime: Type.String({ description: 'Joined the mall, yyyy-MM-dd HH:mm:ss (GMT+8)' }),
    collectNum: Type.Integer({ description: 'Followers' }),
    openingHours: Type.String({ description: 'An addition to the contract: the spec’s store page shows it' }),
  },
  { description: 'MerchantDetailResponse' },
);
export type MerchantDetailResponse = Static<typeof MerchantDetailResponse>;

// ---- a store's products and categories -------------------------------------------------------------

const SortDirection = (description: string) =>
  Type.Optional(Type.Union([Type.Literal(''), Type.Literal('asc'), Type.Literal('desc')], { description }));
const PriceBound = (description: string) =>
  Type.Optional(Type.String({ pattern: '^([0-9]{1,9}(\\.[0-9]{1,2})?)?$', description: `${description}; empty = no bound` }));

export const MerchantProductQuery = Type.Object({
  merId: Type.Integer({ minimum: 1, description: 'The store' }),
  cid: FilterId('The store’s own category id (its sub-categories included)'),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the product name or keywords (case-insensitive)' })),
  minPrice: PriceBound('Lowest price'),
  maxPrice: PriceBound('Highest price'),
  priceOrder: SortDirection('By price; ignored when salesOrder is set'),
  salesOrder: SortDirection('By sales + virtual sales'),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit(20)),
});
export type MerchantProductQuery = Static<typeof MerchantProductQuery>;

export const MerchantProduct = Type.Object(
  {
    id: Type.Integer(),
    image: AbsoluteUrl('Main picture'),
    storeName: Type.String(),
    price: Money('Lowest SKU price'),
    otPrice: Money('Former price, shown struck through'),
    sales: Type.Integer(),
    ficti: Type.Integer(),
    unitName: Type.String(),
    stock: Type.Integer(),
  },
  { description: 'IndexProductResponse' },
);
export type MerchantProduct = Static<typeof MerchantProduct>;
export const MerchantProductPage = PageOf(MerchantProduct, 'PageInfo<IndexProductResponse>');

export const MerchantProductParams = Type.Object({ merId: Type.Integer({ minimum: 1, description: 'Merchant id' }) });
export type MerchantProductParams = Static<typeof MerchantProductParams>;

const storeCategoryNode = <T extends TSchema>(children: T, level: string) =>
  Type.Object({
    id: Type.Integer(),
    pid: Type.Integer({ description: 'Parent id; 0 at the top' }),
    name: Type.String(),
    icon: Type.String({ description: 'Absolute URL, or empty' }),
    level: Type.Integer({ description: level }),
    sort: Type.Integer({ description: 'Higher first' }),
    isShow: Type.Boolean(),
    childList: Type.Array(children),
  });

export const StoreCategoryNode = storeCategoryNode(storeCategoryNode(Type.Object({}), '2; childList is always []'), '1');
export type StoreCategoryNode = Omit<Static<typeof StoreCategoryNode>, 'childList'> & { childList: StoreCategoryNode[] };
export const StoreCategoryTree = Type.Array(StoreCategoryNode, {
  description: 'The store’s own shown categories, two levels, by sort then id',
});

// ---- followed stores -------------------------------------------------------------------------------

export const FollowedMerchant = Type.Object({
  uid: Type.Integer(),
  merId: Type.Integer(),
  merName: Type.String(),
  merAvatar: AbsoluteUrl('Logo'),
  createTime: Type.String({ description: 'Followed at, yyyy-MM-dd HH:mm:ss (GMT+8)' }),
});
export type FollowedMerchant = Static<typeof FollowedMerchant>;
export const FollowedMerchantQuery = Type.Object({ page: Type.Optional(Page), limit: Type.Optional(Limit(20)) });
export type FollowedMerchantQuery = Static<typeof FollowedMerchantQuery>;
export const FollowedMerchantPage = PageOf(FollowedMerchant, 'PageInfo<{uid, merId, merName, merAvatar, createTime}>');

// ---- dev -------------------------------------------------------------------------------------------

export const DevCaptchaQuery = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'A captcha key' }) });
export const DevCaptchaResponse = Type.Object({ code: Type.String({ description: 'The 4 characters drawn in the picture' }) });
