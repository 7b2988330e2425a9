import { apiForFile } from '../../helper';
import { searchPlan } from './search-plan';
import type { Locale } from '../../../src/i18n/locale';
import { likePattern } from '../../../src/lib/like-pattern';
import {
  characterPairs,
  doubledServes,
  pairsThreshold,
  productSearchSql,
  shortForTrigrams,
  singleCharacterRoute,
  singleCharacters,
  throughPairs,
  type SingleCharacterRow,
  type SingleCharacters,
} from '../../../src/services/catalog/product-search-sql';

/**
 * A search word too short for a trigram ("蓝牙", "tv") is served by the short-word index (the tripled texts of
 * migration 041, since migration 042 the doubled texts in their own table), and finds exactly the products it found
 * before: the same rows for every word and language.
 */
const api = apiForFile();

const LOCALES: Locale[] = ['en', 'zh-CN', 'fr', 'th', 'lao'];
const NAME_COLUMN: Record<Exclude<Locale, 'en'>, string> = { 'zh-CN': 'zh-CN', fr: 'fr', th: 'th', lao: 'lao' };

/**
 * The ids a search's WHERE (as the service builds it, its one-character words resolved against the vocabulary:
 * singleCharacters, migration 043) matches in product_search, in id order; `singles` given: resolved as they say.
 */
async function matched(terms: string[][], locale: Locale, singles?: SingleCharacters): Promise<number[]> {
  const resolved = singles ?? (await singleCharacters(api.db, terms, locale));
  const { from, params } = productSearchSql({}, locale, { kind: 'all' }, terms, resolved);
  const r = await api.db.query<{ id: string }>(`SELECT s.id ${from} ORDER BY s.id`, params);
  return r.rows.map((x) => Number(x.id));
}

/**
 * The matches as they were before migration 041, written out from the product table itself: every word (one of its
 * spellings) in the English name and keywords or in the name in the shopper's language, case-insensitive.
 */
async function reference(terms: string[][], locale: Locale): Promise<number[]> {
  const params: unknown[] = [];
  const conditions = terms.map((spellings) => {
    params.push(spellings.map(likePattern));
    const p = `$${params.length}::text[]`;
    const translated = locale === 'en' ? '' : ` OR (p.store_name_i18n->>'${NAME_COLUMN[locale]}') ILIKE ANY(${p})`;
    return `((p.store_name || ' ' || p.keyword) ILIKE ANY(${p})${translated})`;
  });
  const r = await api.db.query<{ id: string }>(
    `SELECT p.id FROM product p
      WHERE p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off
        AND ${conditions.join(' AND ')} ORDER BY p.id`,
    params,
  );
  return r.rows.map((x) => Number(x.id));
}

/** The vocabulary's runs (search_run) holding a character, in the texts a search in `locale` matches. */
async function runsOf(c: string, locale: Locale): Promise<string[]> {
  const r = await api.db.query<{ run: string }>(
    `SELECT DISTINCT run FROM search_run WHERE locale = ANY($2::text[]) AND strpos(run, lower($1)) > 0 ORDER BY run`,
    [c, locale === 'en' ? ['en'] : [locale, 'en']],
  );
  return r.rows.map((x) => x.run);
}

