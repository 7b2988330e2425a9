/**
 * Where a relevance search's time goes in PostgreSQL, per language and catalogue size: the page statement of GET
 * /api/front/product/list (as the service builds it: words corrected, then searchStatements) run under
 * `EXPLAIN (ANALYZE, BUFFERS)` for a sample of words drawn from the demo's product names (the same words at every
 * size: the grown catalogues copy the demo's names), split into its pieces:
 *
 * - planning (`Planning Time`);
 * - bitmap: the trigram GIN scans (Bitmap Index Scan, BitmapOr/And) until the bitmap is built;
 * - heap + recheck: the Bitmap Heap Scan (or Seq Scan) reading the first 201 candidates and checking LIKE,
 *   measured by the candidates' statement without closeness;
 * - similarity: the same candidates with their closeness, less the above;
 * - ranking and the page: the rest of the statement (one listing per article, the page's 20 product rows).
 *
 *   npm run bench:search-profile -- <label>=<postgres url> … [--words 20] [--pairs 10] [--langs en,fr] [--passes 3]
 *                                   [--bounded [--make-postings]]
 *
 * on databases the API has migrated and seeded (e.g. one per SEED_SIZE on a private server, scripts/postgres.mjs).
 * `--bounded` also times a prototype of bounded candidates, English and French only (docs/benchmarks.md, "Search
 * at 1m profiled"): the best-ranked postings of the first word's vocabulary runs, read from `search_posting`, which
 * `--make-postings` creates in each database first (POSTINGS_SQL: it is no migration).
 *
 * Figures only: nothing is asserted. Each word's statement is run once unmeasured first (the pages in memory).
 */
import { openPostgres, type Db } from '../src/infra/db';
import type { Locale } from '../src/i18n/locale';
import {
  correctWords,
  searchStatements,
  searchWords,
  productSearchSql,
  RELEVANCE_CANDIDATES,
  singleCharacters,
} from '../src/services/catalog/product-search-sql';
import { flag, list } from './flags';
import { median, seededRandom } from './stats';
import { wordsOf } from './words';

const WORDS = Number(flag('words')) || 24;
const PASSES = Number(flag('passes')) || 2;
const LANGS = list(flag('langs'), ['en', 'zh-CN', 'fr', 'th', 'lao']) as Locale[];
/** Two-word searches per language (two adjacent words of a name, as the bench's mix types 30 % of its searches). */
const PAIRS = Number(flag('pairs')) || 0;
/**
 * Also time a bounded candidate read (a prototype, not the service's statement): the best-ranked postings of the
 * first word's vocabulary runs from a table `search_posting (lang, term, rank, id)` indexed on
 * (lang, term, rank DESC, id DESC), when the database has one, filtered by every word on product_search.
 */
const BOUNDED = process.argv.includes('--bounded');
const MAKE_POSTINGS = process.argv.includes('--make-postings');

/**
 * The prototype's postings: per searchable product, each distinct letter run (search_runs, migration 027) of its
 * English name and keywords ('en') and of its French name ('fr'), with its rank; indexed so that a term's
 * best-ranked products are one bounded index range. The vocabulary's runs get a trigram index, so that the runs
 * holding a query word are found by index.
 */
const POSTINGS_SQL = `
  DROP TABLE IF EXISTS search_posting;
  CREATE TABLE search_posting (lang TEXT NOT NULL, term TEXT NOT NULL, rank INT NOT NULL, id BIGINT NOT NULL);
  INSERT INTO search_posting
  SELECT DISTINCT 'en', r, s.rank, s.id FROM product_search s, search_runs(s.words) r
  UNION ALL
  SELECT DISTINCT 'fr', r, s.rank, s.id FROM product_search s, search_runs(s.name_fr) r;
  CREATE INDEX search_posting_idx ON search_posting (lang, term, rank DESC, id DESC);
  CREATE INDEX IF NOT EXISTS search_run_trgm_idx ON search_run USING gin (run gin_trgm_ops) WHERE locale IN ('en', 'fr');
  VACUUM ANALYZE search_posting;`;
const TARGETS = process.argv.slice(2).filter((a, i, all) => a.includes('=') && !all[i - 1]?.startsWith('--'));

