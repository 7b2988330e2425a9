/**
 * Times the product search of GET /api/front/product/list — the service the route calls, so its real SQL
 * (trigram ILIKE on store_name / keyword, served by the pg_trgm GIN indexes of migration 001, with the total in
 * the same statement) — on a freshly seeded PGlite database, at the demo size and at a grown catalogue.
 *
 *   pnpm --filter @mall/api bench            (or: npx tsx bench/search.ts [runs])
 *
 * Prints median / p95 / max milliseconds per keyword and overall, and the EXPLAIN ANALYZE plan of one search.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Db } from '../src/infra/db';
import { migrate } from '../src/infra/migrate';
import { seedIfEmpty } from '../src/seed';
import { createProductListService } from '../src/services/catalog/product-list-service';
import { searchStatements } from '../src/services/catalog/product-search-sql';
import type { ProductListQuery } from '../src/schemas/catalog';

/** The header's hot keywords, a lower-case word, a two-word search and a sorted one (what shoppers send). */
const SEARCHES: Array<[string, ProductListQuery]> = [
  ...['T-Shirt', 'Sneakers', 'Headphones', 'Smart Watch', 'Coffee', 'Yoga Mat', 'Backpack', 'Lipstick', 'Notebook', 'Green Tea'].map(
    (keyword): [string, ProductListQuery] => [keyword, { keyword }],
  ),
  ['cotton', { keyword: 'cotton' }],
  ['wireless headph.', { keyword: 'wireless headphones' }],
  ['watch, by price', { keyword: 'watch', priceOrder: 'asc' }],
  ['shirt, page 2', { keyword: 'shirt', page: 2 }],
];
const RUNS = Number(process.argv[2]) || 50;
/** Copies of the catalogue added for the grown run (the demo has ~520 products; 20× gives ~10,000). */
const GROW = 19;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

async function timeSearches(db: Db, config: Config, label: string): Promise<{ median: number; p95: number }> {
  const service = createProductListService(db, config);
  const products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0].n;
  console.log(`\n${label}: ${products} products, ${RUNS} runs per search, page of 20 with the total (ms)`);
  console.log(`${'search'.padEnd(17)} ${'hits'.padStart(6)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  const all: number[] = [];
  for (const [name, query] of SEARCHES) {
    const q = { page: 1, limit: 20, ...query };
    const { total } = await service.search(q, 'en');
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      await service.search(q, 'en');
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${name.padEnd(17)} ${String(total).padStart(6)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(times[times.length - 1])}`,
    );
  }
  all.sort((a, b) => a - b);
  const median = percentile(all, 50);
  const p95 = percentile(all, 95);
  console.log(`${'all'.padEnd(17)} ${''.padStart(6)} ${fmt(median)} ${fmt(p95)} ${fmt(all[all.length - 1])}`);
  return { median, p95 };
}

async function explain(db: Db, keyword: string, note: string): Promise<void> {
  const { sql, params } = searchStatements({ keyword }, 'en', { kind: 'all' }, 20, 0).page;
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, params);
  console.log(`\nEXPLAIN ANALYZE of the search for "${keyword}" (${note}):`);
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
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: '' }), dataDir: dir, mediaDir: join(dir, 'media') };
    t = Date.now();
    await seedIfEmpty(db, config);
    console.log(`demo mall seeded (with pictures) in ${Date.now() - t} ms`);
    await db.exec('VACUUM ANALYZE');

    const demo = await timeSearches(db, config, 'Demo catalogue');
    await explain(db, 'Headphones', 'demo size: a table this small may be scanned');

    t = Date.now();
    await grow(db);
    console.log(`\ncatalogue grown ${GROW + 1}× in ${Date.now() - t} ms`);
    const grown = await timeSearches(db, config, 'Grown catalogue');
    await explain(db, 'Headphones', 'grown catalogue: the trigram GIN indexes');
    console.log(
      `\nproduct search: demo median ${demo.median.toFixed(2)} ms, p95 ${demo.p95.toFixed(2)} ms; ` +
        `grown median ${grown.median.toFixed(2)} ms, p95 ${grown.p95.toFixed(2)} ms`,
    );
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
