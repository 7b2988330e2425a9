import type { Db } from '../../infra/db';
import { cardColumns } from './product-card';
import type { Locale } from '../../i18n/locale';
import { translatedText } from '../../i18n/localized';
import type { ProductListQuery } from '../../schemas/catalog';
import { listingOrder, listingOrderBy, type ListingOrder, type ListingScope } from './listing';
import { RESULT_WINDOW, windowCountSql, windowTake } from '../../lib/paging';
import { likePattern } from '../../lib/like-pattern';
import { SPLIT_LOCALES } from './search-words';

/** Words of the search text that must each match; more are ignored (a search box, not a document). */
const MAX_WORDS = 6;
/** Vocabulary words one misspelt query word may stand for (the closest ones, migration 027). */
const MAX_CORRECTIONS = 6;
/**
 * Matches ranked by relevance: the first this many the indexes give, then ordered by closeness to the words. A
 * common word costs the same at 1M products as at 100k; the relevance-ordered pages end there (10 pages of 20; a
 * sort chosen pages through the result window). Each candidate is a heap row read and scored, so this bounds a
 * search's cost: 1,000 gave 114 searches/s at 100k, 200 gives 179 (docs/benchmarks.md) with the same quality sample.
 */
export const RELEVANCE_CANDIDATES = 200;

export function searchWords(keyword: string | undefined): string[] {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_WORDS);
}

/** The vocabularies a search in `locale` reads: its own, and English (its names match in every language). */
const vocabularies = (locale: Locale): string[] => (locale === 'en' ? ['en'] : [locale, 'en']);

/**
 * Whether a vocabulary row (`s`, search_term) is a word: every term of a spaced language (English, French: the run is
 * the word) and of Chinese (every piece, migration 027); in Thai and Lao (SPLIT_LOCALES) a term that is one to three
 * whole words of some name, as ICU splits it (search_term.words, migration 038), not a piece across two words.
 */
const isWord = (s: string) => `(${s}.locale <> ALL('{${Object.keys(SPLIT_LOCALES).join(',')}}'::text[]) OR ${s}.words > 0)`;

/**
 * The statement correcting query words against the catalogue's vocabulary (search_term, migration 027). Per word
 * (its 1-based position `i`) the vocabulary terms one edit away — a character left out, added or changed
 * (Levenshtein distance 1, fuzzystrmatch), or two swapped (distance 2 with the same characters) — candidates from:
 * the word itself when the catalogue has it as a word (and then no other); else its trigram neighbours (pg_trgm `%`,
 * GIN); and for a word of up to 4 characters, too short to share a trigram with its misspelling ("蓝牙" / "蓝芽"),
 * the terms one character longer or shorter (the length index).
 *
 * Thai and Lao (migration 038): a term may be a piece across two words or cut inside a syllable, no word. Words come
 * before pieces ("ເັນ", ເຕັນ misspelt, is one letter from the word ເຕັນ as from the piece "ັນເ"). A word typed that
 * is such a piece (`seen`, not `known`: "ອມ", ຫອມ without its first letter, is a piece of ສິ່ງແວດລ້ອມ) is most likely
 * a word with a letter left out: it is corrected to the words one letter longer that hold its letters (ຫອມ, ບອມ …),
 * and searched as typed when there is none.
 *
 * Closest first (`d`): the word itself; then two letters swapped (every letter of the word kept: "常日" is 日常, not
 * 常用 one letter changed); then one letter left out, added or changed; words, then pieces. Ties: the term more of
 * the catalogue's names use as a word, then at all, first (search_term.words and runs, migrations 037/038: "机" of a
 * headphone's 耳机 is one edit from 耳机, 手机, 相机 … alike; a word of a name is a frequent term more often than a
 * rare one), then by trigram similarity.
 */
