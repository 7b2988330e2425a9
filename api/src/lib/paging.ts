import { Type, type Static } from '@sinclair/typebox';

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

/**
 * The most results a product listing or search pages through (Elasticsearch's `max_result_window` default): pages
 * start within them, and a search counts its matches up to them only (docs/contract.md, "Deep pages").
 */
export const RESULT_WINDOW = 10_000;

/** The rows a page of `limit` at `offset` may take: none past the window's end (RESULT_WINDOW unless given). */
export const windowTake = (limit: number, offset: number, window = RESULT_WINDOW) => Math.max(0, Math.min(limit, window - offset));

/** A statement counting the matches of `from` (`FROM … WHERE …`) up to one past the window: never more rows read. */
export const windowCountSql = (from: string, window = RESULT_WINDOW) =>
  `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${window + 1}) m`;

/** Whether `total` is the exact number of matches ('eq') or a lower bound ('gte': more than RESULT_WINDOW). */
export type TotalRelation = 'eq' | 'gte';

/** PageHelper's PageInfo, as the contract's backend serialises it (the storefront reads `list` and `total`). */
export interface PageInfo<T> {
  pageNum: number;
  pageSize: number;
  size: number;
  startRow: number;
  endRow: number;
  pages: number;
  prePage: number;
  nextPage: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  navigatePages: number;
  navigatepageNums: number[];
  navigateFirstPage: number;
  navigateLastPage: number;
  total: number;
  /** Ours, on product listings and searches only: 'gte' when `total` is a lower bound (Elasticsearch's term). */
  totalRelation?: TotalRelation;
  list: T[];
}

export function pageParams(q: { page?: number; limit?: number }, defaultLimit = 20): { page: number; limit: number; offset: number } {
  const page = q.page ?? 1;
  const limit = q.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * A page of `total` items. With `window`, only the first `window` items are reachable: `pages` counts the pages
 * that start within them, `total` stays what was counted (`relation` 'gte' when it is a lower bound).
 */
export function pageInfo<T>(
  list: T[],
  total: number,
  page: number,
  limit: number,
  window?: { size: number; relation: TotalRelation },
): PageInfo<T> {
  const pages = Math.ceil((window ? Math.min(total, window.size) : total) / limit);
  const startRow = list.length ? (page - 1) * limit + 1 : 0;
  const first = Math.max(1, Math.min(page - 4, pages - 7));
  const last = Math.min(pages, first + 7);
  const nums: number[] = [];
  for (let i = first; i <= last && pages > 0; i++) nums.push(i);
  return {
    pageNum: page,
    pageSize: limit,
    size: list.length,
    startRow,
    endRow: list.length ? startRow + list.length - 1 : 0,
    pages,
    prePage: page > 1 ? page - 1 : 0,
    nextPage: page < pages ? page + 1 : 0,
    isFirstPage: page === 1,
    isLastPage: page >= pages,
    hasPreviousPage: page > 1,
    hasNextPage: page < pages,
    navigatePages: 8,
    navigatepageNums: nums,
    navigateFirstPage: nums[0] ?? 0,
    navigateLastPage: nums[nums.length - 1] ?? 0,
    total,
    ...(window ? { totalRelation: window.relation } : {}),
    list,
  };
}
