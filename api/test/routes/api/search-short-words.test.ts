import { apiForFile } from '../../helper';
import { searchPlan } from './search-plan';
import type { Locale } from '../../../src/i18n/locale';
import { likePattern } from '../../../src/lib/like-pattern';
import {
  characterPairs,
  doubledServes,
  productSearchSql,
  shortForTrigrams,
  singleCharacters,
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
});
