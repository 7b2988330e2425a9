import { pageInfo, type PageInfo } from '../../../lib/paging';

export type OrderPageInfo<T> = PageInfo<T> & { page: number; limit: number; totalPage: number };

/** PageHelper's PageInfo plus the names the order-center contract uses for the same numbers. */
export function orderPage<T>(list: T[], total: number, page: number, limit: number): OrderPageInfo<T> {
  const info = pageInfo(list, total, page, limit);
  return { ...info, page, limit, totalPage: info.pages };
}

/** page (default 1) and limit (default 10) of the order center, with the row offset. */
export function orderPageParams(q: { page?: number; limit?: number }): { page: number; limit: number; offset: number } {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  return { page, limit, offset: (page - 1) * limit };
}
