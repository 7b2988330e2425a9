import { apiForFile } from '../../helper';

/**
 * The search reads a narrow table kept by PostgreSQL triggers on product (migration 040, its texts for words too short
 * for a trigram written twice in a table of their own: migrations 041, 042): a product's change shows in the next search, whatever wrote it — here plain SQL, as a merchant's tool, the seed or an order's stock update
 * would write it, not the API's own services.
 */
const api = apiForFile();

type Found = { list: Array<{ id: number; storeName: string; stock: number; sales: number }>; total: number };
const search = async (keyword: string, lang = 'en', extra = '') =>
  (await api.call(`/api/front/product/list?keyword=${encodeURIComponent(keyword)}&limit=20${extra}`, { lang })).data as Found;
const ids = (found: Found) => found.list.map((c) => c.id);

/** An on-shelf product the seed translated into every language. */
async function translatedProduct(): Promise<number> {
  const r = await api.db.query<{ id: number }>(
    `SELECT id FROM product WHERE store_name_i18n ?& array['zh-CN','fr','th','lao']
        AND is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off ORDER BY id LIMIT 1`,
  );
  return Number(r.rows[0].id);
}

/**
 * Rows of product_search that differ from what the product table says they must be, and rows of
 * product_search_doubled (migration 042) that differ from what product_search says, both ways (0 when in step).
 */
