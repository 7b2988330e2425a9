/**
 * The constant of the one-character rule (issue 27; docs/benchmarks.md, "One-character words: the pairs' threshold by
 * size"): what a search row read in order costs against a candidate read through a character's pairs, on one
 * database. Per language, a character no text holds read in order over the whole search table (the time per row),
 * and a rare one's pairs, every candidate read (the doubled texts' index, the doubled row rechecked, the search row
 * read by its key and matched: the time per candidate). Median of 7 after one unmeasured run, ms, from the client.
 *
 *   npx tsx bench/pairs-cost.ts <postgres url> [absent:rare:locale,…]
 *
 * Figures only: nothing is asserted.
 */
import { openPostgres } from '../src/infra/db';
import type { Locale } from '../src/i18n/locale';
import { likePattern } from '../src/lib/like-pattern';
import { characterPairs } from '../src/services/catalog/product-search-sql';

const url = process.argv[2];
const cases = (process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : '龘:壁:zh-CN,ฆ:ฏ:th')
  .split(',')
  .map((x) => x.split(':') as [string, string, Exclude<Locale, 'en'>]);
const COLUMN: Record<Exclude<Locale, 'en'>, string> = { 'zh-CN': 'name_zh', fr: 'name_fr', th: 'name_th', lao: 'name_lao' };

async function main() {
  if (!url) throw new Error('usage: pairs-cost.ts <postgres url> [absent:rare:locale,…]');
  const db = await openPostgres(url);
  const time = async (sql: string, params: unknown[]) => {
    await db.query(sql, params);
    const ms: number[] = [];
    let n = 0;
    for (let i = 0; i < 7; i++) {
      const t = process.hrtime.bigint();
      n = (await db.query<{ n: number }>(sql, params)).rows[0].n;
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return { ms: ms.sort((a, b) => a - b)[3], n };
  };
  const rows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_search')).rows[0].n;
  for (const [absent, rare, locale] of cases) {
    const column = COLUMN[locale];
    const inOrder = await time(
      `SELECT count(*)::int AS n FROM product_search s WHERE s.words LIKE ANY($1::text[]) OR s.${column} LIKE ANY($1::text[])`,
      [[likePattern(absent)]],
    );
    const runs = (
      await db.query<{ run: string }>(
        `SELECT DISTINCT run FROM search_run WHERE locale = ANY($1::text[]) AND string_to_array(run, NULL) @> ARRAY[$2] ORDER BY run`,
        [[locale, 'en'], rare],
      )
    ).rows.map((r) => r.run);
    const pairs = characterPairs(rare, runs);
    const through = await time(
      `SELECT count(*)::int AS n FROM product_search_doubled d CROSS JOIN LATERAL (SELECT * FROM product_search s WHERE s.id = d.id OFFSET 0) s
        WHERE d.doubled LIKE ANY(search_doubled_patterns($2::text[])) AND (s.words LIKE ANY($1::text[]) OR s.${column} LIKE ANY($1::text[]))`,
      [[likePattern(rare)], pairs.map(likePattern)],
    );
    const row = inOrder.ms / rows;
    const key = through.ms / Math.max(through.n, 1);
    console.log(
      [
        locale,
        `rows=${rows}`,
        `in order (${absent}): ${inOrder.ms.toFixed(2)} ms, ${(row * 1000).toFixed(3)} µs a row`,
        `pairs (${rare}: ${pairs.join(' ')}): ${through.ms.toFixed(2)} ms for ${through.n}, ${(key * 1000).toFixed(2)} µs a candidate`,
        `c=${(row / key).toFixed(4)}`,
      ].join('\t'),
    );
  }
  await db.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