export function correctionStatement(words: string[], locale: Locale) {
  const letters = (s: string) => `array(SELECT c FROM unnest(string_to_array(${s}, NULL)) c ORDER BY c)`;
  return {
    sql: `SELECT w.i::int AS i, c.term, c.d
      FROM (SELECT u.word, u.i,
                   EXISTS (SELECT 1 FROM search_term s WHERE s.locale = ANY($2::text[]) AND s.term = u.word AND ${isWord('s')}) AS known,
                   EXISTS (SELECT 1 FROM search_term s WHERE s.locale = ANY($2::text[]) AND s.term = u.word) AS seen
              FROM unnest($1::text[]) WITH ORDINALITY AS u (word, i)) w
      CROSS JOIN LATERAL (
        SELECT t.term, k.d,
               row_number() OVER (ORDER BY k.d, t.words DESC, t.runs DESC, similarity(t.term, w.word) DESC, t.term) AS nth
          FROM (SELECT term, max(runs) AS runs, max(words) AS words, bool_or(word) AS word FROM (
                  SELECT term, runs, words, ${isWord('s')} AS word FROM search_term s
                   WHERE locale = ANY($2::text[]) AND term = w.word
                  UNION ALL
                  SELECT term, runs, words, ${isWord('s')} FROM search_term s
                   WHERE locale = ANY($2::text[]) AND term % w.word AND NOT w.known
                  UNION ALL
                  SELECT term, runs, words, ${isWord('s')} FROM search_term s
                   WHERE locale = ANY($2::text[]) AND char_length(w.word) <= 4 AND NOT w.known
                     AND char_length(term) BETWEEN char_length(w.word) - 1 AND char_length(w.word) + 1) a
                GROUP BY term) t,
               LATERAL (SELECT levenshtein_less_equal(t.term, w.word, 2) AS d) e,
               -- Words: 0 the word, 1 two letters swapped (a Levenshtein distance of 2 with the same letters), 2 one
               -- edit; pieces (Thai, Lao): 3, 4, 5 likewise.
               LATERAL (SELECT CASE e.d WHEN 0 THEN 0 WHEN 2 THEN 1 ELSE 2 END + CASE WHEN t.word THEN 0 ELSE 3 END AS d) k
         -- A piece typed: only itself, and the words a letter longer.
         WHERE (NOT w.seen OR e.d = 0 OR (t.word AND e.d = 1 AND char_length(t.term) = char_length(w.word) + 1))
           AND (e.d <= 1
            OR (e.d = 2 AND char_length(t.term) = char_length(w.word) AND ${letters('t.term')} = ${letters('w.word')}))
         ORDER BY nth
         LIMIT ${MAX_CORRECTIONS}) c
     ORDER BY w.i, c.nth`,
    params: [words, vocabularies(locale)],
  };
}

/** The word itself, as a word or as a piece (correctionStatement's `d`). */
const AS_TYPED = new Set([0, 3]);

/**
 * Each word's spellings to match, closest first (`found` in the correction's order): the word itself when the
 * catalogue has it (or nothing close), else the closest vocabulary terms (every one of the closest kind found: the
 * terms with two letters swapped when there are some, else those one letter apart; words before pieces).
 */
export function correctedTerms(words: string[], found: Array<{ i: number; term: string; d: number }>): string[][] {
  return words.map((word, k) => {
    const mine = found.filter((f) => f.i === k + 1);
    if (mine.length === 0) return [word];
    const best = Math.min(...mine.map((f) => f.d));
    if (AS_TYPED.has(best)) return [word];
    return mine.filter((f) => f.d === best).map((f) => f.term);
  });
}

/**
 * The query words the vocabulary has as words (correctionStatement's `known`): a read by key, cheap to plan, where
 * the correction statement costs its planning (on PGlite 5 against 20–35 ms a search, docs/benchmarks.md). Most
 * searches are spelled as the catalogue spells them, and only the other words go to the correction.
 */
export function knownWordsStatement(words: string[], locale: Locale) {
  return {
    sql: `SELECT DISTINCT s.term FROM search_term s WHERE s.locale = ANY($2::text[]) AND s.term = ANY($1::text[]) AND ${isWord('s')}`,
    params: [words, vocabularies(locale)],
  };
}

/** Corrects the query words: the words known as they are, the others by the correction statement; no words, no statement. */
export async function correctWords(db: Db, words: string[], locale: Locale): Promise<string[][]> {
  return (await correctedWords(db, words, locale)).terms;
}

