import { startApi, type TestApi } from '../../helper';
import { rows, shopper, type Shopper } from './order-fixtures';

let api: TestApi;
let products: Array<{ id: number; store_name: string; image: string; price: string; stock: number }>;

beforeAll(async () => {
  api = await startApi();
  products = await rows(
    api,
    `SELECT id, store_name, image, price, stock FROM product p
      WHERE p.is_show AND p.is_audit AND NOT p.is_del AND NOT p.is_recycle AND NOT p.is_forced_off ORDER BY id LIMIT 14`,
  );
}, 60_000);
afterAll(() => api?.close());

const add = async (who: Shopper, productId: number) => {
  const r = await api.call('/api/front/collect/add/product', { token: who.token, body: { id: productId, category: 'store' } });
  expect(r.code).toBe(200);
};
const list = (who: Shopper, query = '') => api.call(`/api/front/collect/product/list${query}`, { token: who.token });
const ids = (page: { list: Array<{ productId: number }> }) => page.list.map((f) => f.productId);

describe('GET /api/front/collect/product/list', () => {
  it('answers the caller’s favourites newest first with the product’s name, picture, price and stock', async () => {
    const me = await shopper(api);
    const [a, b] = products;
    await add(me, a.id);
    await add(me, b.id);
    const r = await list(me);
    expect(r).toMatchObject({ code: 200, data: { total: 2, pageSize: 12, pages: 1 } });
    expect(r.data.list).toEqual([
      {
        id: expect.any(Number),
        productId: b.id,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        storeName: b.store_name,
        image: `${api.url}${b.image}`,
        price: Number(b.price).toFixed(2),
        stock: b.stock,
        isShow: true,
      },
      expect.objectContaining({ productId: a.id, storeName: a.store_name, isShow: true }),
    ]);
    const [row] = await rows(api, 'SELECT id FROM user_collect_product WHERE uid = $1 AND product_id = $2', [me.uid, b.id]);
    expect(r.data.list[0].id).toBe(row.id);
    // In the shopper's language (issue 32): the Thai name where the product has one, English where it has none.
    const [th] = await rows(api, "SELECT coalesce(store_name_i18n->>'th', store_name) AS name FROM product WHERE id = $1", [b.id]);
    expect(th.name).not.toBe(b.store_name);
    const inThai = await api.call('/api/front/collect/product/list', { token: me.token, lang: 'th' });
    expect(inThai.data.list[0].storeName).toBe(th.name);
  });

  it('keeps a withdrawn product listed as not on sale, and forgets a removed one', async () => {
    const me = await shopper(api);
    const [, , c, d] = products;
    await add(me, c.id);
    await add(me, d.id);
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [c.id]);
    const r = await list(me);
    expect(r.data.list.map((f: { productId: number; isShow: boolean }) => [f.productId, f.isShow])).toEqual([
      [d.id, true],
      [c.id, false],
    ]);
    await api.db.query('UPDATE product SET is_show = TRUE WHERE id = $1', [c.id]);

    expect((await api.call(`/api/front/collect/cancel/${d.id}`, { method: 'POST', token: me.token })).code).toBe(200);
    expect(ids((await list(me)).data)).toEqual([c.id]);
  });

  it('pages by 12 by default and up to 50', async () => {
    const me = await shopper(api);
    for (const p of products) await add(me, p.id);
    const first = await list(me);
    expect(first.data).toMatchObject({ total: 14, size: 12, pages: 2 });
    expect(ids(first.data)[0]).toBe(products[13].id);
    expect(ids((await list(me, '?page=2')).data)).toEqual([products[1].id, products[0].id]);
    expect(ids((await list(me, '?page=2&limit=5')).data)).toEqual(
      products
        .slice(4, 9)
        .map((p) => p.id)
        .reverse(),
    );
    expect((await list(me, '?page=3')).data).toMatchObject({ total: 14, list: [] });
    expect((await list(me, '?limit=0')).code).toBe(400);
    expect((await list(me, '?limit=51')).code).toBe(400);
  });

  it('shows only the caller’s favourites and needs a signed-in shopper', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    await add(other, products[5].id);
    expect((await list(me)).data).toMatchObject({ total: 0, list: [] });
    expect(ids((await list(other)).data)).toEqual([products[5].id]);
    expect(await api.call('/api/front/collect/product/list')).toMatchObject({ code: 401, message: 'Please log in', data: null });
  });
});
