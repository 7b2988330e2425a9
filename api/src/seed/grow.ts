import type { SeedSize } from '../config';
import type { Db } from '../infra/db';

export interface Growth {
  merchants: number;
  products: number;
  reviewsPerProductCopy: number;
  /**
   * Sales of the copies: `copy` scales the original's (every copy sells about as well as its original), `zipf` gives
   * copy k (k = 1, 2, … over all copies) the sales ⌊ZIPF_TOP_SALES / rank⌋ of a popularity rank drawn as a fixed
   * permutation of k: a few products sell a lot, one in ten sells at all, most sell nothing.
   */
  sales: 'copy' | 'zipf';
  /**
   * Build the grown tables' secondary indexes and check their foreign keys once, after the bulk insert, instead of
   * row by row during it (the same definitions, saved from the catalogue and restored: the schema stays the
   * migrated one).
   */
  indexesAfter: boolean;
}

/** Catalogue sizes the seed can make (SEED_SIZE): the demo mall, or the demo grown to a large mall for benchmarks. */
export const SEED_SIZES: Record<SeedSize, Growth> = {
  demo: { merchants: 0, products: 0, reviewsPerProductCopy: 0, sales: 'copy', indexesAfter: false },
  /** 1,000 merchants, 100,000 products (≈520,000 SKUs), ≈1,100,000 reviews. */
  '100k': { merchants: 1000, products: 100_000, reviewsPerProductCopy: 2, sales: 'copy', indexesAfter: false },
  /** 5,000 merchants, 1,000,000 products (≈5.2 million SKUs), ≈5.6 million reviews, Zipf-like sales. */
  '1m': { merchants: 5000, products: 1_000_000, reviewsPerProductCopy: 1, sales: 'zipf', indexesAfter: true },
};

/** Sales of the best seller of a `zipf` catalogue; rank r sells ⌊ZIPF_TOP_SALES / r⌋ (rank 100,000 and beyond: 0 or 1). */
const ZIPF_TOP_SALES = 100_000;
/** A prime above every copy number: k ↦ (k × ZIPF_MULTIPLIER) mod ZIPF_PRIME is a permutation of 1 … ZIPF_PRIME − 1. */
const ZIPF_PRIME = 1_000_003;
const ZIPF_MULTIPLIER = 48_271;

/**
 * The tables the growth fills, whose indexes and foreign keys `indexesAfter` sets aside during the insert
 * (product_search, migration 040, is filled by the product insert's own trigger, and product_search_doubled,
 * migration 042, by product_search's).
 */
const GROWN_TABLES = [
  'merchant',
  'merchant_product_category',
  'product',
  'product_attr',
  'product_sku',
  'product_reply',
  'product_search',
  'product_search_doubled',
];

/**
 * Drops the grown tables' indexes that back no constraint and their foreign keys, and returns the statements that
 * put them back exactly (pg_get_indexdef / pg_get_constraintdef of the migrated schema). Primary keys stay: the
 * copies' ids are computed, so a clash must still fail.
 */
export async function setIndexesAside(tx: Db, tables: string[] = GROWN_TABLES): Promise<string[]> {
  const indexes = (
    await tx.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::text::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [tables],
    )
  ).rows;
  const foreignKeys = (
    await tx.query<{ tbl: string; name: string; def: string }>(
      `SELECT c.conrelid::regclass::text AS tbl, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
        WHERE c.contype = 'f' AND t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::text::regnamespace`,
      [tables],
    )
  ).rows;
  for (const fk of foreignKeys) await tx.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  for (const ix of indexes) await tx.exec(`DROP INDEX ${ix.name}`);
  return [...indexes.map((ix) => ix.def), ...foreignKeys.map((fk) => `ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`)];
}

/** Id strides of the copies (above the demo's counts, so every copied id is distinct and computable in SQL). */
const PRODUCT_STRIDE = 1_000; // demo: 520 products
const ROW_STRIDE = 10_000; // demo: ≈2,600 SKUs, ≈1,000 attributes, ≈2,900 reviews
const SHOP_CATEGORY_STRIDE = 1_000; // demo: 235 shop categories

