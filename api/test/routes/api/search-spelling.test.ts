import { apiForFile } from '../../helper';

/** Issue 27, goal 5: a misspelt word still finds the product, in every language; matches come in relevance order. */
const api = apiForFile();

type Found = { list: Array<{ id: number; storeName: string }>; total: number };
const search = async (keyword: string, lang: string, extra = '') =>
  (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(keyword)}&limit=20${extra}`, { lang })).data as Found;

/** The on-shelf over-ear headphones the seed translated into every language. */
async function headphones(): Promise<Record<string, string> & { id: number }> {
  const r = await api.db.query<Record<string, string> & { id: number }>(
    `SELECT id, store_name AS en, store_name_i18n->>'zh-CN' AS "zh-CN", store_name_i18n->>'fr' AS fr,
            store_name_i18n->>'th' AS th, store_name_i18n->>'lao' AS lao
       FROM product WHERE keyword LIKE 'Over-Ear Headphones,%' AND store_name_i18n ?& array['zh-CN','fr','th','lao']
        AND is_show AND NOT is_del ORDER BY id LIMIT 1`,
  );
  return r.rows[0];
}

/** The longest letter run of a name (Chinese, Thai and Lao have no spaces: at most its first 6 characters). */
function wordOf(name: string, lang: string): string {
  const runs = name.split(/[\s\d()（）,，.、\-+/]+/u).filter(Boolean);
  const longest = [...runs].sort((a, b) => [...b].length - [...a].length)[0];
  return ['en', 'fr'].includes(lang) ? longest : [...longest].slice(0, 6).join('');
}

describe('keyword search spelling', () => {
  const cases: Array<[string, (w: string[]) => string[]]> = [
    // A letter changed, two swapped, one left out, one added (by characters, code points).
    ['en', (w) => [...w.slice(0, 2), w[2] === 'x' ? 'q' : 'x', ...w.slice(3)]],
    ['fr', (w) => [w[0], w[2], w[1], ...w.slice(3)]],
    ['zh-CN', (w) => [...w.slice(0, 1), ...w.slice(2)]],
    ['th', (w) => [...w.slice(0, 2), ...w.slice(3)]],
    ['lao', (w) => [...w.slice(0, 3), w[1], ...w.slice(3)]],
  ];
  /** As typed no name holds `misspelt`; the search still finds product `id` on the first page, corrected. */
  async function expectCorrected(misspelt: string, lang: string, id: number) {
    const literal = await api.db.query(
      `SELECT 1 FROM product WHERE store_name ILIKE $1 OR keyword ILIKE $1 OR store_name_i18n->>$2 ILIKE $1 LIMIT 1`,
      [`%${misspelt}%`, lang],
    );
    expect(literal.rows).toHaveLength(0);
    const found = await search(misspelt, lang);
    expect(found.list.map((x) => x.id)).toContain(id);
    return found;
  }
  it.each(cases)('finds the product on the first page with one edit in %s', async (lang, edit) => {
    const p = await headphones();
    const word = wordOf(p[lang], lang);
    const misspelt = edit([...word]).join('');
    expect(misspelt).not.toBe(word);
    await expectCorrected(misspelt, lang, p.id);
  });

  // Two letters swapped keep every letter of the word: the correction prefers that term to the ones a letter away
  // ("机耳" is 耳机 before 机壳 or 式耳; "ูหฟัง" is หูฟัง), and the first page holds the product whose word it is.
  // Chinese, Thai and Lao are matched as substrings of the name (no spaces to split words at, migration 027).
  const swapped: Array<[string, string, string]> = [
    ['zh-CN', '耳机', '机耳'],
    ['th', 'หูฟัง', 'ูหฟัง'],
    ['lao', 'ຫູຟັງ', 'ູຫຟັງ'],
  ];
  it.each(swapped)('finds the product in %s with two letters of its word swapped (%s typed %s)', async (lang, word, misspelt) => {
    const p = await headphones();
    expect(p[lang]).toContain(word);
    const found = await expectCorrected(misspelt, lang, p.id);
    // Every product on the page has the word itself, as when it is typed right.
    expect(found.list.filter((x) => !x.storeName.includes(word))).toEqual([]);
  });

  // Thai and Lao: the vocabulary's terms are every piece of a name (migration 027); the API splits the names into words
  // with ICU (migration 038), and the corrections prefer words to pieces across two words or inside a syllable.
  it('knows the Thai and Lao words of the names, as ICU splits them, from the pieces across two words', async () => {
    const unsplit = await api.db.query(`SELECT run FROM search_run WHERE locale IN ('th', 'lao') AND NOT segmented`);
    expect(unsplit.rows).toEqual([]);
    const term = async (locale: string, t: string) =>
      (
        await api.db.query<{ runs: number; words: number }>('SELECT runs, words FROM search_term WHERE locale = $1 AND term = $2', [
          locale,
          t,
        ])
      ).rows[0];
    // "ຫູຟັງຄອບຫູ" (over-ear headphones) is ຫູ | ຟັງ | ຄອບ | ຫູ.
    const p = await headphones();
    expect(p.lao).toContain('ຫູຟັງຄອບຫູ');
    expect((await term('lao', 'ຫູຟັງ')).words).toBeGreaterThan(0);
    expect((await term('lao', 'ຟັງຄອບ')).words).toBeGreaterThan(0);
    // Pieces across two words, or starting inside a syllable: terms, and no words.
    for (const piece of ['ັງຄ', 'ງຄອ']) {
      expect((await term('lao', piece)).runs).toBeGreaterThan(0);
      expect((await term('lao', piece)).words).toBe(0);
    }
  });

  it('corrects a Lao word left without a letter to the word, not to the piece of other names it spells', async () => {
    // "ອມ" (ຫອມ, scented, without its first letter) is a piece of ສິ່ງແວດລ້ອມ (environment) and of ຫອມ, no word; it
    // is corrected to the words a letter longer (ຫອມ, ບອມ of ບາດບອມ, balm …), so the first page holds scented
    // candles, and none of the environment-friendly products whose names merely hold the piece.
    const pieces = await api.db.query<{ words: number }>(`SELECT words FROM search_term WHERE locale = 'lao' AND term = 'ອມ'`);
    expect(pieces.rows).toEqual([{ words: 0 }]);
    const asPiece = await api.db.query(`SELECT 1 FROM product WHERE store_name_i18n->>'lao' LIKE '%ສິ່ງແວດລ້ອມ%' LIMIT 1`);
    expect(asPiece.rows).toHaveLength(1);
    const names = (await search('ອມ', 'lao')).list.map((x) => x.storeName);
    expect(names.filter((n) => n.includes('ຫອມ')).length).toBeGreaterThan(0);
    expect(names.filter((n) => n.includes('ສິ່ງແວດລ້ອມ'))).toEqual([]);
  });

  it('splits a Thai or Lao name saved through the operator texts at once', async () => {
    const p = await headphones();
    const OPERATOR = { 'x-operator-token': 'dev-operator-token' };
    const saved = await api.call(`/api/admin/operator/products/${p.id}/texts`, {
      headers: OPERATOR,
      // A cat bed: ບ່ອນນອນ | ແມວ, a run no other name has.
      body: { translations: { lao: { storeName: 'ບ່ອນນອນແມວ' } } },
    });
    expect(saved.code).toBe(200);
    try {
      const run = await api.db.query(`SELECT segmented FROM search_run WHERE locale = 'lao' AND run = 'ບ່ອນນອນແມວ'`);
      expect(run.rows).toEqual([{ segmented: true }]);
      const terms = await api.db.query<{ term: string; words: number }>(
        `SELECT term, words FROM search_term WHERE locale = 'lao' AND term IN ('ບ່ອນນອນແມວ', 'ນອນແມວ', 'ແມວ') ORDER BY term`,
      );
      // ນອນແມວ is a piece across ບ່ອນນອນ and ແມວ.
      expect(Object.fromEntries(terms.rows.map((r) => [r.term, r.words > 0]))).toEqual({ ບ່ອນນອນແມວ: true, ນອນແມວ: false, ແມວ: true });
      // "ແມ" (ແມວ without its last letter) finds it, corrected to the word.
      expect((await search('ແມ', 'lao')).list.map((x) => x.id)).toContain(p.id);
    } finally {
      await api.call(`/api/admin/operator/products/${p.id}/texts`, {
        headers: OPERATOR,
        body: { translations: { lao: { storeName: p.lao } } },
      });
    }
  });

  it('keeps the vocabulary with the writes: a renamed product is found by its new word misspelt', async () => {
    const p = await headphones();
    await api.db.query(`UPDATE product SET store_name = 'Quokkaphone Studio Headphones' WHERE id = $1`, [p.id]);
    expect((await search('Quokaphone', 'en')).list.map((x) => x.id)).toEqual([p.id]);
    expect((await search('Qoukkaphone studio', 'en')).list.map((x) => x.id)).toEqual([p.id]);
    // A transposition in a short word shares few trigrams with the word ("wekely": 3 of 11 with "weekly").
    await api.db.query(`UPDATE product SET store_name = 'Quokkaphone Weekly Planner' WHERE id = $1`, [p.id]);
    expect((await search('quokkaphone wekely', 'en')).list.map((x) => x.id)).toEqual([p.id]);
    await api.db.query(`UPDATE product SET store_name = $2 WHERE id = $1`, [p.id, p.en]);
  });

  it('orders the matches by relevance: the closest names first', async () => {
    const found = await search('headphones', 'en');
    expect(found.list.length).toBeGreaterThan(1);
    const closeness = await api.db.query<{ s: number }>(
      `SELECT similarity(n, 'headphones') AS s FROM unnest($1::text[]) WITH ORDINALITY u (n, i) ORDER BY i`,
      [found.list.map((x) => x.storeName)],
    );
    const s = closeness.rows.map((r) => Number(r.s));
    expect(s).toEqual([...s].sort((a, b) => b - a));
    // A misspelling answers the same list as the word.
    expect((await search('headphnoes', 'en')).list.map((x) => x.id)).toEqual(found.list.map((x) => x.id));
  });

  it('shows each article once before any second listing of it: one article sold by two shops comes after the others', async () => {
    const before = (await search('headphones', 'en')).list.map((x) => x.id);
    expect(before.length).toBeGreaterThan(2);
    expect(before.length).toBeLessThan(20);
    const [first, second] = before;
    // The second listing becomes the same article as the first (the bar codes of its SKUs, its GTIN, are the first's).
    const codes = await api.db.query<{ id: number; bar_code: string }>('SELECT id, bar_code FROM product_sku WHERE product_id = $1', [
      second,
    ]);
    await api.db.query(
      `UPDATE product_sku SET bar_code = (SELECT min(bar_code) FROM product_sku WHERE product_id = $1 AND NOT is_del AND bar_code <> '')
        WHERE product_id = $2`,
      [first, second],
    );
    try {
      const after = (await search('headphones', 'en')).list.map((x) => x.id);
      expect(after).toEqual([first, ...before.slice(2), second]);
    } finally {
      for (const c of codes.rows) await api.db.query('UPDATE product_sku SET bar_code = $2 WHERE id = $1', [c.id, c.bar_code]);
    }
    expect((await search('headphones', 'en')).list.map((x) => x.id)).toEqual(before);
  });

  it('keeps each listing’s article (its smallest live bar code) with its SKUs: added, removed, restored, deleted', async () => {
    const [product] = (await search('headphones', 'en')).list.map((x) => x.id);
    const article = async () =>
      (await api.db.query<{ article: string | null }>('SELECT article FROM product WHERE id = $1', [product])).rows[0].article;
    const smallest = async () =>
      (
        await api.db.query<{ code: string | null }>(
          "SELECT min(bar_code) AS code FROM product_sku WHERE product_id = $1 AND NOT is_del AND bar_code <> ''",
          [product],
        )
      ).rows[0].code;
    const was = await article();
    expect(was).toBe(await smallest());
    expect(was).not.toBeNull();
    const added = await api.db.query<{ id: number }>(
      `INSERT INTO product_sku (product_id, sku, price, bar_code) VALUES ($1, 'article-test', 1, '0000000000000') RETURNING id`,
      [product],
    );
    const id = added.rows[0].id;
    try {
      expect(await article()).toBe('0000000000000');
      await api.db.query('UPDATE product_sku SET is_del = TRUE WHERE id = $1', [id]);
      expect(await article()).toBe(was);
      await api.db.query('UPDATE product_sku SET is_del = FALSE WHERE id = $1', [id]);
      expect(await article()).toBe('0000000000000');
      // A stock or price write (every order's) leaves it as it is.
      await api.db.query('UPDATE product_sku SET stock = stock + 1, price = 2 WHERE id = $1', [id]);
      expect(await article()).toBe('0000000000000');
    } finally {
      await api.db.query('DELETE FROM product_sku WHERE id = $1', [id]);
    }
    expect(await article()).toBe(was);
  });

  it('keeps a sort chosen over relevance, and a word nothing is close to finds nothing', async () => {
    const bySales = (await search('headphnes', 'en', '&salesOrder=desc')).list;
    expect(bySales.length).toBeGreaterThan(0);
    expect((await search('zzqxwv', 'en')).total).toBe(0);
  });
});
