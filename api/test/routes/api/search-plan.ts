import type { TestApi } from '../../helper';
import type { Locale } from '../../../src/i18n/locale';
import { productSearchSql } from '../../../src/services/catalog/product-search-sql';

/**
 * The plan of a keyword search (EXPLAIN of its WHERE). On the small demo table the planner may prefer the on-shelf
 * partial indexes of the list orders (migration 011); without them (dropped inside a transaction that is rolled
 * back) and without sequential scans, the plan shows which trigram indexes serve the search.
 */
export async function searchPlan(api: TestApi, keyword: string, locale: Locale): Promise<string> {
  const { from, params } = productSearchSql({ keyword }, locale);
  return api.rawDb
    .transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      await tx.exec('DROP INDEX product_on_shelf_rank_idx, product_on_shelf_category_rank_idx, product_on_shelf_mer_sold_idx');
      const lines = (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT p.id ${from}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      throw Object.assign(new Error('roll back'), { lines });
    })
    .catch((e: { lines?: string }) => e.lines ?? String(e));
}