/** A seeded shuffle (mulberry32), so every size and run draws the same words. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface PlanNode {
  'Node Type': string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Exact Heap Blocks'?: number;
  'Lossy Heap Blocks'?: number;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const c of node.Plans ?? []) walk(c, visit);
}

interface Explained {
  planning: number;
  execution: number;
  bitmap: number;
  bitmapRows: number;
  scan: string;
  buffers: number;
}

async function explain(db: Db, sql: string, params: unknown[]): Promise<Explained> {
  const r = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }> }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
    params,
  );
  const top = r.rows[0]['QUERY PLAN'][0];
  let bitmap = 0;
  let bitmapRows = 0;
  const scans = new Set<string>();
  walk(top.Plan, (n) => {
    // The bitmap's top node (BitmapOr / BitmapAnd or a lone index scan) directly under a Bitmap Heap Scan.
    if (n['Node Type'] === 'Bitmap Heap Scan') {
      scans.add('bitmap');
      for (const c of n.Plans ?? []) {
        bitmap += (c['Actual Total Time'] ?? 0) * (c['Actual Loops'] ?? 1);
        walk(c, (x) => {
          if (x['Node Type'] === 'Bitmap Index Scan') bitmapRows += x['Actual Rows'] ?? 0;
        });
      }
    }
    if (n['Node Type'] === 'Seq Scan') scans.add('seq');
    if (n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan') scans.add(`index:${n['Index Name']}`);
  });
  return {
    planning: top['Planning Time'],
    execution: top['Execution Time'],
    bitmap,
    bitmapRows,
    scan: [...scans].join('+'),
    buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const f = (x: number, d = 2) => x.toFixed(d);

interface WordFigures {
  word: string;
  matches: number;
  planning: number;
  execution: number;
  bitmap: number;
  candidates: number;
  withCloseness: number;
  scan: string;
  buffers: number;
  /** The prototype's execution and how many candidates it found (of 201), when measured. */
  bounded?: number;
  boundedFound?: number;
}

/** The sample: distinct words of the demo's names in `locale` (ids below 1,000 are the demo's own products). */
async function sampleWords(db: Db, locale: Locale): Promise<string[]> {
  const rows = (
    await db.query<{ name: string | null }>(
      `SELECT CASE WHEN $1 = 'en' THEN store_name ELSE store_name_i18n->>$1 END AS name FROM product WHERE id < 1000 ORDER BY id`,
      [locale],
    )
  ).rows;
  const words = new Set<string>();
  for (const r of rows) if (r.name) for (const w of wordsOf(r.name, locale)) words.add(w.toLowerCase());
  const pairs = new Set<string>();
  for (const r of rows) {
    if (!r.name) continue;
    const ws = wordsOf(r.name, locale).map((w) => w.toLowerCase());
    for (let i = 0; i + 1 < ws.length; i++) pairs.add(`${ws[i]} ${ws[i + 1]}`);
  }
  return [...shuffled([...words].sort(), 27).slice(0, WORDS), ...shuffled([...pairs].sort(), 28).slice(0, PAIRS)];
}

/** The prototype's bounded candidates (BOUNDED): only for the spaced languages' vocabularies. */
function boundedSql(from: string, closeness: string, locale: Locale, words: number, filtered: boolean): string | null {
  if (locale !== 'en' && locale !== 'fr') return null;
  const langs = locale === 'en' ? `'{en}'` : `'{en,fr}'`;
  const cap = words === 1 && !filtered ? RELEVANCE_CANDIDATES + 1 : 2000;
  const where = from.slice(from.indexOf(' WHERE ') + 7);
  return `WITH t AS (SELECT r.locale, r.run FROM search_run r WHERE r.locale = ANY(${langs}::text[]) AND r.run LIKE ANY(search_lower($1::text[]))),
    k AS (SELECT DISTINCT ON (x.rank, x.id) x.id, x.rank FROM t, LATERAL (SELECT p.id, p.rank FROM search_posting p
           WHERE p.lang = t.locale AND p.term = t.run ORDER BY p.rank DESC, p.id DESC LIMIT ${cap}) x ORDER BY x.rank DESC, x.id DESC LIMIT ${cap})
    SELECT s.id, s.rank, s.article, s.closeness FROM k, LATERAL (
      -- OFFSET 0: one search row read by key per posting, never a scan of every match joined to the postings.
      SELECT s.id, s.rank, s.article, ${closeness} AS closeness FROM product_search s WHERE s.id = k.id AND ${where} OFFSET 0) s
     ORDER BY k.rank DESC, k.id DESC LIMIT ${RELEVANCE_CANDIDATES + 1}`;
}

