import type { Db } from '../../external/db';
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
};

const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|COPY)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The cache areas a statement may change (none for a read). A false positive only costs a cache refill. */
export function tagsWritten(sql: string): CacheTag[] {
  const tags = new Set<CacheTag>();
  for (const m of sql.matchAll(WRITE)) {
    const tag = TABLE_TAGS[m[1].toLowerCase()];
    if (tag) tags.add(tag);
  }
  return [...tags];
}

/**
 * The database as the API uses it, reporting which cache areas its writes touched: a statement outside a
 * transaction reports when it returns; a transaction reports once it has committed (a rolled back one, never).
 * Every service goes through this one `Db`, so order creation, cancellation (also on read and by the sweeper),
 * refunds, reviews and the operator's routes are all covered without each remembering to invalidate.
 */
export function watchWrites(db: Db, changed: (tags: CacheTag[]) => Promise<void>): Db {
  const inTransaction = (tx: Db, pending: Set<CacheTag>): Db => ({
    kind: tx.kind,
    query(sql, params) {
      for (const t of tagsWritten(sql)) pending.add(t);
      return tx.query(sql, params);
    },
    exec(sql) {
      for (const t of tagsWritten(sql)) pending.add(t);
      return tx.exec(sql);
    },
    transaction: (fn) => tx.transaction((inner) => fn(inTransaction(inner, pending))),
    close: () => tx.close(),
  });

  return {
    kind: db.kind,
    async query(sql, params) {
      const r = await db.query(sql, params);
      const tags = tagsWritten(sql);
      if (tags.length > 0) await changed(tags);
      return r;
    },
    async exec(sql) {
      await db.exec(sql);
      const tags = tagsWritten(sql);
      if (tags.length > 0) await changed(tags);
    },
    async transaction(fn) {
      const pending = new Set<CacheTag>();
      const result = await db.transaction((tx) => fn(inTransaction(tx, pending)));
      if (pending.size > 0) await changed([...pending]);
      return result;
    },
    close: () => db.close(),
  } as Db;
}
