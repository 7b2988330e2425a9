// The shop street, a store's pages, merchant types and categories, followed stores.
import type {
  MerchantDetailResponse,
  MerchantProductQuery as WireProductQuery,
  MerchantSearchQuery as WireSearchQuery,
} from '../../../api/src/schemas/merchant';
import type { Narrowed, WithOurFields } from './shape';

export type {
  FollowedMerchant,
  MerchantCaptchaResponse as MerchantCaptcha,
  MerchantCategory,
  MerchantIndexInfoResponse as MerchantIndexInfo,
  MerchantProduct as MerchantProductItem,
  MerchantSearchResponse as MerchantStreetItem,
  MerchantServiceInfo,
  MerchantType,
  StoreCategoryNode,
} from '../../../api/src/schemas/merchant';

/** The qualification shown after the challenge; `openingHours` is ours. */
export type MerchantQualification = WithOurFields<MerchantDetailResponse, 'openingHours'>;

/** The shop-street search as the storefront passes it: ids as numbers (sent as query text); '' or absent = all. */
export type MerchantSearchQuery = Narrowed<WireSearchQuery, { typeId?: number | ''; categoryId?: number | ''; isSelf?: boolean | '' }>;

/** A store's product list query as the storefront passes it: the store's category id as a number; '' or absent = all. */
export type MerchantProductQuery = Narrowed<WireProductQuery, { cid?: number | '' }>;
export type MerchantSortDirection = NonNullable<WireProductQuery['priceOrder']>;
