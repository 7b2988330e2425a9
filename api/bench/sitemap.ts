/**
 * Times the sitemaps (GET /api/sitemap/…, services/sitemap) on a grown catalogue: the index (every file's first id,
 * two index reads a file) and one full product file of 50,000 URLs written to a counting sink, with the memory the
 * process gained meanwhile (the file is streamed in batches, never held whole).
 *
 *   pnpm --filter @mall/api run bench:sitemap [products]     (default 200,000 products on PGlite;
 *   DATABASE_URL=postgres://… to measure on PostgreSQL, a database this bench may fill)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Db } from '../src/infra/db';
import { migrate } from '../src/infra/migrate';
import { seedIfEmpty } from '../src/seed';
import { sitemapService } from '../src/services/sitemap/sitemap-service';

const TARGET = Number(process.argv[2]) || 200_000;

/** Copies the catalogue's products until it holds at least `target` (names numbered; pictures shared). */
async function grow(db: Db, target: number): Promise<number> {
  for (;;) {
    const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0].n;
    if (n >= target) return n;
    await db.query(
      `INSERT INTO product (mer_id, category_id, mer_category_id, store_name, store_info, keyword, unit_name, image, slider_image,
                            content, price, ot_price, stock, sales, ficti, browse, guarantee_ids)
       SELECT mer_id, category_id, mer_category_id, store_name || ' #' || id, store_info, keyword, unit_name, image, slider_image,
              '', price, ot_price, stock, sales, ficti, browse, guarantee_ids
         FROM product ORDER BY id LIMIT $1`,
      [Math.min(n, target - n)],
    );
  }
}

/** A sink that counts what it is given, slowly enough to exercise backpressure like a network answer. */
function countingSink() {
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-sitemap-'));
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite(dir);
  try {
    let t = Date.now();
    await migrate(db);
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: url ?? '' }), dataDir: dir, mediaDir: join(dir, 'media') };
    await seedIfEmpty(db, config);
    console.log(`${url ? 'PostgreSQL' : 'PGlite'}: migrated and seeded in ${Date.now() - t} ms`);
    t = Date.now();
    const products = await grow(db, TARGET);
    await db.exec('VACUUM ANALYZE product');
    console.log(`catalogue: ${products} products (grown in ${Date.now() - t} ms)`);

    const sitemaps = sitemapService(db, { storefrontUrl: 'https://shop.example', apiUrl: 'https://api.shop.example', urlsPerFile: 50_000 });
    t = performance.now();
    const starts = await sitemaps.fileStarts('products');
    console.log(`index, product files' first ids (cold): ${starts.length} files in ${(performance.now() - t).toFixed(0)} ms`);
    const index = countingSink();
    t = performance.now();
    await sitemaps.writeIndex(index.sink);
    await finished(index.sink);
    console.log(`index.xml (first ids cached): ${mb(index.bytes())} in ${(performance.now() - t).toFixed(0)} ms`);

    // The database's share: the same batched reads without the XML.
    t = performance.now();
    let rows = 0;
    for (let after = starts[0] - 1; rows < 50_000;) {
      const batch = await db.query<{ id: number }>(
        `SELECT id, updated_at FROM product WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off
            AND updated_at IS NOT NULL AND id > $1 ORDER BY id LIMIT 5000`,
        [after],
      );
      if (batch.rows.length === 0) break;
      rows += batch.rows.length;
      after = Number(batch.rows[batch.rows.length - 1].id);
    }
    console.log(`reading a file's ${rows} rows alone (batches of 5,000): ${(performance.now() - t).toFixed(0)} ms`);

    for (const [label, start] of [
      ['first', starts[0]],
      ['last full', starts[Math.max(0, starts.length - 2)]],
    ] as const) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const file = countingSink();
      t = performance.now();
      await sitemaps.writeFile('fr', 'products', start, () => file.sink);
      await finished(file.sink);
      const ms = performance.now() - t;
      clearInterval(sampler);
      console.log(
        `fr/products-${start}.xml (${label} file): ${mb(file.bytes())} in ${ms.toFixed(0)} ms ` +
          `(${Math.round(50_000 / (ms / 1000))} URLs/s), process grew ${mb(peak - rssBefore)} at most`,
      );
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