/** correctWords, and whether the vocabulary knew every word as typed (`allKnown`: no correction statement ran). */
export async function correctedWords(db: Db, words: string[], locale: Locale): Promise<{ terms: string[][]; allKnown: boolean }> {
  if (words.length === 0) return { terms: [], allKnown: true };
  const k = knownWordsStatement(words, locale);
  const known = new Set((await db.query<{ term: string }>(k.sql, k.params, { name: 'search_known_words' })).rows.map((r) => r.term));
  const unknown = words.filter((w) => !known.has(w));
  if (unknown.length === 0) return { terms: words.map((w) => [w]), allKnown: true };
  const s = correctionStatement(unknown, locale);
  const r = await db.query<{ i: number; term: string; d: number }>(s.sql, s.params);
  const corrected = correctedTerms(unknown, r.rows);
  return { terms: words.map((w) => (known.has(w) ? [w] : corrected[unknown.indexOf(w)])), allKnown: false };
}

/** The columns a search matches: the English name and keywords as one text, and the name in another language. */
interface SearchColumns {
  /** The English name and keywords as one text (a word, no space in it, is in one of them exactly when in this). */
  text: string;
  /** The name in `locale` (not English), or null. */
  translated: (locale: Exclude<Locale, 'en'>) => string;
  /** The condition that a text matches one of an array of LIKE patterns (`patterns`, an SQL text[]). */
  like: (text: string, patterns: string) => string;
  /**
   * The condition that a text matches one LIKE pattern (`pattern`, an SQL text), for a word of one spelling with a
   * trigram: a plan made without the pattern's value (a generic plan) still counts it as one pattern and keeps the
   * trigram index (searchStatements' `name`); none here = `like` with an array of one.
   */
  likeOne?: (text: string, pattern: string) => string;
  /**
   * For the words too short for a trigram (shortForTrigrams): the conditions on an index that every row matching one
   * of a word's patterns meets (implied by the matches, ANDed before them; all on one table, so one index scan serves
   * the short words together); none here = the matches alone.
   */
  shortWord?: (patterns: string) => string;
}

/**
 * The product row `p` (a store's shelf, merchant-products-service.ts): the names read out of store_name_i18n.
 */
const PRODUCT_COLUMNS: SearchColumns = {
  text: `(p.store_name || ' ' || p.keyword)`,
  translated: (locale) => `(${translatedText('p.store_name', locale)})`,
  like: (text, patterns) => `${text} ILIKE ANY(${patterns})`,
};

/** Each translated name's column of product_search (migration 040). */
const SEARCH_NAME_COLUMNS: Record<Exclude<Locale, 'en'>, string> = {
  'zh-CN': 'name_zh',
  fr: 'name_fr',
  th: 'name_th',
  lao: 'name_lao',
};

/**
 * The narrow search row `s` (product_search, migration 040): plain columns with a trigram index each, stored
 * lowercased and matched with LIKE against the lowercased patterns (search_lower, folded into a constant when the
 * statement is planned): the same matches as ILIKE, without lowering each candidate's text on every search.
 */
const SEARCH_TABLE_COLUMNS: SearchColumns = {
  text: 's.words',
  translated: (locale) => `s.${SEARCH_NAME_COLUMNS[locale]}`,
  like: (text, patterns) => `${text} LIKE ANY(search_lower(${patterns}))`,
  // lower() of the one pattern: folded into a constant when planned with its value, as search_lower; in a generic plan
  // an immutable built-in evaluated beside each row's LIKE (~0.1 µs against the LIKE's ~2 µs), where search_lower, an
  // SQL function, would be planned and run per row.
  likeOne: (text, pattern) => `${text} LIKE lower(${pattern}::text)`,
  // Every matched text with each character written twice, in a table of its own with one trigram index (migration
  // 042): the word's own characters written twice are in it whenever the word is in the English text or any name.
  shortWord: (patterns) => `d.doubled LIKE ANY(search_doubled_patterns(search_lower(${patterns})))`,
};

