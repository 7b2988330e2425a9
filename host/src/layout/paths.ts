/** Bare (English) paths of the pages the shell links to; components localize them with the active locale. */
export const HOME_PATH = '/';
export const ORDERS_FROM_HEADER_PATH = '/users/order_list?orderStatus=1';
export const MERCHANT_SETTLED_PATH = '/users/merchant_settled?menuCur=70';
export const CART_PATH = '/order/shopping_cart';
export const SEARCH_PATH = '/goods/goods_search';

/** The search page for a keyword: `/goods/goods_search?title=<text>&cid=`. */
export function searchByTitlePath(title: string): string {
  return `${SEARCH_PATH}?title=${encodeURIComponent(title)}&cid=`;
}

/** The search page for a category: `/goods/goods_search?cid=<id>&title=`. */
export function searchByCategoryPath(cid: number): string {
  return `${SEARCH_PATH}?cid=${encodeURIComponent(String(cid))}&title=`;
}
