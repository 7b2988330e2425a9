import { createHash } from 'node:crypto';
import type { Db } from '../../infra/db';
import { badRequest } from '../../lib/errors';
import { RESULT_WINDOW, windowCountSql, windowTake, type TotalRelation } from '../../lib/paging';
import { onShelf } from './on-shelf';
import { merchantOpen } from '../merchant/merchant-gate';
import './messages';

/**
 * The product listings a shopper pages through — the whole catalogue, a category at any level, a shop — each read
 * through an index of migration 026 that holds its filter and its order, so a page costs the same on 500 or on
 * 1,000,000 products:
 * - the page's ids come from an index-only scan (the skipped rows of a deep page are index entries, never table
 *   rows), then its 20 rows by primary key;
 * - the total of a listing without a price range is a counter kept by the writes (`listing_total`); with a price
 *   range it is counted up to the result window only, and answered as "at least" beyond it;
 * - pages start within the first RESULT_WINDOW results (docs/contract.md, "Deep pages").
 */

/** Where a listing draws from: the whole catalogue, a shown category of any level (with the shown ones below it), a shop. */
export type ListingScope = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'shop'; merId: number };

/** The orders of the product list (the contract's `salesOrder`, `priceOrder`, else rank) and the home page's picks. */
export type ListingOrder = { by: 'rank' } | { by: 'picks' } | { by: 'sold' | 'price'; dir: 'asc' | 'desc' };

/**
 * Each order's keys in its index's direction (`sold` is read best first, `price` cheapest first). The other
 * direction reads the same index backwards, so every key turns round: ties of an ascending sort come oldest first.
 */
const ORDER_KEYS: Record<ListingOrder['by'], { keys: string[]; natural: 'asc' | 'desc' }> = {
  rank: { keys: ['rank DESC', 'id DESC'], natural: 'desc' },
  picks: { keys: ['sort DESC', 'sold DESC', 'id DESC'], natural: 'desc' },
  sold: { keys: ['sold DESC', 'rank DESC', 'sort DESC', 'id DESC'], natural: 'desc' },
  price: { keys: ['price ASC', 'rank DESC', 'id DESC'], natural: 'asc' },
};

const turn = (key: string) => (key.endsWith(' DESC') ? `${key.slice(0, -5)} ASC` : `${key.slice(0, -4)} DESC`);

/** ORDER BY of a listing order over the rows `alias` (also the search's, when a sort is chosen). */
export function listingOrderBy(order: ListingOrder, alias = 'p'): string {
  const spec = ORDER_KEYS[order.by];
  const dir = 'dir' in order ? order.dir : spec.natural;
  return (dir === spec.natural ? spec.keys : spec.keys.map(turn)).map((key) => `${alias}.${key}`).join(', ');
}

/** The contract's two sort switches as a listing order: salesOrder wins, then priceOrder, else rank. */
export function listingOrder(salesOrder?: string, priceOrder?: string): ListingOrder {
  if (salesOrder === 'asc' || salesOrder === 'desc') return { by: 'sold', dir: salesOrder };
  if (priceOrder === 'asc' || priceOrder === 'desc') return { by: 'price', dir: priceOrder };
  return { by: 'rank' };
}

/** The lineage column of the product that holds a category of each level (migration 026). */
const LEVEL_COLUMNS: Array<[level: number, column: string]> = [
  [1, 'p.category_l1'],
  [2, 'p.category_l2'],
  [3, 'p.category_id'],
];

export interface ListingQuery {
  scope: ListingScope;
  order: ListingOrder;
  minPrice?: number | string;
  maxPrice?: number | string;
  /** Columns of the page's rows (`p` is the product). */
  columns: string;
  /**
   * A shop's page only: each row also carries `shop_open`, the store's gate (merchant-gate.ts: null for an unknown or
   * deleted store), read by the page's own statement instead of a statement of its own beside it.
   */
  gate?: boolean;
}

export interface ListingPage<T> {
  rows: T[];
  total: number;
  relation: TotalRelation;
}

/** Refuses a page that starts beyond the result window (a translated 400). */
export function assertInWindow(offset: number): void {
  if (offset >= RESULT_WINDOW) throw badRequest('catalog.page.window', { window: RESULT_WINDOW.toLocaleString('en') });
}

type Statement = { sql: string; params: unknown[]; name?: string };

/**
 * The name a listing statement is prepared under (once per pooled connection): a page of these is cheap enough that
 * planning it cost as much as running it. Only statements whose plan is the same for every value are named — an
 * index range in the listing's order; a price range, whose best plan depends on how wide it is, is planned each time.
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `listing_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    if (statementNames.size < 1000) statementNames.set(sql, name);
  }
  return name;
}

/**
 * The statements of one listing page: `page` (its rows; with a kept counter, the total rides along as column
 * `page_total`), and `total` (the counter alone, for a page past the end; or the count up to the window).
 */
