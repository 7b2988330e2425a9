import type { CustomerServiceConfig, PageQuery } from '../types';

/** One of the 3 products of a street or search card. */
export interface MerchantCardProduct {
  id: number;
  storeName: string;
  image: string;
  /** Two decimals, as a string. */
  price: string;
  sales: number;
  /** Virtual sales: the card shows sales + ficti. */
  ficti: number;
}

/** MerchantSearchResponse: a card of the shop street and of the merchant search. */
export interface MerchantStreetItem {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  isSelf: boolean;
  backImage: string;
  avatar: string;
  streetBackImage: string;
  /** 1–5. */
  starLevel: number;
  proList: MerchantCardProduct[];
}

/** GET /api/front/merchant/search/list filters; an empty or absent filter means all. */
export interface MerchantSearchQuery extends PageQuery {
  keywords?: string;
  typeId?: number | '';
  categoryId?: number | '';
  isSelf?: boolean | '';
}

/** MerchantIndexInfoResponse: the store header, home banner and contact. */
export interface MerchantIndexInfo extends CustomerServiceConfig {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  isSelf: boolean;
  backImage: string;
  avatar: string;
  starLevel: number;
  /** The caller follows the store. */
  isCollect: boolean;
  /** Shoppers following the store (our API's addition to the contract). */
  followerCount: number;
  /** A JSON string of [{sattDir}]: see parseMerchantBanner. */
  pcBanner: string;
  pcBackImage: string;
}

/** GET /api/front/merchant/qualification/captcha/{id}: a picture challenge, valid 5 minutes, one answer. */
export interface MerchantCaptcha {
  key: string;
  /** An SVG data URL. */
  image: string;
}

/** MerchantDetailResponse: the qualification shown after the challenge. */
export interface MerchantQualification {
  id: number;
  /** The company behind the store. */
  realName: string;
  email: string;
  phone: string;
  address: string;
  /** A JSON string array of picture URLs: see parseQualificationPictures. */
  qualificationPicture: string;
  intro: string;
  /** Joined the mall, yyyy-MM-dd HH:mm:ss. */
  createTime: string;
  collectNum: number;
  /** Ours: a backend of the contract's family does not send it. */
  openingHours?: string;
}

export type MerchantSortDirection = '' | 'asc' | 'desc';

/** GET /api/front/product/merchant/pro/list query. */
export interface MerchantProductQuery extends PageQuery {
  merId: number;
  /** The store's own category (its sub-categories included). */
  cid?: number | '';
  keyword?: string;
  minPrice?: string;
  maxPrice?: string;
  priceOrder?: MerchantSortDirection;
  salesOrder?: MerchantSortDirection;
}

/** IndexProductResponse of a store's list (otPrice is filled). */
export interface MerchantProductItem {
  id: number;
  image: string;
  storeName: string;
  price: string;
  otPrice: string;
  sales: number;
  ficti: number;
  unitName: string;
  stock: number;
}

/** A store's own category (ProCategoryCacheVo); `childList` is undefined for a leaf. */
export interface MerchantProductCategory {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  isShow: boolean;
  childList?: MerchantProductCategory[];
}

/** GET /api/front/collect/merchant/list item. */
export interface FollowedMerchant {
  uid: number;
  merId: number;
  merName: string;
  merAvatar: string;
  createTime: string;
}