/**
 * Grows the seeded demo catalogue (built by ./build, deterministic) to `size` in the database, with INSERT … SELECT
 * over generate_series (no rows travel from Node): the demo's merchants are copied into shops "<name> 2" … until
 * `merchants`, each with its own copy of the original's shop categories; the demo's products are copied (copy c of a
 * product goes to a copy of its merchant, spreading them over every shop) until `products`, each with its
 * attributes, SKUs and `reviewsPerProductCopy` copies of its reviews (older by a day each). Pictures are the
 * originals' (no new files). Names get the copy number, so a search matches ~190× as many products as in the demo.
 */
export async function growCatalogue(db: Db, size: SeedSize | Growth): Promise<void> {
  const target = typeof size === 'string' ? SEED_SIZES[size] : size;
  if (target.products === 0) return;
  await db.transaction(async (tx) => {
    // Index builds sort in memory up to this (the session's default is 64 MB); LOCAL: this transaction only.
    if (target.indexesAfter) await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
    // The short words' trigram index (migration 042) is built after the data at every size: one sort of every row's
    // trigrams instead of a GIN insertion per row through the pending list.
    const restore = await setIndexesAside(tx, target.indexesAfter ? GROWN_TABLES : ['product_search_doubled']);
    const base = (
      await tx.query<{ merchants: number; products: number; max_product: number }>(
        'SELECT (SELECT count(*)::int FROM merchant) AS merchants, (SELECT count(*)::int FROM product) AS products, (SELECT max(id)::int FROM product) AS max_product',
      )
    ).rows[0];
    const shops = base.merchants; // merchant ids 1..shops
    const copiesOfShops = Math.floor((target.merchants - shops) / shops); // shop copy g = 1..copiesOfShops
    const productCopies = Math.ceil((target.products - base.products) / base.products);
    if (base.max_product >= PRODUCT_STRIDE || copiesOfShops < 1) throw new Error('the demo catalogue does not fit the copy strides');

    // Merchants: copy j (1..merchants - shops) of original ((j - 1) % shops) + 1, id shops + j.
    await tx.query(
      `INSERT INTO merchant (id, name, real_name, email, phone, address, intro, keywords, category_id, type_id, is_self, is_recommend,
              is_switch, is_del, star_level, sort, avatar, back_image, street_back_image, pc_banner, pc_back_image,
              qualification_picture, service_type, service_link, service_phone, service_message, service_email, opening_hours, created_at)
       SELECT $1 + 1 + j, m.name || ' ' || (j / $1 + 2), m.real_name, m.email, m.phone, m.address, m.intro, m.keywords, m.category_id,
              m.type_id, FALSE, FALSE, TRUE, FALSE, m.star_level, m.sort - j, m.avatar, m.back_image, m.street_back_image, m.pc_banner,
              m.pc_back_image, m.qualification_picture, m.service_type, m.service_link, m.service_phone, m.service_message,
              m.service_email, m.opening_hours, m.created_at
         FROM generate_series(0, $2 - 1) AS j JOIN merchant m ON m.id = j % $1 + 1`,
      [shops, target.merchants - shops],
    );
    // The merchant that product copy c of a product of merchant m belongs to: shop copy g = (c - 1) % copiesOfShops + 1.
    const shopOf = (c: string, m: string) => `(${m} + ${shops} * ((${c} - 1) % ${copiesOfShops} + 1))`;
    await tx.query(
      `INSERT INTO merchant_product_category (id, mer_id, pid, name, name_i18n, icon, level, sort, is_show)
       SELECT k.id + g * ${SHOP_CATEGORY_STRIDE}, k.mer_id + ${shops} * g, CASE WHEN k.pid = 0 THEN 0 ELSE k.pid + g * ${SHOP_CATEGORY_STRIDE} END,
              k.name, k.name_i18n, k.icon, k.level, k.sort, k.is_show
         FROM merchant_product_category k, generate_series(1, $1) AS g WHERE k.mer_id <= ${shops}`,
      [copiesOfShops],
    );
    // Product copy c (1..) of demo product o, until `products` in all.
    await tx.exec(`CREATE TEMP TABLE product_copy ON COMMIT DROP AS
      SELECT o.id AS old_id, c FROM product o, generate_series(1, ${productCopies}) AS c
       WHERE (c - 1) * ${base.products} + o.id <= ${target.products - base.products}`);
    const copied = 'FROM product_copy pc';
    // Copy k = (c − 1) × demo products + original id, 1 … products: its popularity rank, a permutation of k.
    const sales =
      target.sales === 'zipf'
        ? `(${ZIPF_TOP_SALES} / (((((pc.c - 1) * ${base.products} + o.id)::bigint * ${ZIPF_MULTIPLIER}) % ${ZIPF_PRIME}) + 1))::int`
        : '(o.sales * (pc.c % 7 + 1)) / 4';
    // Two of the product insert's triggers are off for this one statement, their work done once for the whole growth:
    // - product_lineage (migration 026, a PL/pgSQL call and a category read per row): a copy is in its original's
    //   category, so it takes the original's lineage, copied with its row as the article is;
    // - search_vocabulary_insert (migrations 027, 044: every copy's texts split into letter runs, ~5 million texts at
    //   1m, ~60 s): a copy's texts are its original's with " <copy number>" after the names, and a space and digits
    //   are separators (search_runs), so each copy's texts hold exactly its original's runs; the vocabulary learns the
    //   originals' texts once below, each counted as many times as it was copied (search_learn_texts, the trigger's
    //   own function).
    await tx.exec('ALTER TABLE product DISABLE TRIGGER product_lineage');
    await tx.exec('ALTER TABLE product DISABLE TRIGGER search_vocabulary_insert');
    await tx.query(
      `INSERT INTO product (id, mer_id, category_id, mer_category_id, store_name, store_name_i18n, store_info, store_info_i18n, keyword, unit_name,
              image, slider_image, content, content_i18n, price, ot_price, stock, sales, ficti, browse, rank, sort, guarantee_ids, is_show, is_audit, is_recycle, is_del,
              is_forced_off, created_at, article, category_l1, category_l2, category_shown)
       SELECT o.id + pc.c * ${PRODUCT_STRIDE}, ${shopOf('pc.c', 'o.mer_id')}, o.category_id,
              o.mer_category_id + ((pc.c - 1) % ${copiesOfShops} + 1) * ${SHOP_CATEGORY_STRIDE},
              o.store_name || ' ' || (pc.c + 1),
              -- the copy's number after its name in every language too (a key per language, nothing for an untranslated name)
              (SELECT COALESCE(jsonb_object_agg(t.key, t.value || ' ' || (pc.c + 1)), '{}') FROM jsonb_each_text(o.store_name_i18n) t),
              o.store_info, o.store_info_i18n, o.keyword, o.unit_name, o.image, o.slider_image, o.content, o.content_i18n, o.price,
              o.ot_price, o.stock, ${sales}, o.ficti + pc.c % 13, o.browse, o.rank, o.sort, o.guarantee_ids,
              o.is_show, o.is_audit, o.is_recycle, o.is_del, o.is_forced_off, o.created_at - make_interval(mins => pc.c::int),
              o.article, o.category_l1, o.category_l2, o.category_shown
         ${copied} JOIN product o ON o.id = pc.old_id`,
    );
    await tx.exec('ALTER TABLE product ENABLE TRIGGER product_lineage');
    await tx.exec('ALTER TABLE product ENABLE TRIGGER search_vocabulary_insert');
    await tx.exec(
      `SELECT search_learn_texts(array_agg(t.locale), array_agg(t.txt), array_agg(t.n))
         FROM (SELECT t.locale, t.txt, sum(pc.copies)::int AS n
                 FROM (SELECT old_id, count(*) AS copies FROM product_copy GROUP BY old_id) pc JOIN product o ON o.id = pc.old_id,
                      search_texts(o) t
                GROUP BY 1, 2) t`,
    );
    await tx.exec(
      `INSERT INTO product_attr (id, product_id, attr_name, attr_values, sort, attr_name_i18n, attr_values_i18n)
       SELECT a.id + pc.c * ${ROW_STRIDE}, a.product_id + pc.c * ${PRODUCT_STRIDE}, a.attr_name, a.attr_values, a.sort,
              a.attr_name_i18n, a.attr_values_i18n
         ${copied} JOIN product_attr a ON a.product_id = pc.old_id`,
    );
    // The copies' SKUs carry the originals' bar codes, so each copy's article was copied with its row above: the
    // trigger that would work it out again from the SKUs (migration 032) is off for this one statement.
    await tx.exec('ALTER TABLE product_sku DISABLE TRIGGER product_sku_article_insert');
    await tx.exec(
      `INSERT INTO product_sku (id, product_id, sku, attr_value, image, price, ot_price, cost, stock, sales, weight, volume, bar_code, is_del,
              sku_i18n)
       SELECT s.id + pc.c * ${ROW_STRIDE}, s.product_id + pc.c * ${PRODUCT_STRIDE}, s.sku, s.attr_value, s.image, s.price, s.ot_price,
              s.cost, s.stock, s.sales, s.weight, s.volume, s.bar_code, s.is_del, s.sku_i18n
         ${copied} JOIN product_sku s ON s.product_id = pc.old_id`,
    );
    await tx.exec('ALTER TABLE product_sku ENABLE TRIGGER product_sku_article_insert');
    // Seeded reviews only (order_info_id NULL): the demo shopper's come from real orders.
    await tx.exec(
      `INSERT INTO product_reply (id, product_id, nickname, avatar, sku, star, service_star, comment, pics, merchant_reply_content,
              merchant_reply_time, created_at)
       SELECT r.id + (pc.c * ${target.reviewsPerProductCopy} + k) * ${ROW_STRIDE}, r.product_id + pc.c * ${PRODUCT_STRIDE}, r.nickname,
              r.avatar, r.sku, r.star, r.service_star, r.comment, r.pics, r.merchant_reply_content,
              r.merchant_reply_time - make_interval(days => k), r.created_at - make_interval(days => k)
         ${copied} JOIN product_reply r ON r.product_id = pc.old_id AND r.order_info_id IS NULL,
              generate_series(0, ${target.reviewsPerProductCopy - 1}) AS k
        WHERE r.id < ${ROW_STRIDE}`,
    );
    for (const table of GROWN_TABLES.filter((t) => !t.startsWith('product_search'))) {
      await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
    for (const statement of restore) await tx.exec(statement);
  });
  // Fresh statistics and a clean GIN pending list, so the planner sees the grown tables at once. Not VACUUM: on a
  // PostgreSQL server the seed runs inside the start's migrate-and-seed transaction (api/src/server.ts), where VACUUM
  // is refused; ANALYZE and gin_clean_pending_list both run in a transaction.
  await db.exec('ANALYZE');
  await db.query(`SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am a ON a.oid = c.relam
                   WHERE a.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace`);
}

/**
 * After a grown seed is committed: VACUUM (ANALYZE) of the grown tables, which cannot run inside the start's
 * migrate-and-seed transaction. ANALYZE alone (above) gives the planner its statistics; VACUUM sets the visibility
 * map, without which every index-only scan still visits the heap: a deep page of the product list (OFFSET 9,840 in
 * the rank index) read 9,860 heap pages, 20 ms, where the index alone takes a few. Autovacuum would get there some
 * minutes later; a freshly seeded mall should not start slow. Nothing for the demo size.
 */
export async function settleGrownCatalogue(db: Db, size: SeedSize): Promise<void> {
  if (SEED_SIZES[size].products === 0) return;
  await db.exec(`VACUUM (ANALYZE) ${GROWN_TABLES.join(', ')}`);
}
