/**
 * What a search for a word of one character costs (issue 27; docs/benchmarks.md, "One-character words answered from
 * the vocabulary"): per word and language, the relevance page statement of GET /api/front/product/list built as the
 * service builds it, timed from the client (median of 5 after one unmeasured run), with its matches and page.
 *
 *   npx tsx bench/one-character.ts <postgres url> [机:zh-CN,壁:zh-CN,x:en,…] [--typed] [--singles] [--explain]
 *
 * `--typed`: the word as typed (no spelling correction: a one-character word the vocabulary has in a longer term is
 * otherwise corrected to that term); `--singles`: the one-character words resolved against the vocabulary first
 * (singleCharacters, migrations 043 and 044), timed with the statement — without it, the statement of before migration 043
 * (read in order), so one checkout times both on one database. `--explain`: the plan of each page statement.
 * Figures only: nothing is asserted.
 */
import { openPostgres } from '../src/infra/db';
import type { Locale } from '../src/i18n/locale';
import {
  correctWords,
  productSearchSql,
  searchStatements,
  searchWords,
  singleCharacters,
} from '../src/services/catalog/product-search-sql';

const url = process.argv[2];
const words =
  process.argv[3] && !process.argv[3].startsWith('--')
    ? process.argv[3]
    : '机:zh-CN,包:zh-CN,壁:zh-CN,龘:zh-CN,x:en,a:en,ฏ:th,ฆ:th,໊:lao,ຝ:lao';
const cases = words.split(',').map((x) => x.split(':') as [string, Locale]);
const TYPED = process.argv.includes('--typed');
const SINGLES = process.argv.includes('--singles');
const EXPLAIN = process.argv.includes('--explain');

async function main() {
  if (!url) throw new Error('usage: one-character.ts <postgres url> [word:locale,…] [--typed] [--singles] [--explain]');
  const db = await openPostgres(url);
  for (const [word, locale] of cases) {
    const terms = TYPED ? searchWords(word).map((w) => [w]) : await correctWords(db, searchWords(word), locale);
    const build = async () => {
      const singles = SINGLES ? await singleCharacters(db, terms, locale) : undefined;
      return { singles, s: searchStatements({ keyword: word }, locale, { kind: 'all' }, 20, 0, terms, singles) };
    };
    const run = async () => {
      const t = process.hrtime.bigint();
      const { s } = await build();
      const r = await db.query<{ id: string; window_n: number }>(s.page.sql, s.page.params);
      return { ms: Number(process.hrtime.bigint() - t) / 1e6, n: r.rows[0]?.window_n ?? 0, ids: r.rows.map((x) => x.id) };
    };
    await run();
    const times: number[] = [];
    let last = await run();
    times.push(last.ms);
    for (let i = 1; i < 5; i++) {
      last = await run();
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const { singles, s } = await build();
    const q = productSearchSql({ keyword: word }, locale, { kind: 'all' }, terms, singles);
    const all = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${q.from}`, q.params);
    console.log(
      [
        word,
        locale,
        `terms=${JSON.stringify(terms)}`,
        `matches=${all.rows[0].n}`,
        `window=${last.n}`,
        `median=${times[2].toFixed(2)} ms`,
        `[${times.map((t) => t.toFixed(1)).join(' ')}]`,
        `page=${last.ids.slice(0, 8).join(',')}`,
        singles ? JSON.stringify([...singles]) : '',
      ].join('\t'),
    );
    if (EXPLAIN) {
      const e = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.page.sql}`, s.page.params);
      console.log(e.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  await db.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