async function outOfStep(): Promise<number> {
  const r = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       (SELECT * FROM product_search EXCEPT SELECT r.* FROM product p, product_search_row(p) r)
       UNION ALL
       (SELECT r.* FROM product p, product_search_row(p) r EXCEPT SELECT * FROM product_search)) d`,
  );
  const doubled = await api.db.query<{ n: number }>(
    `WITH want AS (SELECT s.id, search_doubled_text(s.words, s.name_zh, s.name_fr, s.name_th, s.name_lao) AS doubled FROM product_search s)
     SELECT count(*)::int AS n FROM (
       (SELECT id, doubled FROM product_search_doubled EXCEPT SELECT * FROM want)
       UNION ALL
       (SELECT * FROM want EXCEPT SELECT id, doubled FROM product_search_doubled)) d`,
  );
  return r.rows[0].n + doubled.rows[0].n;
}

describe('search kept in step with the catalogue (migration 040)', () => {
  it('starts in step: one row per product a shopper can see, none for the others', async () => {
    expect(await outOfStep()).toBe(0);
    const counts = await api.db.query<{ shown: number; rows: number }>(
      `SELECT (SELECT count(*)::int FROM product WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off) AS shown,
              (SELECT count(*)::int FROM product_search) AS rows`,
    );
    expect(counts.rows[0].rows).toBe(counts.rows[0].shown);
    expect(counts.rows[0].rows).toBeGreaterThan(100);
  });

  it('finds a product by its new name in each language at once', async () => {
    const id = await translatedProduct();
    const names: Record<string, string> = {
      en: 'Quixotrel',
      fr: 'Brouffignac',
      'zh-CN': '龘靐齉',
      th: 'ฌฆฬฌฆ',
      lao: 'ຮຽຮຽຫ',
    };
    for (const [lang, word] of Object.entries(names)) expect({ lang, total: (await search(word, lang)).total }).toEqual({ lang, total: 0 });
    await api.db.query(
      `UPDATE product SET store_name = $2, store_name_i18n = store_name_i18n || jsonb_build_object('fr', $3::text, 'zh-CN', $4::text, 'th', $5::text, 'lao', $6::text)
        WHERE id = $1`,
      [id, `${names.en} lamp`, `Lampe ${names.fr}`, `${names['zh-CN']}台灯`, `โคม${names.th}`, `ໂຄມ${names.lao}`],
    );
    for (const [lang, word] of Object.entries(names)) {
      const found = await search(word, lang);
      expect({ lang, ids: ids(found), total: found.total }).toEqual({ lang, ids: [id], total: 1 });
    }
    // A word too short for a trigram (served by the doubled texts, migration 042) finds the new names too, in its
    // language only; and the English name's, in every language.
    for (const [lang, word] of [
      ['zh-CN', '龘靐'],
      ['zh-CN', '齉'],
      ['th', 'ฌฆ'],
      ['lao', 'ຽຫ'],
    ]) {
      expect({ lang, word, ids: ids(await search(word, lang)) }).toEqual({ lang, word, ids: [id] });
      expect({ lang, word, total: (await search(word, 'fr')).total }).toEqual({ lang, word, total: 0 });
    }
    // Every language still finds the English name; case does not matter (the texts are matched lowercased).
    expect(ids(await search(names.en, 'fr'))).toEqual([id]);
    expect(ids(await search(names.en.toUpperCase()))).toEqual([id]);
    expect(ids(await search('BROUFFIGNAC', 'fr'))).toEqual([id]);
    // The old name is gone from this product's matches.
    await api.db.query(`UPDATE product SET store_name = 'Plain lamp' WHERE id = $1`, [id]);
    expect((await search(names.en)).total).toBe(0);
    await api.db.query(`UPDATE product SET store_name_i18n = store_name_i18n || '{"zh-CN": "台灯"}'::jsonb WHERE id = $1`, [id]);
    expect((await search('龘靐', 'zh-CN')).total).toBe(0);
    expect(await outOfStep()).toBe(0);
  });

  it('finds a product by a new keyword, and no longer by the one it lost', async () => {
    const id = await translatedProduct();
    await api.db.query(`UPDATE product SET keyword = 'zeptolumen QJ' WHERE id = $1`, [id]);
    expect(ids(await search('zeptolumen'))).toEqual([id]);
    // Two letters no other product has together: too short for a trigram (the doubled texts, migration 042).
    for (const lang of ['en', 'zh-CN', 'th']) expect({ lang, ids: ids(await search('qj', lang)) }).toEqual({ lang, ids: [id] });
    await api.db.query(`UPDATE product SET keyword = 'attolumen' WHERE id = $1`, [id]);
    expect((await search('zeptolumen')).total).toBe(0);
    expect((await search('qj')).total).toBe(0);
    expect(ids(await search('attolumen'))).toEqual([id]);
  });

  it('drops a product off the shelf, deleted, forced off or in the recycle bin, and finds it again when it is back', async () => {
    const id = await translatedProduct();
    await api.db.query(`UPDATE product SET keyword = 'femtolumen xq' WHERE id = $1`, [id]);
    expect(ids(await search('femtolumen'))).toEqual([id]);
    // The word itself and a two-letter one (the doubled texts, migration 042) come and go with the row.
    const found = async () => ({ word: ids(await search('femtolumen')), short: ids(await search('xq', 'zh-CN')) });
    for (const column of ['is_show', 'is_audit']) {
      await api.db.query(`UPDATE product SET ${column} = FALSE WHERE id = $1`, [id]);
      expect({ column, ...(await found()) }).toEqual({ column, word: [], short: [] });
      await api.db.query(`UPDATE product SET ${column} = TRUE WHERE id = $1`, [id]);
      expect({ column, ...(await found()) }).toEqual({ column, word: [id], short: [id] });
    }
    for (const column of ['is_del', 'is_recycle', 'is_forced_off']) {
      await api.db.query(`UPDATE product SET ${column} = TRUE WHERE id = $1`, [id]);
      expect({ column, ...(await found()) }).toEqual({ column, word: [], short: [] });
      await api.db.query(`UPDATE product SET ${column} = FALSE WHERE id = $1`, [id]);
      expect({ column, ...(await found()) }).toEqual({ column, word: [id], short: [id] });
    }
    expect(await outOfStep()).toBe(0);
  });

  it('finds a new product at once, and not once it is deleted', async () => {
    const r = await api.db.query<{ id: number }>(
      `INSERT INTO product (mer_id, category_id, store_name, keyword, image, price, stock)
       SELECT mer_id, category_id, 'Yoctoglow torch', 'torch zx', image, 12.5, 3 FROM product ORDER BY id LIMIT 1 RETURNING id`,
    );
    const id = Number(r.rows[0].id);
    expect(ids(await search('yoctoglow'))).toEqual([id]);
    expect(ids(await search('ZX', 'fr'))).toEqual([id]);
    await api.db.query('DELETE FROM product WHERE id = $1', [id]);
    expect((await search('yoctoglow')).total).toBe(0);
    expect((await search('zx', 'fr')).total).toBe(0);
    expect((await api.db.query('SELECT 1 FROM product_search WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('sorts by the sales and price an update just wrote, and shows the stock it wrote', async () => {
    const found = await search('headphones', 'en', '&salesOrder=desc');
    expect(found.list.length).toBeGreaterThan(2);
    const last = found.list[found.list.length - 1];
    await api.db.query('UPDATE product SET sales = sales + 1000000, stock = 4321 WHERE id = $1', [last.id]);
    const after = await search('headphones', 'en', '&salesOrder=desc');
    expect(after.list[0]).toMatchObject({ id: last.id, stock: 4321, sales: last.sales + 1_000_000 });
    await api.db.query('UPDATE product SET price = 0.01 WHERE id = $1', [found.list[1].id]);
    expect((await search('headphones', 'en', '&priceOrder=asc')).list[0].id).toBe(found.list[1].id);
    expect(await outOfStep()).toBe(0);
  });

  it('follows a product into another category', async () => {
    const id = await translatedProduct();
    await api.db.query(`UPDATE product SET keyword = 'petalumen' WHERE id = $1`, [id]);
    const other = await api.db.query<{ id: number }>(
      `SELECT c.id FROM category c WHERE c.level = 3 AND c.lineage_shown
          AND c.id <> (SELECT category_id FROM product WHERE id = $1) ORDER BY c.id LIMIT 1`,
      [id],
    );
    const cid = Number(other.rows[0].id);
    expect((await search('petalumen', 'en', `&cid=${cid}`)).total).toBe(0);
    await api.db.query('UPDATE product SET category_id = $2 WHERE id = $1', [id, cid]);
    expect(ids(await search('petalumen', 'en', `&cid=${cid}`))).toEqual([id]);
    // Hiding the category (a category write, whose trigger moves the products' lineage) hides it from the category's search.
    await api.db.query('UPDATE category SET is_show = FALSE WHERE id = $1', [cid]);
    expect((await search('petalumen', 'en', `&cid=${cid}`)).total).toBe(0);
    expect(await outOfStep()).toBe(0);
  });

  it('keeps the article its SKUs give it (relevance pages group a product’s listings by it)', async () => {
    const id = await translatedProduct();
    await api.db.query(`UPDATE product_sku SET bar_code = '0000000000017' WHERE product_id = $1`, [id]);
    const r = await api.db.query<{ article: string }>('SELECT article FROM product_search WHERE id = $1', [id]);
    expect(r.rows[0].article).toBe('0000000000017');
    expect(await outOfStep()).toBe(0);
  });
});