/**
 * A character pg_trgm counts as part of a word (its letters and digits: `iswalnum` in the database's locale, here
 * Unicode letters, digits and combining marks such as Thai vowel signs).
 */
const WORD_CHARACTERS = /[\p{L}\p{N}\p{M}]{3}/u;

/**
 * Whether the LIKE pattern `%word%` yields no trigram, so no trigram index can serve it: pg_trgm reads a pattern's
 * runs of word characters, and a run beside a `%` is not padded, so a word needs three consecutive word characters
 * ("蓝牙", "tv", "t.v" have none). Such a word is matched through the doubled texts (migration 042) when
 * doubledServes, else read in order.
 */
export const shortForTrigrams = (word: string) => !WORD_CHARACTERS.test(word);

/**
 * Whether the word written twice yields a trigram, so the doubled texts' index serves it (migration 042): two or
 * more characters, one of them a word character ("蓝牙" → 蓝蓝牙, 蓝牙牙; "t.v" → "tt " …: a run next to a character
 * that is no word character is padded). One character alone ("机", "a") or no word character at all ("%") yields
 * none: such a word is read in order, as before migration 041.
 */
export const doubledServes = (word: string) => [...word].length >= 2 && /[\p{L}\p{N}\p{M}]/u.test(word);

/**
 * How a search word of one character is matched (singleCharacters): `none`, no product holds it (the vocabulary has
 * no run with it); `pairs`, exactly the products that hold one of these pairs of characters hold it, few enough for
 * the catalogue's size (pairsThreshold), served by the doubled texts' index. A one-character word with no entry is read in
 * order, as before (a common character, a separator such as a digit or `-`, or a character the vocabulary also
 * holds as a run of its own).
 */
export type SingleCharacter = { kind: 'none' } | { kind: 'pairs'; pairs: string[] };
export type SingleCharacters = Map<string, SingleCharacter>;

/**
 * A character in more vocabulary runs than this is taken as common: read in order, where its first matches come
 * within a few pages (机 in 54 runs of the demo's names, 10,770 matches at 100k: ~6 ms), without first counting it.
 */
const MAX_SINGLE_RUNS = 16;

/**
 * What a search row read in order costs against a candidate read through a character's pairs (the doubled texts'
 * index, the doubled row rechecked, the search row read by its key): bench/pairs-cost.ts, docs/benchmarks.md
 * ("One-character words: the pairs' threshold by size"), the smaller of the figures measured at 100k and 1m.
 */
export const ROW_TO_CANDIDATE = 0.07;

/**
 * The most candidates a character's pairs may give for them to be read rather than the search rows in order, in a
 * catalogue of `rows` search rows. In order, a character in m texts costs ~rows·201/m rows read until its first 201
 * matches (the relevance window); through its pairs ~m candidates (the index gives them all). The two meet at
 * m = √(201·rows·c), c = ROW_TO_CANDIDATE: the crossover falls, as a share, as the catalogue grows (at 100k ~1,190,
 * 1.2 %; at 1m ~3,750, 0.38 %). Migration 043 took the planner's estimate of the matches against a fixed share
 * (0.5 %): at 1m it sent the Lao tone mark ໊ (9,615 matches, 22 candidates each: a tone mark has no trigram, so the
 * index finds its pairs by the neighbour alone) to its pairs at 3× its cost in order. The estimate is now the
 * candidates (search_single_character, migration 044).
 */
export function pairsThreshold(rows: number): number {
  return Math.sqrt((RELEVANCE_CANDIDATES + 1) * Math.max(rows, 0) * ROW_TO_CANDIDATE);
}

/** Whether a character whose pairs give `estimate` candidates is matched through them in a catalogue of `rows` (pairsThreshold). */
export const throughPairs = (estimate: number, rows: number) => estimate <= pairsThreshold(rows);

/**
 * The pairs of a character c in the vocabulary's runs that hold it: per occurrence, c with the character before it
 * (or after it, at a run's start). Every run is at least two characters long here (a run that is c alone is left to
 * the read in order), so each occurrence of c in a product's text — inside one of these runs, which the vocabulary
 * learnt from that text — is inside one of the pairs, and a text holding a pair holds c. (The database computes the
 * same, search_character_pairs, migration 044.)
 */
