import type { Db } from '../../infra/db';

/** One page of a listing: `FROM … WHERE …` with its parameters ($1…$n), the columns and the order. */
export interface PagedSql {
  columns: string;
  /** `FROM … [WHERE …]`, parameters numbered from $1. */
  from: string;
  orderBy: string;
  params: unknown[];
  /** Parameters only the order uses, numbered after `params` (the counting statement leaves them out). */
  orderParams?: unknown[];
}

/** The statement of one page, with every match counted by a window function (column `page_total`). */
export function pageStatement(q: PagedSql, limit: number, offset: number): { sql: string; params: unknown[] } {
  const params = [...q.params, ...(q.orderParams ?? [])];
  const n = params.length;
  return {
    sql: `SELECT ${q.columns}, count(*) OVER ()::int AS page_total ${q.from} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params: [...params, limit, offset],
  };
}

/**
 * Runs one page of a listing and counts every match in the same statement. Only a page beyond the end (no rows,
 * so no count) costs a second, counting statement, so the total is right there too.
 */
export async function pagedRows<T>(db: Db, q: PagedSql, limit: number, offset: number): Promise<{ rows: T[]; total: number }> {
  const page = pageStatement(q, limit, offset);
  const count = () => db.query<{ n: number }>(`SELECT count(*)::int AS n ${q.from}`, q.params);
  const r = await db.query<T & { page_total: number }>(page.sql, page.params);
  if (r.rows.length > 0) return { rows: r.rows, total: r.rows[0].page_total };
  if (offset === 0) return { rows: [], total: 0 };
  return { rows: [], total: (await count()).rows[0].n };
}
