import { growCatalogue, setIndexesAside } from '../../src/seed/grow';
import { startApi, type TestApi } from '../helper';

/**
 * SEED_SIZE=1m inserts without the grown tables' secondary indexes and foreign keys and puts them back afterwards:
 * the schema must come back exactly as migrated (the 1m seed itself is timed by `npm run bench:api -- --size 1m`).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const TABLES = ['merchant', 'merchant_product_category', 'product', 'product_attr', 'product_sku', 'product_reply', 'product_search'];

async function schemaOf(): Promise<{ indexes: string[]; constraints: string[] }> {
  const db = api.rawDb;
  const indexes = (
    await db.query<{ def: string }>('SELECT indexdef AS def FROM pg_indexes WHERE tablename = ANY($1::text[]) ORDER BY indexname', [TABLES])
  ).rows.map((r) => r.def);
  const constraints = (
    await db.query<{ def: string }>(
      `SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c WHERE c.conrelid::regclass::text = ANY($1::text[]) ORDER BY 1`,
      [TABLES],
    )
  ).rows.map((r) => r.def);
  return { indexes, constraints };
}

it('sets the grown tables’ secondary indexes and foreign keys aside, and restores the migrated schema exactly', async () => {
  const migrated = await schemaOf();
  expect(migrated.indexes.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
  expect(migrated.constraints.some((d) => d.includes('FOREIGN KEY'))).toBe(true);
  await api.rawDb.transaction(async (tx) => {
    const restore = await setIndexesAside(tx);
    const aside = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = ANY($1::text[]) AND indexdef LIKE '%gin_trgm_ops%'`,
      [TABLES],
    );
    expect(aside.rows[0].n).toBe(0);
    const fks = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1::text[])`,
      [TABLES],
    );
    expect(fks.rows[0].n).toBe(0);
    for (const statement of restore) await tx.exec(statement);
  });
  expect(await schemaOf()).toEqual(migrated);
});

/** Rows of `a` not in `b` and of `b` not in `a` (as multisets): 0 when the two statements give the same rows. */
async function differing(a: string, b: string): Promise<number> {
  const r = await api.rawDb.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ((${a} EXCEPT ALL ${b}) UNION ALL (${b} EXCEPT ALL ${a})) d`,
  );
  return r.rows[0].n;
}

it('grows the catalogue with the search tables, the vocabulary, the totals and the lineages the triggers would write row by row', async () => {
  const db = api.rawDb;
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
  const demoProducts = await count('SELECT count(*)::int AS n FROM product');
  const demoRuns = await count('SELECT count(*)::int AS n FROM search_run');
  const bluetooth = await count(`SELECT texts AS n FROM search_run WHERE locale = 'en' AND run = 'bluetooth'`);
  // The 1m size's way (indexes after, Zipf sales), small: the demo's shops once more, three copies of its products.
  await growCatalogue(db, { merchants: 44, products: 1600, reviewsPerProductCopy: 1, sales: 'zipf', indexesAfter: true });
  expect(await count('SELECT count(*)::int AS n FROM product')).toBe(1600);
  expect(demoProducts).toBeLessThan(600);

  // Every product's search row as product_search_row gives it now, and the doubled texts of every search row.
  expect(await count('SELECT count(*)::int AS n FROM product_search')).toBeGreaterThan(1000);
  expect(await differing('SELECT r.* FROM product p, product_search_row(p) r', 'SELECT * FROM product_search')).toBe(0);
  expect(
    await differing(
      'SELECT id, search_doubled_text(words, name_zh, name_fr, name_th, name_lao) FROM product_search',
      'SELECT id, doubled FROM product_search_doubled',
    ),
  ).toBe(0);

  // The vocabulary: the same runs as the demo's (a copy's texts add " <copy number>", digits are separators), each
  // counting the product texts that hold it now (migration 044's recount).
  expect(await count('SELECT count(*)::int AS n FROM search_run')).toBe(demoRuns);
  expect(
    await differing(
      'SELECT locale, run, texts FROM search_run WHERE texts > 0',
      `SELECT t.locale, x.r AS run, count(*)::int AS texts
         FROM product p, search_texts(p) t, LATERAL (SELECT DISTINCT r FROM search_runs(t.txt) r) x GROUP BY 1, 2`,
    ),
  ).toBe(0);
  expect(await count(`SELECT texts AS n FROM search_run WHERE locale = 'en' AND run = 'bluetooth'`)).toBeGreaterThan(2 * bluetooth);

  // Each product's category lineage, and the listings' totals counted again.
  expect(
    await count(`SELECT count(*)::int AS n FROM product p JOIN category c ON c.id = p.category_id
                  WHERE (p.category_l1, p.category_l2, p.category_shown) IS DISTINCT FROM (c.lineage_l1, c.lineage_l2, c.lineage_shown)`),
  ).toBe(0);
  expect(await count(`SELECT count(*)::int AS n FROM product WHERE id > 1000 AND category_l1 IS NOT NULL`)).toBeGreaterThan(500);
  expect(
    await differing(
      'SELECT kind, ref, n FROM listing_total WHERE n <> 0',
      'SELECT s.kind, s.ref, count(*)::int FROM product r, listing_scopes(r) s GROUP BY 1, 2',
    ),
  ).toBe(0);
});