export function listingStatements(q: ListingQuery, limit: number, offset: number): { page: Statement; total: Statement; counted: boolean } {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [onShelf('p')];
  let counter: [kind: string, ref: number] | null;
  // A category's products are in the lineage column of its level; which one, the statement itself finds (below).
  let category: string | null = null;
  switch (q.scope.kind) {
    case 'all':
      counter = ['a', 0];
      break;
    case 'category':
      category = param(q.scope.id);
      where.push('p.category_shown');
      counter = ['c', q.scope.id];
      break;
    case 'shop':
      where.push(`p.mer_id = ${param(q.scope.merId)}`);
      counter = ['m', q.scope.merId];
      break;
  }
  if (q.minPrice !== undefined) where.push(`p.price >= ${param(q.minPrice)}::numeric`);
  if (q.maxPrice !== undefined) where.push(`p.price <= ${param(q.maxPrice)}::numeric`);
  if (q.minPrice !== undefined || q.maxPrice !== undefined) counter = null;

  const filter = where.join(' AND ');
  const orderBy = listingOrderBy(q.order);
  const n = params.length;
  const pageParams = [...params, windowTake(limit, offset), offset];
  const range = `ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
  // A category: one branch per level, each reading its own lineage index, and only the one of the category's level
  // runs (the level is read once, an InitPlan; a hidden or unknown category has none, and lists nothing). One
  // statement and one plan for every category, instead of looking the level up first.
  const ids = category
    ? LEVEL_COLUMNS.map(
        ([level, column]) =>
          `(SELECT p.id FROM product p WHERE ${filter} AND ${column} = ${category}
              AND (SELECT level FROM category WHERE id = ${category} AND lineage_shown) = ${level} ${range})`,
      ).join(' UNION ALL ')
    : `SELECT p.id FROM product p WHERE ${filter} ${range}`;
  // Each id of the page fetches its row by primary key. The fence (OFFSET 0) keeps that a loop of key reads in every
  // plan: a named page runs with its generic plan (db.ts), which counts `LIMIT $n` as a tenth of the matches, and with
  // a plain join it then hashed the whole product table (10,000 of 100,000 rows guessed) to join 20 ids.
  const gate = q.gate && q.scope.kind === 'shop' ? `, ${merchantOpen('$1')} AS shop_open` : '';
  const pageOf = (extra: string) =>
    `SELECT ${q.columns}${gate}${extra} FROM (${ids}) page CROSS JOIN LATERAL (SELECT * FROM product p WHERE p.id = page.id OFFSET 0) p ORDER BY ${orderBy}`;
  if (!counter) {
    return {
      page: { sql: pageOf(''), params: pageParams },
      total: {
        sql: windowCountSql(
          `FROM product p WHERE ${filter}${category ? ` AND ${category} IN (${LEVEL_COLUMNS.map(([, column]) => column).join(', ')})` : ''}`,
        ),
        params,
      },
      counted: false,
    };
  }
  const [kind, ref] = counter;
  // A hidden category keeps its counter, but lists nothing: its total is 0.
  const shown = (placeholder: string) =>
    kind === 'c' ? ` AND EXISTS (SELECT 1 FROM category WHERE id = ${placeholder} AND lineage_shown)` : '';
  const read = (placeholder: string) =>
    `COALESCE((SELECT n FROM listing_total WHERE kind = '${kind}' AND ref = ${placeholder}${shown(placeholder)}), 0)`;
  return {
    page: { ...named(pageOf(`, ${read(`$${n + 3}`)} AS page_total`)), params: [...pageParams, ref] },
    total: { ...named(`SELECT ${read('$1')} AS n`), params: [ref] },
    counted: true,
  };
}

const named = (sql: string) => ({ sql, name: statementName(sql) });

/** One page of a listing and its total. */
export async function listingPage<T>(db: Db, q: ListingQuery, limit: number, offset: number): Promise<ListingPage<T>> {
  assertInWindow(offset);
  const s = listingStatements(q, limit, offset);
  if (s.counted) {
    // The kept total rides in the page's own statement (one round trip); a page past the end reads it alone.
    const page = await db.query<T & { page_total: number }>(s.page.sql, s.page.params, { name: s.page.name });
    if (page.rows.length > 0) return { rows: page.rows, total: page.rows[0].page_total, relation: 'eq' };
    const total = await db.query<{ n: number }>(s.total.sql, s.total.params, { name: s.total.name });
    return { rows: [], total: total.rows[0].n, relation: 'eq' };
  }
  const [page, counted] = await Promise.all([db.query<T>(s.page.sql, s.page.params), db.query<{ n: number }>(s.total.sql, s.total.params)]);
  return { rows: page.rows, ...windowTotal(counted.rows[0].n, false) };
}

/** A total as the pager shows it: exact from a counter; counted up to the window, "at least the window" beyond it. */
export function windowTotal(counted: number, exact: boolean): { total: number; relation: TotalRelation } {
  if (exact || counted <= RESULT_WINDOW) return { total: counted, relation: 'eq' };
  return { total: RESULT_WINDOW, relation: 'gte' };
}
