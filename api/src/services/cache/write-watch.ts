import { LRUCache } from 'lru-cache';
import type { Db } from '../../infra/db';
import type { CacheTag } from './invalidation';

/** Tables whose rows public answers are built from, and the cache area each belongs to. */
const TABLE_TAGS: Record<string, CacheTag> = {
  product: 'product',
  product_sku: 'product',
  product_attr: 'product',
  guarantee: 'product',
  activity_product: 'product',
  product_reply: 'review',
  merchant: 'merchant',
  merchant_product_category: 'merchant',
  user_follow_merchant: 'merchant',
  category: 'category',
  system_config: 'home',
  banner: 'home',
  hot_keyword: 'home',
  // Sessions: a token revoked (sign-out, password change or reset, a guest merged) or deleted. A new token
  // (INSERT) changes nothing cached: unknown tokens are never cached.
  auth_token: 'auth',
};

const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|COPY)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The table a write names, and its cache area (none for a table no cached answer is built from). */
function tagOf(m: RegExpMatchArray): CacheTag | undefined {
  const tag = TABLE_TAGS[m[2].toLowerCase()];
  return tag === 'auth' && /^INSERT/i.test(m[1]) ? undefined : tag;
}

/** The cache areas a statement may change (none for a read). A false positive only costs a cache refill. */
export function tagsWritten(sql: string): CacheTag[] {
  const tags = new Set<CacheTag>();
  for (const m of sql.matchAll(WRITE)) {
    const tag = tagOf(m);
    if (tag) tags.add(tag);
  }
  return [...tags];
}

/**
 * A stock-only write to a product table: `SET stock = stock ± n` (n a parameter, a column or one parenthesised
 * expression) or the product's stock re-summed from its SKUs, and nothing else set.
 */
const STOCK_SET = new RegExp(
  String.raw`^UPDATE\s+(product_sku|product)(?:\s+(?!SET\b)[a-z_]+)?\s+SET\s+stock\s*=\s*` +
    String.raw`(?:(?:[a-z_]+\.)?stock\s*[-+]\s*(?:\$\d+|[a-z_]+\.[a-z_]+|\((?:[^()]|\([^()]*\))*\))` +
    String.raw`|\(SELECT COALESCE\(sum\(stock\), 0\) FROM product_sku WHERE product_id = \$\d+ AND NOT is_del\))` +
    String.raw`\s+(?:FROM|WHERE)\s`,
  'i',
);

/**
 * The products whose stock alone a statement changed, or null when it wrote anything else of the catalogue (or does
 * not say which products). The checkout's writes (api/src/plugins/app/order) name them: a single stock update
 * RETURNING `product_id` (SKU) or `id` (product), or a statement of several writes answering `stock_of` (an array).
 * Such a change empties only those products' pages (and the lists, which show stock).
 */
function stockOnlyProducts(shape: StatementShape, rows: readonly unknown[]): number[] | null {
  if (!shape.stockOnly) return null;
  const named = rows as Array<Record<string, unknown>>;
  const ids: unknown[] =
    named[0] && 'stock_of' in named[0]
      ? named.flatMap((r) => (Array.isArray(r.stock_of) ? r.stock_of : [null]))
      : shape.singleWrite
        ? named.map((r) => r[shape.singleWrite === 'product' ? 'id' : 'product_id'])
        : [];
  return ids.length > 0 && ids.every((id): id is number => typeof id === 'number') ? ids : null;
}

/** What the text of a statement says about the cache, whatever its parameters and answer. */
interface StatementShape {
  /** The areas it writes (none for a read). */
  tags: CacheTag[];
  /** Its only catalogue writes are stock-only ones (then the rows may name the products). */
  stockOnly: boolean;
  /** The table of its one catalogue write, when it has exactly one. */
  singleWrite: string | null;
}

function shapeOf(sql: string): StatementShape {
  const writes = [...sql.matchAll(WRITE)].filter((m) => tagOf(m));
  return {
    tags: tagsWritten(sql),
    stockOnly: writes.length > 0 && writes.every((m) => STOCK_SET.test(sql.slice(m.index))),
    singleWrite: writes.length === 1 ? writes[0][2].toLowerCase() : null,
  };
}

/**
 * The shapes of the statements seen, by text: the API's statements are constants (values travel as parameters),
 * so each is parsed by the regular expressions once, not on every run (they cost ~6 % of the API's CPU per order).
 */
const shapes = new LRUCache<string, StatementShape>({ max: 2000 });

function shapeOfCached(sql: string): StatementShape {
  let shape = shapes.get(sql);
  if (!shape) shapes.set(sql, (shape = shapeOf(sql)));
  return shape;
}

/** What a committed write changed: whole areas, and products whose stock alone changed. */
export interface CacheChange {
  tags: CacheTag[];
  stockOf: number[];
}

class PendingChange {
  private readonly tags = new Set<CacheTag>();
  private readonly stockOf = new Set<number>();

  note(sql: string, rows: readonly unknown[] | null): void {
    const shape = shapeOfCached(sql);
    if (shape.tags.length === 0) return;
    const stockOf = rows ? stockOnlyProducts(shape, rows) : null;
    if (stockOf) {
      for (const id of stockOf) this.stockOf.add(id);
      return;
    }
    for (const t of shape.tags) this.tags.add(t);
  }

  take(): CacheChange | null {
    if (this.tags.size === 0 && this.stockOf.size === 0) return null;
    return { tags: [...this.tags], stockOf: [...this.stockOf] };
  }
}

/**
 * The database as the API uses it, reporting which cache areas its writes touched: a statement outside a
 * transaction reports when it returns; a transaction reports once it has committed (a rolled back one, never).
 * Every service goes through this one `Db`, so order creation, cancellation (also on read and by the sweeper),
 * refunds, reviews and the operator's routes are all covered without each remembering to invalidate.
 */
export function watchWrites(db: Db, changed: (change: CacheChange) => Promise<void>): Db {
  const inTransaction = (tx: Db, pending: PendingChange): Db =>
    ({
      kind: tx.kind,
      async query(sql, params, opts) {
        const r = await tx.query(sql, params, opts);
        pending.note(sql, r.rows);
        return r;
      },
      async exec(sql) {
        await tx.exec(sql);
        pending.note(sql, null);
      },
      transaction: (fn) => tx.transaction((inner) => fn(inTransaction(inner, pending))),
      close: () => tx.close(),
    }) as Db;

  const report = async (pending: PendingChange) => {
    const change = pending.take();
    if (change) await changed(change);
  };

  return {
    kind: db.kind,
    async query(sql, params, opts) {
      const r = await db.query(sql, params, opts);
      const pending = new PendingChange();
      pending.note(sql, r.rows);
      await report(pending);
      return r;
    },
    async exec(sql) {
      await db.exec(sql);
      const pending = new PendingChange();
      pending.note(sql, null);
      await report(pending);
    },
    async transaction(fn) {
      const pending = new PendingChange();
      const result = await db.transaction((tx) => fn(inTransaction(tx, pending)));
      await report(pending);
      return result;
    },
    close: () => db.close(),
  } as Db;
}
