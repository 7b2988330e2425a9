import { apiForFile } from '../../helper';
import type { Locale } from '../../../src/i18n/locale';
import { correctWords, searchStatements, searchWords, singleCharacters } from '../../../src/services/catalog/product-search-sql';

/**
 * A relevance search whose words each have one spelling with a trigram runs one prepared statement with its generic
 * plan (searchStatements' `name`: no planning per search). The page a shopper gets must be the one the same statement
 * gives when PostgreSQL plans it for the search's own words (unnamed, a custom plan), in every language, for one word
 * and for two, on every page.
 */
const api = apiForFile();

type Found = { list: Array<{ id: number }>; total: number };
const LOCALES: Locale[] = ['en', 'zh-CN', 'fr', 'th', 'lao'];

/** Words of the catalogue's names in `locale` (its vocabulary, migration 027), spread over it: three to eight letters. */
async function vocabulary(locale: Locale): Promise<string[]> {
  const r = await api.db.query<{ term: string }>(
    `SELECT term FROM (SELECT term, row_number() OVER (ORDER BY term) AS i FROM search_term
                        WHERE locale = $1 AND char_length(term) BETWEEN 3 AND 8 AND term ~ '^[[:alpha:]]+$') t
      WHERE i % 7 = 0 ORDER BY term LIMIT 8`,
    [locale],
  );
  return r.rows.map((x) => x.term);
}

/** The page as planned for its values: the service's own statements, run without a name. */
async function plannedForItsWords(keyword: string, locale: Locale, page: number): Promise<{ ids: number[]; named: boolean }> {
  const words = searchWords(keyword);
  const terms = await correctWords(api.db, words, locale);
  const singles = await singleCharacters(api.db, terms, locale);
  const s = searchStatements({ keyword, page, limit: 20 }, locale, { kind: 'all' }, 20, (page - 1) * 20, terms, singles);
  const rows = (await api.db.query<{ id: number }>(s.page.sql, s.page.params)).rows;
  return { ids: rows.map((r) => Number(r.id)), named: s.page.name !== undefined };
}

describe('a relevance search by its generic plan', () => {
  it.each(LOCALES)('answers %s searches with the rows their own plans give', async (locale) => {
    const words = await vocabulary(locale);
    expect(words.length).toBeGreaterThanOrEqual(4);
    const searches = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
    let named = 0;
    for (const keyword of searches) {
      for (const page of [1, 2]) {
        const expected = await plannedForItsWords(keyword, locale, page);
        if (expected.named) named++;
        const found = (
          await api.call(`/api/front/product/list?keyword=${encodeURIComponent(keyword)}&page=${page}&limit=20`, { lang: locale })
        ).data as Found;
        expect({ keyword, page, ids: found.list.map((c) => c.id) }).toEqual({ keyword, page, ids: expected.ids });
      }
    }
    // The searches went through the named statement (their words are the catalogue's, each with a trigram).
    expect(named).toBeGreaterThanOrEqual(searches.length);
  });

  it('answers a misspelt word, known words that match nothing, and a page past the last match as before', async () => {
    // The page is first tried with the words as typed, gated on the vocabulary knowing them (product-list-service.ts).
    const words = await vocabulary('en');
    const list = async (keyword: string, page = 1) =>
      (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(keyword)}&page=${page}&limit=20`)).data as Found;
    const word = words.find((w) => w.length >= 6)!;
    const misspelt = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`; // two letters swapped
    const right = await list(word);
    expect(right.total).toBeGreaterThan(0);
    expect((await list(misspelt)).list.map((c) => c.id)).toEqual(right.list.map((c) => c.id));
    // Two known words no one name holds together: no match, counted.
    const apart = await api.db.query<{ a: string; b: string }>(
      `SELECT a.term AS a, b.term AS b FROM search_term a, search_term b
        WHERE a.locale = 'en' AND b.locale = 'en' AND a.term ~ '^[a-z]{5,}$' AND b.term ~ '^[a-z]{5,}$' AND a.term < b.term
          AND NOT EXISTS (SELECT 1 FROM product_search s WHERE s.words LIKE '%' || a.term || '%' AND s.words LIKE '%' || b.term || '%')
        ORDER BY a.term, b.term LIMIT 1`,
    );
    const none = await list(`${apart.rows[0].a} ${apart.rows[0].b}`);
    expect({ total: none.total, ids: none.list }).toEqual({ total: 0, ids: [] });
    // A page past the last match: no row, and the matches still counted.
    const past = await list(word, Math.floor(right.total / 20) + 2);
    expect({ total: past.total, ids: past.list }).toEqual({ total: right.total, ids: [] });
  });

  it('finds a word whose lower case differs from what was typed, as before', async () => {
    const [word] = await vocabulary('en');
    const upper = (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(word.toUpperCase())}&limit=20`)).data as Found;
    const lower = (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(word)}&limit=20`)).data as Found;
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.list.map((c) => c.id)).toEqual(lower.list.map((c) => c.id));
  });
});