describe('words too short for a trigram (migrations 041, 042, 043)', () => {
  beforeAll(async () => {
    // Names and keywords that hold the short words below in one language only, in mixed case, with the characters
    // LIKE treats as wildcards, so that a match on the wrong side, a case or an escape out of step would show.
    const r = await api.db.query<{ id: string }>(
      `SELECT id FROM product WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off
        ORDER BY id LIMIT 4`,
    );
    const [a, b, c, d] = r.rows.map((x) => Number(x.id));
    await api.db.query(`UPDATE product SET keyword = keyword || ' TV-stand 5% off_cut' WHERE id = $1`, [a]);
    await api.db.query(
      `UPDATE product SET store_name_i18n = store_name_i18n || jsonb_build_object('fr', 'Meuble Tv à 5_%', 'zh-CN', '蓝牙音箱Qz') WHERE id = $1`,
      [b],
    );
    await api.db.query(`UPDATE product SET store_name_i18n = store_name_i18n || '{"th": "ลำโพงqzบลูทูธ"}'::jsonb WHERE id = $1`, [c]);
    await api.db.query(`UPDATE product SET store_name = 'Écran ÉÉ', keyword = keyword || ' é\\x' WHERE id = $1`, [d]);
  });

  it('finds exactly the products it found before, in every language', async () => {
    const words = [
      // Chinese: one and two characters, common, rare and absent.
      '蓝牙',
      '耳机',
      '机',
      '包',
      '音箱',
      '龘靐',
      '龘',
      // Latin: one and two letters, mixed case, accented.
      'tv',
      'TV',
      'Tv',
      'qz',
      'QZ',
      'a',
      'x',
      'É',
      'éé',
      'é\\',
      // LIKE's wildcards and escape, typed as words: matched literally.
      '%',
      '_',
      '5%',
      '5_',
      '_%',
      '\\',
      '\\x',
      '%%',
      // Thai and Lao, one and two characters.
      'ล',
      'ลำ',
      'หู',
      'ຫູ',
      'ຟ',
      // One character (migration 043): common, rare and absent; CJK, Thai, Lao, Latin; a digit and a hyphen (which
      // the vocabulary's runs are split at).
      '壁',
      '靐',
      'ฏ',
      'ฐ',
      'ฆ',
      '໊',
      'ຝ',
      'ໆ',
      'q',
      'Q',
      'z',
      'j',
      'é',
      '5',
      '-',
      // Long enough for a trigram (served as before), for comparison.
      'bluetooth',
      '蓝牙音',
    ];
    const cases: string[][][] = [
      ...words.map((w) => [[w.toLowerCase()]]),
      // Two words, one short; a correction's several spellings, one of them short.
      [['蓝牙'], ['音箱']],
      [['tv'], ['stand']],
      [['tv', 'tvs']],
      [['qz', '蓝牙']],
      // One character beside other words and spellings (absent, rare, common).
      [['壁'], ['音']],
      [['龘'], ['蓝牙']],
      [['龘', '壁']],
      [['龘', 'tv']],
      [['ฏ'], ['x']],
    ];
    for (const locale of LOCALES) {
      for (const terms of cases) {
        const want = await reference(terms, locale);
        expect({ locale, terms, ids: await matched(terms, locale) }).toEqual({ locale, terms, ids: want });
      }
    }
    // The comparison is not empty: short words match on either side of the OR, and only on the shopper's side.
    expect((await reference([['蓝牙']], 'zh-CN')).length).toBeGreaterThan(0);
    expect(await matched([['qz']], 'zh-CN')).toHaveLength(1);
    expect(await matched([['qz']], 'th')).toHaveLength(1);
    expect(await matched([['qz']], 'fr')).toEqual([]);
    expect((await matched([['5%']], 'en')).length).toBe(1);
    expect((await matched([['5_']], 'fr')).length).toBe(1);
  });

  it('matches a word of one character through its pairs in the vocabulary exactly as the substring match does', async () => {
    // Every character of each language's texts (English: name and keywords; the others: their name), resolved through
    // its pairs whatever its frequency (the service does so for the rare ones only): the same products as the
    // substring match of product itself.
    let viaPairs = 0;
    for (const locale of LOCALES) {
      const texts = await api.db.query<{ t: string }>(
        `SELECT string_agg(DISTINCT c, '') AS t FROM product p,
                unnest(string_to_array(lower(CASE WHEN $1 = 'en' THEN p.store_name || ' ' || p.keyword ELSE p.store_name_i18n->>$1 END), NULL)) c`,
        [locale],
      );
      const characters = [...texts.rows[0].t].filter((c) => /[\p{L}\p{M}]/u.test(c));
      expect(characters.length).toBeGreaterThan(20);
      for (const c of characters) {
        const runs = await runsOf(c, locale);
        // One that is a run of its own somewhere ("é" of the keyword `é\x` above) is read in order.
        if (runs.includes(c)) continue;
        const pairs = characterPairs(c, runs);
        expect(pairs.length).toBeGreaterThan(0);
        // The database's pairs (search_character_pairs, migration 044) are the same.
        const inDb = await api.db.query<{ pairs: string[] }>('SELECT search_character_pairs($1, $2::text[]) AS pairs', [c, runs]);
        expect({ c, pairs: [...inDb.rows[0].pairs].sort() }).toEqual({ c, pairs });
        const singles: SingleCharacters = new Map([[c, { kind: 'pairs', pairs }]]);
        expect({ locale, c, ids: await matched([[c]], locale, singles) }).toEqual({ locale, c, ids: await reference([[c]], locale) });
        viaPairs++;
      }
    }
    expect(viaPairs).toBeGreaterThan(200);
  });

  it('reads no product for a character no product holds, and finds a rare one by the doubled texts’ index', async () => {
    const absent = await singleCharacters(api.db, [['龘'], ['ฆ'], ['x']], 'zh-CN');
    expect(absent.get('龘')).toEqual({ kind: 'none' });
    expect(absent.get('ฆ')).toEqual({ kind: 'none' });
    // "x" is a run of its own (the keyword `é\x` above): read in order.
    expect(absent.get('x')).toBeUndefined();
    // A separator is in no run, yet texts hold it: read in order, never taken as absent.
    expect((await singleCharacters(api.db, [['5'], ['-']], 'en')).size).toBe(0);
    const { from, params } = productSearchSql({}, 'zh-CN', { kind: 'all' }, [['龘']], absent);
    const plan = (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT s.id ${from}`, params)).rows.map((r) => r['QUERY PLAN']);
    expect(plan.join('\n')).not.toMatch(/Scan on product_search/);
    // 壁 is in one name's run (max回音壁) of the demo: its pair 音壁 written twice is served by the doubled index.
    expect(characterPairs('壁', await runsOf('壁', 'zh-CN'))).toEqual(['音壁']);
    const rare: SingleCharacters = new Map([['壁', { kind: 'pairs', pairs: ['音壁'] }]]);
    const found = productSearchSql({}, 'zh-CN', { kind: 'all' }, [['壁']], rare);
    const rarePlan = (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT s.id ${found.from}`, found.params)).rows;
    expect(rarePlan.map((r) => r['QUERY PLAN']).join('\n')).toContain('product_search_doubled');
    expect(await matched([['壁']], 'zh-CN', rare)).toEqual(await reference([['壁']], 'zh-CN'));
    expect((await reference([['壁']], 'zh-CN')).length).toBeGreaterThan(0);
  });

  it('shows a shopper no product for a character none holds, and every product for a rare one', async () => {
    const none = (await api.call(`/api/front/product/list?keyword=${encodeURIComponent('龘')}&limit=20`, { lang: 'zh-CN' })).data as {
      list: unknown[];
      total: number;
    };
    expect(none).toMatchObject({ list: [], total: 0 });
    // "ฏ" as a Thai shopper types it: corrected to the vocabulary's words holding it, or matched as typed.
    const found = (await api.call(`/api/front/product/list?keyword=${encodeURIComponent('ฏ')}&limit=20`, { lang: 'th' })).data as {
      list: Array<{ storeName: string }>;
      total: number;
    };
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.length).toBe(Math.min(20, found.total));
  });

  it('uses the doubled texts’ index for a short word on both sides of the OR, and the ordinary ones otherwise', async () => {
    expect(shortForTrigrams('蓝牙')).toBe(true);
    expect(shortForTrigrams('tv')).toBe(true);
    expect(shortForTrigrams('t.v')).toBe(true);
    expect(shortForTrigrams('蓝牙音')).toBe(false);
    // Written twice, a word of two characters or more has a trigram; one character or no letter has none.
    expect(['蓝牙', 'tv', 't.v', '5%', '机', 'a', '%', '_%'].map(doubledServes)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    for (const [word, locale] of [
      ['蓝牙', 'zh-CN'],
      ['tv', 'en'],
      ['tv', 'fr'],
      ['ลำ', 'th'],
    ] as Array<[string, Locale]>) {
      // No plain index scans either: on the small demo table the planner reads the doubled texts by their key.
      const plan = await searchPlan(api, word, locale, ['enable_indexscan = off']);
      expect({ word, locale, doubled: plan.includes('product_search_doubled_idx'), seqScan: plan.includes('Seq Scan') }).toEqual({
        word,
        locale,
        doubled: true,
        seqScan: false,
      });
    }
    const plan = await searchPlan(api, 'bluetooth', 'zh-CN');
    expect(plan).toContain('product_search_text_idx');
    expect(plan).not.toContain('product_search_doubled_idx');
    // One character: no index has its trigrams, and the search row is read in order (its matches are checked above).
    expect(await searchPlan(api, '机', 'zh-CN', ['enable_indexscan = off'])).not.toContain('product_search_doubled_idx');
  });

  it('shows a Chinese shopper the products a two-character word names', async () => {
    const found = (await api.call(`/api/front/product/list?keyword=${encodeURIComponent('蓝牙')}&limit=20`, { lang: 'zh-CN' })).data as {
      list: Array<{ id: number; storeName: string }>;
      total: number;
    };
    expect(found.total).toBe((await reference([['蓝牙']], 'zh-CN')).length);
    expect(found.list.length).toBeGreaterThan(0);
    for (const card of found.list) expect(card.storeName).toContain('蓝牙');
  });

  it('counts the texts of every run as the products have them, through inserts, renames and deletes (migration 044)', async () => {
    // Every run's count against a count of the product texts holding it now (the beforeAll's renames included).
    const outOfStep = async () =>
      (
        await api.db.query<{ locale: string; run: string; texts: number; n: number }>(
          `SELECT s.locale, s.run, s.texts, coalesce(c.n, 0) AS n FROM search_run s
             LEFT JOIN (SELECT t.locale, x.r AS run, count(*)::int AS n
                          FROM product p, search_texts(p) t, LATERAL (SELECT DISTINCT r FROM search_runs(t.txt) r) x
                         GROUP BY 1, 2) c ON c.locale = s.locale AND c.run = s.run
            WHERE s.texts <> coalesce(c.n, 0) ORDER BY 1, 2`,
        )
      ).rows;
    expect(await outOfStep()).toEqual([]);
    const texts = async (run: string) =>
      (await api.db.query<{ texts: number }>(`SELECT texts FROM search_run WHERE locale = 'en' AND run = $1`, [run])).rows[0]?.texts;
    expect(await texts('bluetooth')).toBeGreaterThan(1);
    // A new product, then renamed, then updated without a new name, then deleted.
    const r = await api.db.query<{ id: string }>(
      `INSERT INTO product (mer_id, category_id, store_name, keyword, image, price, stock)
       SELECT mer_id, category_id, 'Zqxjv zqxjv lamp', 'lamp', image, 12.5, 3 FROM product ORDER BY id LIMIT 1 RETURNING id`,
    );
    const id = Number(r.rows[0].id);
    expect(await texts('zqxjv')).toBe(1);
    await api.db.query(`UPDATE product SET store_name = 'Vvqjz lamp' WHERE id = $1`, [id]);
    expect([await texts('zqxjv'), await texts('vvqjz')]).toEqual([0, 1]);
    await api.db.query(`UPDATE product SET sort = sort + 1 WHERE id = $1`, [id]);
    expect(await texts('vvqjz')).toBe(1);
    await api.db.query(`DELETE FROM product WHERE id = $1`, [id]);
    expect([await texts('zqxjv'), await texts('vvqjz')]).toEqual([0, 0]);
    expect(await outOfStep()).toEqual([]);
  });

  it('estimates the candidates of a character’s pairs from the runs’ texts, and answers in one statement', async () => {
    // 壁: one run (max回音壁), its pair 音壁 in as many texts as hold the run (runs holding 音壁 in any language).
    const [wall] = (
      await api.db.query<SingleCharacterRow>(`SELECT $1::text AS word, f.* FROM search_single_character($1, $2::text[], 16) f`, [
        '壁',
        ['zh-CN', 'en'],
      ])
    ).rows;
    const holding = await api.db.query<{ n: number }>(`SELECT sum(texts)::int AS n FROM search_run WHERE strpos(run, '音壁') > 0`);
    expect(wall).toMatchObject({ c: '壁', runs: ['max回音壁'], pairs: ['音壁'], estimate: holding.rows[0].n });
    expect(wall.estimate).toBeGreaterThan(0);
    // The estimate is an upper bound of the doubled texts holding a pair: here every one of them.
    const doubled = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_search_doubled WHERE doubled LIKE ANY(search_doubled_patterns('{%音壁%}'))`,
    );
    expect(wall.estimate).toBeGreaterThanOrEqual(doubled.rows[0].n);
    // A Lao tone mark has no trigram: its pairs are found by their other character, whose runs' texts are counted.
    const [tone] = (
      await api.db.query<SingleCharacterRow>(`SELECT $1::text AS word, f.* FROM search_single_character($1, $2::text[], 16) f`, [
        '໊',
        ['lao', 'en'],
      ])
    ).rows;
    const neighbours = [...new Set(tone.pairs!.map((p) => [...p].find((x) => x !== '໊')!))];
    const tonePatterns = tone.pairs!.map((p) => `%${[...p].map((x) => x + x).join('')}%`);
    const candidates = await api.db.query<{ n: number; matches: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE doubled LIKE ANY($2::text[]))::int AS matches FROM product_search_doubled
        WHERE doubled LIKE ANY(array(SELECT '%' || x || x || '%' FROM unnest($1::text[]) x))`,
      [neighbours, tonePatterns],
    );
    expect(candidates.rows[0].n).toBeGreaterThan(candidates.rows[0].matches);
    expect(tone.estimate).toBeGreaterThanOrEqual(candidates.rows[0].n);
    // Separators, common characters, absent ones: no pairs, no estimate.
    const others = await api.db.query<SingleCharacterRow>(
      `SELECT u.word, f.* FROM unnest($1::text[]) u (word), search_single_character(u.word, $2::text[], 16) f ORDER BY u.word`,
      [
        ['5', '-', 'a', '龘'],
        ['zh-CN', 'en'],
      ],
    );
    expect(others.rows.map(({ word, c, pairs, estimate }) => ({ word, c, pairs, estimate }))).toEqual([
      { word: '-', c: null, pairs: null, estimate: null },
      { word: '5', c: null, pairs: null, estimate: null },
      { word: 'a', c: 'a', pairs: null, estimate: null },
      { word: '龘', c: '龘', pairs: null, estimate: null },
    ]);
    expect(others.rows.find((r) => r.word === 'a')!.runs!.length).toBe(17);
    expect(others.rows.find((r) => r.word === '龘')!.runs).toEqual([]);
    // The service follows the rule at the demo's size: 壁 through its pairs, ໊ in order.
    await api.db.exec('ANALYZE product_search_doubled');
    const demo = await singleCharacters(api.db, [['壁'], ['໊']], 'lao');
    const rows = (await api.db.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'product_search_doubled'`))
      .rows[0].n;
    expect(rows).toBeGreaterThan(400);
    expect(tone.estimate).toBeGreaterThan(pairsThreshold(rows));
    expect(demo.get('໊')).toBeUndefined();
    expect((await singleCharacters(api.db, [['壁']], 'zh-CN')).get('壁')).toEqual({ kind: 'pairs', pairs: ['音壁'] });
  });

  it('sends a character to its pairs only below a threshold that falls, as a share, as the catalogue grows', () => {
    // √(201 · rows · 0.07): the crossover of ~rows·201/m rows read in order and ~m candidates read through the pairs.
    expect(Math.round(pairsThreshold(100_000))).toBe(1186);
    expect(Math.round(pairsThreshold(1_000_000))).toBe(3751);
    expect(pairsThreshold(0)).toBe(0);
    // Figures of the 100k and 1m catalogues (bench/one-character.ts; docs/benchmarks.md): the candidates
    // search_single_character estimated for each character (1m: ten times the 100k copies).
    const cases: Array<[string, number, number, boolean]> = [
      ['壁 at 100k', 193, 100_000, true],
      ['壁 at 1m', 1_923, 1_000_072, true],
      ['ฏ at 1m', 1_923, 1_000_072, true],
      ['ຝ at 100k', 7_118, 100_000, false],
      ['ຝ at 1m', 71_154, 1_000_072, false],
      ['x at 1m', 444_233, 1_000_072, false],
      ['໊ at 100k', 57_306, 100_000, false],
      ['໊ at 1m', 573_076, 1_000_072, false],
      // A character in 2,000 texts: in order at 100k (2 %), through its pairs at 1m (0.2 %).
      ['2,000 at 100k', 2_000, 100_000, false],
      ['2,000 at 1m', 2_000, 1_000_072, true],
    ];
    expect(cases.map(([name, estimate, rows]) => [name, throughPairs(estimate, rows)])).toEqual(
      cases.map(([name, , , pairs]) => [name, pairs]),
    );
    const row = (over: Partial<SingleCharacterRow>): SingleCharacterRow => ({
      word: 'x',
      c: 'x',
      runs: ['ax', 'box'],
      pairs: ['ax', 'ox'],
      estimate: 500,
      texts: 100_000,
      ...over,
    });
    expect(singleCharacterRoute(row({}))).toEqual({ kind: 'pairs', pairs: ['ax', 'ox'] });
    expect(singleCharacterRoute(row({ estimate: 5_000 }))).toBeUndefined();
    expect(singleCharacterRoute(row({ estimate: 5_000, texts: 1_000_000 }))).toBeUndefined();
    expect(singleCharacterRoute(row({ estimate: 3_000, texts: 1_000_000 }))).toEqual({ kind: 'pairs', pairs: ['ax', 'ox'] });
    expect(singleCharacterRoute(row({ runs: [], pairs: null, estimate: null }))).toEqual({ kind: 'none' });
    expect(singleCharacterRoute(row({ c: null, runs: null, pairs: null, estimate: null }))).toBeUndefined();
    expect(singleCharacterRoute(row({ runs: ['x', 'ax'], pairs: null, estimate: null }))).toBeUndefined();
    expect(singleCharacterRoute(row({ runs: Array.from({ length: 17 }, (_, i) => `x${i}`), pairs: null, estimate: null }))).toBeUndefined();
  });
});
