import type { TestApi } from '../../helper';
import type { Locale } from '../../../src/i18n/locale';
import { productSearchSql } from '../../../src/services/catalog/product-search-sql';

/**
 * The plan of a keyword search (EXPLAIN of its WHERE over the search table, migration 040). On the small demo table
 * the planner may prefer a sort order's btree; without them (dropped inside a transaction that is rolled back) and
 * without sequential scans, the plan shows which trigram indexes serve the search. `settings`: more planner settings
 * for the transaction (e.g. `enable_indexscan = off`).
 */
export async function searchPlan(api: TestApi, keyword: string, locale: Locale, settings: string[] = []): Promise<string> {
  const { from, params } = productSearchSql({ keyword }, locale, { kind: 'all' });
  return api.rawDb
    .transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      for (const setting of settings) await tx.exec(`SET LOCAL ${setting}`);
      // The btrees of the sorts: left alone, the planner walks one of them on a small table.
      const listIndexes = await tx.query<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'product_search' AND indexname ~ '_(sold|price)_idx$'",
      );
      await tx.exec(`DROP INDEX ${listIndexes.rows.map((r) => r.indexname).join(', ')}`);
      const lines = (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT s.id ${from}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      throw Object.assign(new Error('roll back'), { lines });
    })
    .catch((e: { lines?: string }) => e.lines ?? String(e));
}
