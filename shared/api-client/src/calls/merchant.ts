// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, withOptions, type CallOptions } from '@mall/api-client';
import type {
  FollowedMerchant,
  MerchantCaptcha,
  MerchantCategory,
  MerchantIndexInfo,
  MerchantProductItem,
  MerchantProductQuery,
  MerchantQualification,
  MerchantSearchQuery,
  MerchantServiceInfo,
  MerchantStreetItem,
  MerchantType,
  PageInfo,
  PageQuery,
  StoreCategoryNode,
} from '@mall/contract';

/** GET /api/front/merchant/all/type/list. */
export function getMerchantTypes(options?: CallOptions): Promise<MerchantType[]> {
  return request<MerchantType[]>({ method: 'GET', url: '/api/front/merchant/all/type/list', ...withOptions(options) });
}

/** GET /api/front/merchant/all/category/list. */
export function getMerchantCategories(options?: CallOptions): Promise<MerchantCategory[]> {
  return request<MerchantCategory[]>({
    method: 'GET',
    url: '/api/front/merchant/all/category/list',
    ...withOptions(options),
  });
}

/** Query parameters without the empty ones ('' and undefined mean "all"). */
function present<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;
}

/** GET /api/front/merchant/street: open stores, recommended first, with a real `total`. */
export function getMerchantStreet(query: PageQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  return request({ method: 'GET', url: '/api/front/merchant/street', params: present(query), ...withOptions(options) });
}

/** GET /api/front/merchant/search/list. */
export function searchMerchants(query: MerchantSearchQuery, options?: CallOptions): Promise<PageInfo<MerchantStreetItem>> {
  const params = present({ ...query, keywords: query.keywords?.trim() });
  return request({ method: 'GET', url: '/api/front/merchant/search/list', params, ...withOptions(options) });
}

/** GET /api/front/merchant/index/info/{id}: code 404 unknown, 500 switched off. */
export function getMerchantIndexInfo(merId: number, options?: CallOptions): Promise<MerchantIndexInfo> {
  return request({ method: 'GET', url: `/api/front/merchant/index/info/${merId}`, ...withOptions(options) });
}

/** GET /api/front/merchant/customer/service/info/{id}. */
export function getMerchantServiceInfo(merId: number, options?: CallOptions): Promise<MerchantServiceInfo> {
  return request({ method: 'GET', url: `/api/front/merchant/customer/service/info/${merId}`, ...withOptions(options) });
}

/** GET /api/front/merchant/qualification/captcha/{id}: a new picture challenge. */
export function getMerchantCaptcha(merId: number, options?: CallOptions): Promise<MerchantCaptcha> {
  return request({ method: 'GET', url: `/api/front/merchant/qualification/captcha/${merId}`, ...withOptions(options) });
}

/**
 * GET /api/front/merchant/detail/{id}?captchaKey=&captcha=: with our server's challenge, code 400 unless the answer
 * is right (any case). `null`: no challenge (a backend of the contract's family, or ours with QUALIFICATION_CAPTCHA
 * off, where the captcha endpoint is not served and the detail is open).
 */
export function getMerchantQualification(
  merId: number,
  answer: { captchaKey: string; captcha: string } | null,
  options?: CallOptions,
): Promise<MerchantQualification> {
  return request({
    method: 'GET',
    url: `/api/front/merchant/detail/${merId}`,
    ...(answer ? { params: { captchaKey: answer.captchaKey, captcha: answer.captcha.trim() } } : {}),
    ...withOptions(options),
  });
}

/** GET /api/front/product/merchant/pro/list. */
export function getMerchantProducts(query: MerchantProductQuery, options?: CallOptions): Promise<PageInfo<MerchantProductItem>> {
  return request({ method: 'GET', url: '/api/front/product/merchant/pro/list', params: present(query), ...withOptions(options) });
}

/** GET /api/front/product/merchant/{merId}/category/list; leaves get no `childList`. */
export async function getMerchantProductCategories(merId: number, options?: CallOptions): Promise<MerchantProductCategory[]> {
  const tree = await request<RawStoreCategory[] | null>({
    method: 'GET',
    url: `/api/front/product/merchant/${merId}/category/list`,
    ...withOptions(options),
  });
  return withoutEmptyChildren(tree ?? []);
}

/** A store's own category as the storefront keeps it: `childList` is undefined for a leaf (never an empty array). */
export type MerchantProductCategory = Omit<StoreCategoryNode, 'childList'> & { childList?: MerchantProductCategory[] };

type RawStoreCategory = Omit<MerchantProductCategory, 'childList'> & { childList?: RawStoreCategory[] | null };

/** An empty childList becomes undefined at every level, as the storefront treats it (spec §3). */
function withoutEmptyChildren(nodes: RawStoreCategory[]): MerchantProductCategory[] {
  return nodes.map(({ childList, ...node }) =>
    childList && childList.length > 0 ? { ...node, childList: withoutEmptyChildren(childList) } : { ...node, childList: undefined },
  );
}

/** GET /api/front/collect/merchant/list (signed in). */
export function getFollowedMerchants(query: PageQuery, options?: CallOptions): Promise<PageInfo<FollowedMerchant>> {
  return request({ method: 'GET', url: '/api/front/collect/merchant/list', params: present(query), ...withOptions(options) });
}

/** The [{sattDir}] JSON string of `pcBanner` as picture URLs (nothing for a malformed value). */
export function parseMerchantBanner(pcBanner: string | null | undefined): string[] {
  try {
    const items: unknown = JSON.parse(pcBanner || '[]');
    if (!Array.isArray(items)) return [];
    return items
      .map((item) => (typeof item === 'object' && item !== null ? (item as { sattDir?: unknown }).sattDir : null))
      .filter((url): url is string => typeof url === 'string' && url !== '');
  } catch {
    return [];
  }
}

/** The JSON string array of `qualificationPicture` as URLs (nothing for a malformed value). */
export function parseQualificationPictures(value: string | null | undefined): string[] {
  try {
    const items: unknown = JSON.parse(value || '[]');
    return Array.isArray(items) ? items.filter((url): url is string => typeof url === 'string' && url !== '') : [];
  } catch {
    return [];
  }
}