export function characterPairs(c: string, runs: string[]): string[] {
  const pairs = new Set<string>();
  for (const run of runs) {
    const chars = [...run];
    chars.forEach((x, i) => {
      if (x === c) pairs.add(i > 0 ? chars[i - 1] + c : c + chars[i + 1]);
    });
  }
  return [...pairs].sort();
}

/** A one-character word as the vocabulary has it (search_single_character, migration 044). */
export interface SingleCharacterRow {
  word: string;
  /** The word's letter run (lowercased); null for a separator (a digit, `-`), which no run holds. */
  c: string | null;
  /** The runs of the shopper's languages holding it, up to MAX_SINGLE_RUNS + 1. */
  runs: string[] | null;
  /** With 1 … MAX_SINGLE_RUNS runs, none of them the character alone: its pairs, and the candidates they give. */
  pairs: string[] | null;
  estimate: number | null;
  /** The search rows (the planner's count of product_search_doubled). */
  texts: number;
}

/**
 * How a one-character word is matched, from what the vocabulary has of it: in order (no entry) for a separator (no
 * run holds it, yet texts do), a common character (more than MAX_SINGLE_RUNS runs), one a run holds alone, or one
 * whose pairs give more candidates than pairsThreshold; `none` for a character no run holds; else its pairs.
 */
export function singleCharacterRoute(row: SingleCharacterRow): SingleCharacter | undefined {
  const { c, runs, pairs, estimate, texts } = row;
  if (c === null || [...c].length !== 1 || runs === null || runs.length > MAX_SINGLE_RUNS || runs.includes(c)) return undefined;
  if (runs.length === 0) return { kind: 'none' };
  if (pairs === null || pairs.length === 0 || estimate === null || !throughPairs(estimate, texts)) return undefined;
  return { kind: 'pairs', pairs };
}

/**
 * Resolves the search words of one character (migrations 043, 044) against the vocabulary of the texts a search in
 * `locale` matches (its runs in English and in `locale`, search_run), in one statement (search_single_character): a
 * character no run holds is in no product's text (`none`, unless it is a separator the runs are split at, which no
 * run can hold); a character in a few runs is matched through its pairs (characterPairs) when they give few enough
 * candidates for the catalogue's size (singleCharacterRoute, pairsThreshold). The rest have no entry: read in order
 * as before. No statement at all when no word has one character (the bench's words, most searches).
 */
export async function singleCharacters(db: Db, terms: string[][], locale: Locale): Promise<SingleCharacters> {
  const singles: SingleCharacters = new Map();
  const words = [...new Set(terms.flat().filter((w) => [...w].length === 1))];
  if (words.length === 0) return singles;
  const r = await db.query<SingleCharacterRow>(
    `SELECT u.word, f.c, f.runs, f.pairs, f.estimate, f.texts
       FROM unnest($1::text[]) AS u (word), search_single_character(u.word, $2::text[], ${MAX_SINGLE_RUNS}) f`,
    [words, vocabularies(locale)],
    { name: 'search_single_character' },
  );
  for (const row of r.rows) {
    const route = singleCharacterRoute(row);
    if (route) singles.set(row.word, route);
  }
  return singles;
}

/**
 * Per word: the condition that a row has one of its spellings (closest first), one array parameter of ILIKE
 * patterns, so the statement's text does not depend on how many spellings a correction found (`matches`); and for
 * the words too short for a trigram, the short-word index's conditions (SearchColumns.shortWord, `short`).
 */
