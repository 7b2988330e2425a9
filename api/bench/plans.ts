/**
 * EXPLAIN ANALYZE of the catalogue's hot statements, the SQL the services run: product list page 3, keyword search,
 * category filter, product detail, product reviews. `npm run bench:api -- --explain` prints them after seeding (on
 * PostgreSQL; PGlite's database lives inside the API process), or: DATABASE_URL=… npx tsx bench/plans.ts
 */
import { openPostgres, type Db } from '../src/infra/db';
import { listingStatements, type ListingQuery } from '../src/services/catalog/listing';
import { cardColumns } from '../src/services/catalog/product-card';
import { searchStatements } from '../src/services/catalog/product-search-sql';
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
  const listing = (q: Omit<ListingQuery, 'columns'>, limit: number, offset: number) =>
    listingStatements({ ...q, columns: cardColumns('en') }, limit, offset);
  const list = listing({ scope: { kind: 'all' }, order: { by: 'rank' } }, 20, 40);
  await explain(db, 'product list, page 3 (its kept total in the same statement)', list.page.sql, list.page.params);
  const deep = listing({ scope: { kind: 'all' }, order: { by: 'rank' } }, 20, 9980);
  await explain(db, 'product list, page 500 (the last of the result window)', deep.page.sql, deep.page.params);
  const search = searchStatements({ keyword: 'Headphones' }, 'en', { kind: 'all' }, 20, 0);
  await explain(db, 'keyword search "Headphones", page 1', search.page.sql, search.page.params);
  await explain(db, 'keyword search "Headphones", its total (up to the window)', search.total.sql, search.total.params);
  // In French: the French name's own trigram index beside the English name's and the keywords' (migration 021).
  const searchFr = searchStatements({ keyword: 'Casque' }, 'fr', { kind: 'all' }, 20, 0);
  await explain(db, 'keyword search "Casque" in French, page 1', searchFr.page.sql, searchFr.page.params);
  const cat = listing({ scope: { kind: 'category', id: pick.top }, order: { by: 'sold', dir: 'desc' } }, 20, 80);
  await explain(db, `category ${pick.top} (level 1) by sales, page 5`, cat.page.sql, cat.page.params);
  const price = listing(
    { scope: { kind: 'category', id: pick.top }, order: { by: 'price', dir: 'asc' }, minPrice: 10, maxPrice: 50 },
    20,
    0,
  );
  await explain(db, `category ${pick.top} priced 10–50, cheapest first, page 1`, price.page.sql, price.page.params);
  await explain(db, `category ${pick.top} priced 10–50, its total (up to the window)`, price.total.sql, price.total.params);
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
