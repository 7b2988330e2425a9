import { apiForFile } from '../../helper';
import { searchPlan } from './search-plan';
import type { Locale } from '../../../src/i18n/locale';
import { likePattern } from '../../../src/lib/like-pattern';
import { doubledServes, productSearchSql, shortForTrigrams } from '../../../src/services/catalog/product-search-sql';

/**
 * A search word too short for a trigram ("蓝牙", "tv") is served by the short-word index (the tripled texts of
 * migration 041, since migration 042 the doubled texts in their own table), and finds exactly the products it found
 * before: the same rows for every word and language.
 */
const api = apiForFile();

const LOCALES: Locale[] = ['en', 'zh-CN', 'fr', 'th', 'lao'];
const NAME_COLUMN: Record<Exclude<Locale, 'en'>, string> = { 'zh-CN': 'zh-CN', fr: 'fr', th: 'th', lao: 'lao' };

/** The ids a search's WHERE (as the service builds it) matches in product_search, in id order. */
async function matched(terms: string[][], locale: Locale): Promise<number[]> {
  const { from, params } = productSearchSql({}, locale, { kind: 'all' }, terms);
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

describe('words too short for a trigram (migrations 041, 042)', () => {
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
