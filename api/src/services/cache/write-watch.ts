import { LRUCache } from 'lru-cache';
import type { Db, QueryOptions } from '../../infra/db';
import { ProductChanges, type CacheTag, type ProductChange } from './invalidation';

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

/** The areas a statement's text writes, parsed once per text (the API's statements are constants; ~6 % of an order's CPU otherwise). */
const shapes = new LRUCache<string, CacheTag[]>({ max: 2000 });

function tagsOfCached(sql: string): CacheTag[] {
  let tags = shapes.get(sql);
  if (!tags) shapes.set(sql, (tags = tagsWritten(sql)));
  return tags;
}

/** What a committed write changed: whole areas, and products whose stock or sales changed (ProductChange). */
export interface CacheChange extends Required<ProductChange> {
  tags: CacheTag[];
}

class PendingChange {
  private readonly tags = new Set<CacheTag>();
  private readonly products = new ProductChanges();

  /**
   * A statement that says what it changed (`opts.cacheChange`, from the rows it returned) is taken at its word; any
   * other write empties the areas of the tables it names.
   */
  note(sql: string, rows: readonly unknown[] | null, opts?: QueryOptions): void {
    if (opts?.cacheChange && rows) {
      this.products.add(opts.cacheChange(rows as Array<Record<string, unknown>>));
      return;
    }
    for (const t of tagsOfCached(sql)) this.tags.add(t);
  }

  take(): CacheChange | null {
    if (this.tags.size + this.products.size === 0) return null;
    return { tags: [...this.tags], ...this.products.take() };
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
        pending.note(sql, r.rows, opts);
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
      pending.note(sql, r.rows, opts);
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