function spellingMatches(
  terms: string[][],
  locale: Locale,
  param: (value: unknown) => string,
  columns: SearchColumns,
  singles: SingleCharacters = new Map(),
): { matches: string[]; short: string[]; onePattern: boolean } {
  const translatedName = locale === 'en' ? null : columns.translated(locale);
  const short: string[] = [];
  let onePattern = true;
  const matches = terms.map((spellings) => {
    // A one-character spelling no product holds (singleCharacters) is left out of the index's patterns; the
    // ordinary match still decides. A word none of whose spellings any product holds matches nothing: `false`, and
    // the planner reads no row.
    const held = spellings.filter((w) => singles.get(w)?.kind !== 'none');
    if (held.length === 0) return 'false';
    if (columns.likeOne && spellings.length === 1 && !shortForTrigrams(spellings[0]) && !singles.has(spellings[0])) {
      const pattern = param(likePattern(spellings[0]));
      const translated = translatedName ? ` OR ${columns.likeOne(translatedName, pattern)}` : '';
      return `${columns.likeOne(columns.text, pattern)}${translated}`;
    }
    onePattern = false;
    const patterns = `${param(spellings.map(likePattern))}::text[]`;
    const translated = translatedName ? ` OR ${columns.like(translatedName, patterns)}` : '';
    const match = `${columns.like(columns.text, patterns)}${translated}`;
    if (!columns.shortWord) return match;
    // One spelling without a trigram and the trigram indexes could serve none of them: all go through the short-word
    // index, when it serves each of them (a one-character spelling through its pairs, when singleCharacters found
    // it rare; otherwise no index serves the word).
    const pairs = (w: string) => {
      const single = singles.get(w);
      return single?.kind === 'pairs' ? single.pairs : null;
    };
    const served = held.every((w) => !shortForTrigrams(w) || doubledServes(w) || pairs(w));
    if (held.some(shortForTrigrams) && served) {
      const indexed = held.length === spellings.length && held.every((w) => !pairs(w)) ? patterns : null;
      short.push(columns.shortWord(indexed ?? `${param(held.flatMap((w) => pairs(w) ?? [w]).map(likePattern))}::text[]`));
    }
    return match;
  });
  return { matches, short, onePattern };
}

/**
 * The condition that a product row `p` matches every word (one of its spellings) as a substring of the English
 * name, the keywords, or the name in the shopper's language: ILIKE over the product row itself (a store's shelf,
 * which its merchant's index narrows first; the catalogue-wide search reads product_search).
 */
export function keywordCondition(terms: string[][], locale: Locale, param: (value: unknown) => string): string[] {
  return spellingMatches(terms, locale, param, PRODUCT_COLUMNS).matches.map((any) => `(${any})`);
}

/** A keyword search's statement: `FROM … WHERE …` with its parameters, and the order's own parameters after them. */
export interface SearchSql {
  columns: string;
  from: string;
  /**
   * A sort chosen (a listing order), or relevance (no sort chosen): ranked over the first RELEVANCE_CANDIDATES
   * matches by `closeness`, how close a search row `s` is to the words (higher first).
   */
  order: { kind: 'sorted'; order: ListingOrder } | { kind: 'relevance'; closeness: string };
  params: unknown[];
  orderParams: unknown[];
  /**
   * Whether one plan serves the statement for every value of its parameters: every word one pattern with a trigram
   * (a bitmap over the trigram index, whatever the word), no category or price (whose best plans follow their values).
   */
  generic: boolean;
}

/**
 * The product search of GET /api/front/product/list as one SQL statement over the search table (`s`,
 * product_search, migration 040: a narrow row per product a shopper can see, kept by triggers on product):
 * - keyword: every word (as corrected, `terms`) in the name or the keywords, case-insensitive; in another language
 *   also in the name's translation into it, so a French word finds the French name and the English one still works;
 *   without a sort chosen, the closest names (trigram similarity to the corrected words, the better of the two
 *   names; a misspelt word corrected to several terms, the closest of them: the names of each are ranked alike)
 *   come first;
 * - cid: the category and every shown category below it (its lineage, migration 026, on the search row);
 * - minPrice / maxPrice: inclusive bounds of the product price (its lowest SKU price);
 * - order as the contract's backend: salesOrder by sales + ficti, then rank, then sort; else priceOrder by price,
 *   then rank; else relevance. Ties end on the id, newest first, so pages never overlap.
 */
