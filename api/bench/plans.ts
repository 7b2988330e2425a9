/**
 * EXPLAIN ANALYZE of the catalogue's hot statements, the SQL the services run: product list page 3, keyword search,
 * category filter, product detail, product reviews. `npm run bench:api -- --explain` prints them after seeding (on
 * PostgreSQL; PGlite's database lives inside the API process), or: DATABASE_URL=… npx tsx bench/plans.ts
 */
import { openPostgres, type Db } from '../src/infra/db';
import { pageStatement } from '../src/services/catalog/paged-rows';
import { productSearchSql } from '../src/services/catalog/product-search-sql';
import { DETAIL_SQL } from '../src/services/catalog/product-detail-service';
import { replyPageSql } from '../src/services/catalog/reply-service';

async function explain(db: Db, title: string, sql: string, params: unknown[]): Promise<void> {
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF, SUMMARY ON) ${sql}`, params);
  console.log(`\n--- ${title}`);
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}

export async function printPlans(db: Db): Promise<void> {
  const pick = (
    await db.query<{ id: number; category_id: number; top: number }>(
      `SELECT p.id, p.category_id, c2.pid AS top FROM product p JOIN category c ON c.id = p.category_id JOIN category c2 ON c2.id = c.pid
      WHERE p.is_show ORDER BY p.id DESC LIMIT 1`,
    )
  ).rows[0];
  const list = pageStatement(productSearchSql({}, 'en'), 20, 40);
  await explain(db, 'product list, page 3', list.sql, list.params);
  await explain(
    db,
    'product list, its total (the count statement beside the page)',
    'SELECT count(*)::int AS n ' + productSearchSql({}, 'en').from,
    [],
  );
  const search = pageStatement(productSearchSql({ keyword: 'Headphones' }, 'en'), 20, 0);
  await explain(db, 'keyword search "Headphones", page 1', search.sql, search.params);
  // In French: the French name's own trigram index beside the English name's and the keywords' (migration 021).
  const searchFr = pageStatement(productSearchSql({ keyword: 'Casque' }, 'fr'), 20, 0);
  await explain(db, 'keyword search "Casque" in French, page 1', searchFr.sql, searchFr.params);
  const cat = pageStatement(productSearchSql({ cid: pick.top }, 'en'), 20, 0);
  await explain(db, `category filter (top-level category ${pick.top}), page 1`, cat.sql, cat.params);
  await explain(db, `product detail ${pick.id}`, DETAIL_SQL.en, [pick.id, null]);
  await explain(db, `product detail ${pick.id} in Thai`, DETAIL_SQL.th, [pick.id, null]);
  const replies = replyPageSql(pick.id, 0, 20, 0);
  await explain(db, `product reviews of ${pick.id}, page 1`, replies.sql, replies.params);
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed');
  void openPostgres(url).then(async (db) => {
    await printPlans(db);
    await db.close();
  });
}