async function profileWord(db: Db, word: string, locale: Locale): Promise<WordFigures> {
  const q = { keyword: word, page: 1, limit: 20 };
  const terms = await correctWords(db, searchWords(word), locale);
  const singles = await singleCharacters(db, terms, locale);
  const s = searchStatements(q, locale, { kind: 'all' }, 20, 0, terms, singles);
  const sq = productSearchSql(q, locale, { kind: 'all' }, terms, singles);
  if (sq.order.kind !== 'relevance') throw new Error('not a relevance search');
  const bare = `SELECT s.id, s.rank, s.article ${sq.from} LIMIT ${RELEVANCE_CANDIDATES + 1}`;
  const scored = `SELECT s.id, s.rank, s.article, ${sq.order.closeness} AS closeness ${sq.from} LIMIT ${RELEVANCE_CANDIDATES + 1}`;
  const scoredParams = [...sq.params, ...sq.orderParams];
  await db.query(s.page.sql, s.page.params);
  const runs: Explained[] = [];
  const bares: Explained[] = [];
  const scoreds: Explained[] = [];
  for (let p = 0; p < PASSES; p++) {
    runs.push(await explain(db, s.page.sql, s.page.params));
    bares.push(await explain(db, bare, sq.params));
    scoreds.push(await explain(db, scored, scoredParams));
  }
  let bounded: number | undefined;
  let boundedFound: number | undefined;
  const b = BOUNDED ? boundedSql(sq.from, sq.order.closeness, locale, terms.length, false) : null;
  if (b) {
    boundedFound = (await db.query(b, scoredParams)).rows.length;
    const times: number[] = [];
    for (let p = 0; p < PASSES; p++) times.push((await explain(db, b, scoredParams)).execution);
    bounded = median(times);
  }
  const matches = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${sq.from}`, sq.params)).rows[0].n;
  return {
    word,
    matches,
    planning: median(runs.map((r) => r.planning)),
    execution: median(runs.map((r) => r.execution)),
    bitmap: median(runs.map((r) => r.bitmap)),
    candidates: median(bares.map((r) => r.execution)),
    withCloseness: median(scoreds.map((r) => r.execution)),
    scan: runs[0].scan,
    buffers: runs[0].buffers,
    bounded,
    boundedFound,
  };
}

async function main(): Promise<void> {
  if (TARGETS.length === 0) throw new Error('give <label>=<postgres url> …');
  const summary: string[] = [
    '| size | language | words | matches, median (max) | planning | bitmap | heap + recheck | similarity | ranking + page | execution | sum of execution | candidates with closeness: trigram → bounded (full windows) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const target of TARGETS) {
    const [label, url] = [target.slice(0, target.indexOf('=')), target.slice(target.indexOf('=') + 1)];
    const db = await openPostgres(url, 1);
    try {
      if (MAKE_POSTINGS) {
        const t = Date.now();
        await db.exec("SET maintenance_work_mem = '256MB'");
        for (const statement of POSTINGS_SQL.split(';').filter((x) => x.trim())) await db.exec(statement);
        console.log(`${label}: search_posting made in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
      const products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_search')).rows[0].n;
      console.log(`\n=== ${label}: ${products} searchable products ===`);
      for (const locale of LANGS) {
        const words = await sampleWords(db, locale);
        const figures: WordFigures[] = [];
        for (const w of words) figures.push(await profileWord(db, w, locale));
        figures.sort((a, b) => b.matches - a.matches);
        console.log(`\n${locale}: word, matches, planning, execution (bitmap; candidates without / with closeness), plan, buffers (ms)`);
        for (const x of figures) {
          console.log(
            `  ${x.word.padEnd(16)} ${String(x.matches).padStart(7)}  ${f(x.planning)}  ${f(x.execution).padStart(6)} (${f(x.bitmap)}; ${f(x.candidates)} / ${f(x.withCloseness)})  ${x.scan} ${x.buffers}${x.bounded !== undefined ? `  bounded ${f(x.bounded)} (${x.boundedFound})` : ''}`,
          );
        }
        for (const [kind, group] of [
          ['one word', figures.filter((x) => !x.word.includes(' '))],
          ['two words', figures.filter((x) => x.word.includes(' '))],
        ] as const) {
          if (group.length === 0) continue;
          const m = (k: (x: WordFigures) => number) => median(group.map(k));
          const withBounded = group.filter((x) => x.bounded !== undefined);
          const bounded = withBounded.length
            ? ` | ${f(m((x) => x.withCloseness))} → ${f(median(withBounded.map((x) => x.bounded!)))} (${withBounded.filter((x) => x.boundedFound! > RELEVANCE_CANDIDATES).length} of ${withBounded.length} full)`
            : ' | –';
          summary.push(
            `| ${label} | ${locale}, ${kind} | ${group.length} | ${m((x) => x.matches)} (${Math.max(...group.map((x) => x.matches))}) | ${f(m((x) => x.planning))} | ${f(m((x) => x.bitmap))} | ${f(m((x) => x.candidates - x.bitmap))} | ${f(m((x) => x.withCloseness - x.candidates))} | ${f(m((x) => x.execution - x.withCloseness))} | ${f(m((x) => x.execution))} | ${f(sum(group.map((x) => x.execution)), 0)}${bounded} |`,
          );
        }
      }
    } finally {
      await db.close();
    }
  }
  console.log(`\nMedians over the words (ms; each piece's median, so the pieces need not add up to the execution's):\n`);
  console.log(summary.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
