/** The store's tabs as routes under /merchant/merchant/, with the original's menuCur keys. */
export const STORE_TABS = { home: 0, category: 1, coupon: 2 } as const;
export type StoreTab = keyof typeof STORE_TABS;
export type StorePage = StoreTab | 'qualification';

/** /merchant/merchant/<page>?id=<merId>&menuCur=<key>, plus extra query parameters (unlocalised). */
export function storePath(merId: number, page: StorePage, extra: Record<string, string | number> = {}): string {
  const query = new URLSearchParams({ id: String(merId) });
  if (page !== 'qualification') query.set('menuCur', String(STORE_TABS[page]));
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return `/merchant/merchant/${page}?${query}`;
}

export const productPath = (productId: number) => `/goods_detail/${productId}`;
export const STREET_PATH = '/merchant/merchant_street';
export const MERCHANT_SEARCH_PATH = '/merchant/merchant_more';