export function productSearchSql(
  q: ProductListQuery,
  locale: Locale,
  scope: ListingScope,
  terms: string[][] = searchWords(q.keyword).map((w) => [w]),
  singles?: SingleCharacters,
): SearchSql {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Only products a shopper can see have a search row: no on-shelf condition.
  const { matches, short, onePattern } = spellingMatches(terms, locale, param, SEARCH_TABLE_COLUMNS, singles);
  const where = [...short, ...matches.map((any) => `(${any})`)];
  if (scope.kind === 'category') {
    // The category's lineage (migration 026, copied to the search row): no walk of the tree.
    const cid = param(scope.id);
    where.push(`(s.category_id = ${cid} OR s.category_l2 = ${cid} OR s.category_l1 = ${cid}) AND s.category_shown`);
  }
  if (q.minPrice !== undefined) where.push(`s.price >= ${param(q.minPrice)}::numeric`);
  if (q.maxPrice !== undefined) where.push(`s.price <= ${param(q.maxPrice)}::numeric`);
  if (where.length === 0) where.push('true');

  const orderParams: unknown[] = [];
  let order: SearchSql['order'];
  if (q.salesOrder || q.priceOrder) {
    order = { kind: 'sorted', order: listingOrder(q.salesOrder, q.priceOrder) };
  } else {
    const translatedName = locale === 'en' ? null : SEARCH_TABLE_COLUMNS.translated(locale);
    // The words as the catalogue spells them: each word's first spelling, then each one's second (or last) …
    const texts = Array.from({ length: Math.max(1, ...terms.map((t) => t.length)) }, (_, j) => {
      orderParams.push(terms.map((t) => t[Math.min(j, t.length - 1)]).join(' '));
      return `$${params.length + orderParams.length}`;
    });
    const similarities = texts.flatMap((text) => [
      `similarity(s.name, ${text})`,
      ...(translatedName ? [`similarity(coalesce(${translatedName}, ''), ${text})`] : []),
    ]);
    order = { kind: 'relevance', closeness: similarities.length > 1 ? `greatest(${similarities.join(', ')})` : similarities[0] };
  }
  // A word too short for a trigram: the candidates come from the doubled texts' index (migration 042), each then
  // read from product_search by its key. The lateral read is kept apart (OFFSET 0) so that the planner cannot turn
  // it around: it prices the doubled match and the ordinary one as if independent (the one implies the other), so it
  // expected a few dozen rows from the index and chose to read product_search whole against a hash of every doubled
  // match (日常 at 100k: 13.5 ms, against ~3 from the index's first matches).
  const table =
    short.length > 0
      ? 'product_search_doubled d CROSS JOIN LATERAL (SELECT * FROM product_search s WHERE s.id = d.id OFFSET 0) s'
      : 'product_search s';
  return {
    columns: cardColumns(locale),
    from: `FROM ${table} WHERE ${where.join(' AND ')}`,
    order,
    params,
    orderParams,
    generic: onePattern && terms.length > 0 && scope.kind === 'all' && q.minPrice === undefined && q.maxPrice === undefined,
  };
}

/**
 * The article a listing sells, for relevance pages: the smallest bar code (GTIN) of its SKUs, kept on the listing by
 * the SKU writes (migration 032). In a mall of many shops one article is listed by many of them (the grown catalogues
 * copy each demo product into ~190 or ~1,900 shops); a listing without bar codes is its own article.
 */
const ARTICLE = `coalesce(c.article, 'id:' || c.id)`;

/** The names of the relevance pages' statements, one per SQL text (a few dozen: words × language × page shape). */
const pageNames = new Map<string, string>();
const pageStatementName = (sql: string) => {
  let name = pageNames.get(sql);
  if (!name) pageNames.set(sql, (name = `search_page_${pageNames.size + 1}`));
  return name;
};

/**
 * The statements of one search page: its rows, and its matches counted up to its window (`window`: the result
 * window, or RELEVANCE_CANDIDATES for a relevance order, which ranks only that many). `terms` are the words as
 * corrected (correctWords); without them each word is matched as typed.
 *
 * A relevance page is one statement: the candidates are read once from the search table (a trigram bitmap scan,
 * or for a common word its first rows in order), ranked, and counted from the same rows (`window_n` on every row);
 * only a page past the last match, which has no row to carry the count, needs `total` as well. A sorted page reads
 * the search table in its order: its count is a second statement. Either reads `product` for its page's rows only.
 */
