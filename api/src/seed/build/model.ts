import type { LeafDef, SecondDef, TopDef } from '../data/taxonomy';
import type { MerchantDef } from '../data/merchants';
import type { Translations } from '../../i18n/localized';
import type { ProductRow as ProductPageRow } from '../../services/catalog/product-detail-service';
import type { ReviewRow } from '../../services/review/review-views';

/**
 * The demo catalogue as plain rows named like the table columns (snake_case), with their ids fixed by the
 * generator, so they go into the database as they are and the pictures can be drawn from the same rows.
 */
export interface MerchantTypeRow {
  id: number;
  name: string;
  info: string;
  created_at: string;
  updated_at: string;
  name_i18n?: Translations;
  info_i18n?: Translations;
}
export interface MerchantCategoryRow {
  id: number;
  name: string;
  handling_fee: number;
  created_at: string;
  updated_at: string;
  name_i18n?: Translations;
}

export interface MerchantRow {
  id: number;
  name: string;
  real_name: string;
  email: string;
  phone: string;
  address: string;
  intro: string;
  keywords: string;
  category_id: number;
  type_id: number;
  is_self: boolean;
  is_recommend: boolean;
  star_level: number;
  sort: number;
  avatar: string;
  back_image: string;
  street_back_image: string;
  pc_banner: string;
  pc_back_image: string;
  qualification_picture: string;
  service_type: 'H5' | 'phone' | 'message' | 'email';
  service_link: string;
  service_phone: string;
  service_message: string;
  service_email: string;
  opening_hours: string;
  created_at: string;
}

export interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: 1 | 2 | 3;
  sort: number;
  is_show: boolean;
  name_i18n?: Translations;
}

export interface MerchantProductCategoryRow {
  id: number;
  mer_id: number;
  pid: number;
  name: string;
  icon: string;
  level: 1 | 2;
  sort: number;
  name_i18n?: Translations;
}

export interface GuaranteeRow {
  id: number;
  name: string;
  icon: string;
  content: string;
  sort: number;
  name_i18n?: Translations;
  content_i18n?: Translations;
}

/** A product: the columns its page reads, and the rest. */
export interface ProductRow extends ProductPageRow {
  category_id: number;
  mer_category_id: number;
  keyword: string;
  sort: number;
  created_at: string;
  store_name_i18n?: Translations;
  store_info_i18n?: Translations;
  content_i18n?: Translations;
}

export interface ProductAttrRow {
  id: number;
  product_id: number;
  attr_name: string;
  attr_values: string;
  sort: number;
  attr_name_i18n?: Translations;
  attr_values_i18n?: Translations;
}

export interface ProductSkuRow {
  id: number;
  product_id: number;
  sku: string;
  attr_value: string;
  image: string;
  price: string;
  ot_price: string;
  cost: string;
  stock: number;
  sales: number;
  weight: string;
  bar_code: string;
  sku_i18n?: Translations;
}

/** A review: the columns its views read (services/review/review-views.ts), the times as the seed writes them. */
export interface ProductReplyRow extends Pick<
  ReviewRow,
  'id' | 'product_id' | 'nickname' | 'sku' | 'star' | 'service_star' | 'comment' | 'pics' | 'merchant_reply_content'
> {
  avatar: string;
  merchant_reply_time: string | null;
  created_at: string;
}

export interface CouponRow {
  id: number;
  mer_id: number | null;
  name: string;
  use_type: 1 | 2 | 3;
  primary_key: string;
  category: number;
  money: string;
  min_price: string;
  is_limited: boolean;
  total: number;
  last_total: number;
  per_user_limit: number;
  receive_start_time: string;
  receive_end_time: string | null;
  is_fixed_time: boolean;
  use_start_time: string | null;
  use_end_time: string | null;
  day: number;
  type: 1 | 2 | 3;
  sort: number;
  created_at: string;
}

export interface ActivityRow {
  id: number;
  name: string;
  type: 1 | 2 | 3;
  banner: string;
  instruction: string;
  sort: number;
  name_i18n?: Translations;
  instruction_i18n?: Translations;
  banner_i18n?: Translations;
}
export interface ActivityProductRow {
  activity_id: number;
  product_id: number;
  pro_image: string;
  sort: number;
}
export interface HotKeywordRow {
  id: number;
  title: string;
  sort: number;
  title_i18n?: Translations;
}
export interface BannerRow {
  id: number;
  grp: 'pc_home' | 'pc_middle';
  name: string;
  url: string;
  pic: string;
  sort: number;
  name_i18n?: Translations;
  pic_i18n?: Translations;
}

export interface CatalogueModel {
  merchantTypes: MerchantTypeRow[];
  merchantCategories: MerchantCategoryRow[];
  merchants: MerchantRow[];
  categories: CategoryRow[];
  merchantProductCategories: MerchantProductCategoryRow[];
  guarantees: GuaranteeRow[];
  products: ProductRow[];
  productAttrs: ProductAttrRow[];
  productSkus: ProductSkuRow[];
  productReplies: ProductReplyRow[];
  coupons: CouponRow[];
  activities: ActivityRow[];
  activityProducts: ActivityProductRow[];
  hotKeywords: HotKeywordRow[];
  banners: BannerRow[];
}

/** A level-3 category with its place in the tree, as the product generator needs it. */
export interface LeafRef {
  id: number;
  topId: number;
  secondId: number;
  def: LeafDef;
  top: TopDef;
  second: SecondDef;
  /** "Top/Second/Leaf", matched against merchants' focus paths. */
  path: string;
}

export interface MerchantRef {
  id: number;
  def: MerchantDef;
  row: MerchantRow;
}

export const DAY_MS = 86_400_000;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Cents to the NUMERIC text the database stores ("19.90"). */
export const cents = (c: number): string => (c / 100).toFixed(2);
