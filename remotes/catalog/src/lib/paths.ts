// Links out of the catalog pages (bare paths: pages localise them with localizePath).

export const HOME_PATH = '/';
export const RANKING_PATH = '/goods/top_one';
export const SEARCH_PATH = '/goods/goods_search';

export const productPath = (id: number) => `/goods_detail/${id}`;

export const merchantHomePath = (merId: number) => `/merchant/merchant/home?id=${merId}`;

export const merchantMorePath = (title: string) => `/merchant/merchant_more?title=${encodeURIComponent(title)}`;

export function activityPath(activity: { id: number; type: number; name: string }): string {
  const query = new URLSearchParams({ id: String(activity.id), type: String(activity.type), name: activity.name });
  return `/goods/activity_list?${query.toString()}`;
}

export const orderConfirmPath = (preOrderNo: string) => `/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`;
