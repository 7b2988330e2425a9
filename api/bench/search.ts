/**
 * Times the product search query shape (trigram ILIKE on store_name / keyword, served by the pg_trgm GIN indexes
 * of migration 001) on a freshly seeded PGlite database, at the demo size and at a grown catalogue.
 *
 *   pnpm --filter @mall/api bench            (or: npx tsx bench/search.ts [runs])
 *
 * Prints median / p95 / max milliseconds per keyword and overall, and the EXPLAIN ANALYZE plan of one query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { openPglite, type Db } from '../src/plugins/external/db';
import { migrate } from '../src/plugins/external/migrate';
import { seedIfEmpty } from '../src/seed';
import { onShelf } from '../src/plugins/app/catalog/on-shelf';

const KEYWORDS = ['T-Shirt', 'Sneakers', 'Headphones', 'Smart Watch', 'Coffee', 'Yoga Mat', 'Backpack', 'Lipstick', 'Notebook', 'cotton'];
const RUNS = Number(process.argv[2]) || 50;
/** Copies of the catalogue added for the grown run (the demo has ~520 products; 20× gives ~10,000). */
const GROW = 19;

const COLUMNS = 'p.id, p.store_name, p.image, p.price, p.sales, p.ficti, p.unit_name, p.stock, count(*) OVER () AS total';

/**
 * Two spellings of the list query the product search endpoint will run (one page plus the total, newest first):
 * "or" filters with `store_name ILIKE $1 OR keyword ILIKE $1` (a BitmapOr of both GIN indexes once the table is
 * big enough); "union" collects the ids from each indexed column first, measured for comparison.
 */
const SHAPES: Record<string, string> = {
  or: `SELECT ${COLUMNS} FROM product p
        WHERE ${onShelf('p')} AND (p.store_name ILIKE $1 OR p.keyword ILIKE $1)
        ORDER BY p.rank DESC, p.id DESC LIMIT 20`,
  union: `WITH hits AS (SELECT id FROM product WHERE store_name ILIKE $1 UNION SELECT id FROM product WHERE keyword ILIKE $1)
          SELECT ${COLUMNS} FROM product p JOIN hits ON hits.id = p.id
           WHERE ${onShelf('p')}
           ORDER BY p.rank DESC, p.id DESC LIMIT 20`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

async function timeKeywords(db: Db, label: string, shape: string): Promise<void> {
  const sql = SHAPES[shape];
  const products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0].n;
  console.log(`\n${label}, "${shape}" query: ${products} products, ${RUNS} runs per keyword (ms)`);
  console.log(`${'keyword'.padEnd(14)} ${'hits'.padStart(6)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  const all: number[] = [];
  for (const keyword of KEYWORDS) {
    const pattern = likePattern(keyword);
    const first = await db.query<{ total: number }>(sql, [pattern]);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      await db.query(sql, [pattern]);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const hits = first.rows[0]?.total ?? 0;
    console.log(`${keyword.padEnd(14)} ${String(hits).padStart(6)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(times[times.length - 1])}`);
  }
  all.sort((a, b) => a - b);
  console.log(`${'all'.padEnd(14)} ${''.padStart(6)} ${fmt(percentile(all, 50))} ${fmt(percentile(all, 95))} ${fmt(all[all.length - 1])}`);
}

async function explain(db: Db, keyword: string, shape: string, note: string): Promise<void> {
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${SHAPES[shape]}`, [likePattern(keyword)]);
  console.log(`\nEXPLAIN ANALYZE of the "${shape}" query for "${keyword}" (${note}):`);
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}

/** Grows the catalogue with renamed copies of every product, so the indexes have something to win on. */
async function grow(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO product (mer_id, category_id, mer_category_id, store_name, store_info, keyword, unit_name, image, slider_image,
                          content, price, ot_price, stock, sales, ficti, browse, guarantee_ids)
     SELECT mer_id, category_id, mer_category_id, store_name || ' #' || g, store_info, keyword, unit_name, image, slider_image,
            '', price, ot_price, stock, sales, ficti, browse, guarantee_ids
       FROM product, generate_series(1, $1::int) AS g`,
    [GROW],
  );
  // New rows wait in the GIN pending list until a vacuum; a live table gets there through autovacuum.
  await db.exec('VACUUM ANALYZE product');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  try {
    let t = Date.now();
    const db = await openPglite(dir);
    console.log(`PGlite opened in ${Date.now() - t} ms (${dir})`);
    t = Date.now();
    await migrate(db);
    console.log(`migrated in ${Date.now() - t} ms`);
    t = Date.now();
    await seedIfEmpty(db, { ...loadConfig({ ...process.env, DATABASE_URL: '' }), dataDir: dir, mediaDir: join(dir, 'media') });
    console.log(`demo mall seeded (with pictures) in ${Date.now() - t} ms`);
    await db.exec('VACUUM ANALYZE');

    for (const shape of Object.keys(SHAPES)) await timeKeywords(db, 'Demo catalogue', shape);
    await explain(db, 'Headphones', 'or', 'demo size: a table this small is scanned');

    t = Date.now();
    await grow(db);
    console.log(`\ncatalogue grown ${GROW + 1}× in ${Date.now() - t} ms`);
    for (const shape of Object.keys(SHAPES)) await timeKeywords(db, 'Grown catalogue', shape);
    await explain(db, 'Headphones', 'or', 'grown catalogue: both trigram GIN indexes');
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
