import { shopPath } from '@mall/routes';

/** The store's tabs as routes under /merchant/merchant/, with the original's menuCur keys. */
export const STORE_TABS = { home: 0, category: 1, coupon: 2 } as const;
export type StoreTab = keyof typeof STORE_TABS;
type StorePage = StoreTab | 'qualification';

/** /merchant/merchant/<page>?id=<merId>&menuCur=<key>, plus extra query parameters (unlocalised). */
export function storePath(merId: number, page: StorePage, extra: Record<string, string | number> = {}): string {
  return shopPath(merId, page, page === 'qualification' ? extra : { menuCur: STORE_TABS[page], ...extra });
}