export function searchStatements(
  q: ProductListQuery,
  locale: Locale,
  scope: ListingScope,
  limit: number,
  offset: number,
  terms?: string[][],
  singles?: SingleCharacters,
  /**
   * The query words, when `terms` are them as typed before any correction: a named relevance page then also checks
   * that the vocabulary knows every one of them as a word (knownWordsStatement) and reads no product otherwise
   * (`gated`: no row then means "correct the words first", or no match), so a search spelled as the catalogue spells
   * it is one statement, not two.
   */
  typed?: string[],
) {
  const s = productSearchSql(q, locale, scope, terms, singles);
  const n = s.params.length + s.orderParams.length;
  const relevance = s.order.kind === 'relevance';
  const window = relevance ? RELEVANCE_CANDIDATES : RESULT_WINDOW;
  const gated = relevance && s.generic && typed !== undefined;
  // The words' check, its parameters after the page's LIMIT and OFFSET: a one-time filter of the candidates' scan.
  const from = gated ? `${s.from} AND (SELECT k.known FROM known k)` : s.from;
  const known = gated
    ? `known AS MATERIALIZED (SELECT count(DISTINCT s.term) = cardinality($${n + 3}::text[]) AS known FROM search_term s
        WHERE s.locale = ANY($${n + 4}::text[]) AND s.term = ANY($${n + 3}::text[]) AND ${isWord('s')}), `
    : '';
  // Relevance: the first candidates the indexes give, with what ranking needs read in the same scan (closeness,
  // rank, article); one past the window, to tell "exactly 200" from "more". Each article's best listing comes before
  // any article's second one, so a first page shows 20 articles rather than 20 shops' copies of the closest. Only
  // the page's rows are then read in full (20 rows, not the 200 candidates).
  const sql =
    s.order.kind === 'relevance'
      ? `WITH ${known}c AS MATERIALIZED (
         SELECT s.id, s.rank, s.article, ${s.order.closeness} AS closeness ${from} LIMIT ${RELEVANCE_CANDIDATES + 1})
       SELECT ${s.columns}, (SELECT count(*)::int FROM c) AS window_n FROM (
         SELECT r.id, r.nth, r.closeness, r.rank FROM (
           SELECT c.id, c.closeness, c.rank, row_number() OVER (PARTITION BY ${ARTICLE} ORDER BY c.closeness DESC, c.rank DESC, c.id DESC) AS nth
             FROM (SELECT * FROM c LIMIT ${RELEVANCE_CANDIDATES}) c) r
          ORDER BY r.nth, r.closeness DESC, r.rank DESC, r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}) page
         JOIN product p ON p.id = page.id
        ORDER BY page.nth, page.closeness DESC, page.rank DESC, page.id DESC`
      : `SELECT ${s.columns} FROM (
         SELECT s.id, s.sold, s.rank, s.sort, s.price ${s.from}
          ORDER BY ${listingOrderBy(s.order.order, 's')} LIMIT $${n + 1} OFFSET $${n + 2}) page
         JOIN product p ON p.id = page.id
        ORDER BY ${listingOrderBy(s.order.order, 'page')}`;
  return {
    window,
    /** Whether the page's rows carry the count (`window_n`), so `total` is needed only when there is no row. */
    countedInPage: relevance,
    page: {
      sql,
      params: [...s.params, ...s.orderParams, windowTake(limit, offset, window), offset, ...(gated ? [typed, vocabularies(locale)] : [])],
      /** Whether the page reads products only when every typed word is a known word (`typed`). */
      gated,
      /**
       * A relevance page whose one generic plan serves every value (SearchSql.generic): prepared under this name and
       * run without parsing or planning (QueryOptions.name); otherwise planned for its values on every search.
       */
      name: relevance && s.generic ? pageStatementName(sql) : undefined,
    },
    total: { sql: windowCountSql(s.from, window), params: s.params },
  };
}
