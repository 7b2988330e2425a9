import { apiForFile } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';

const api = apiForFile();
let shoppers = 0;

const rows = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;

async function shopper(): Promise<{ uid: number; token: string }> {
  shoppers++;
  const [{ id }] = await rows<{ id: number }>(
    "INSERT INTO app_user (email, nickname, user_type) VALUES ($1, 'Cart tester', 'email') RETURNING id",
    [`cart-${shoppers}@mall.test`],
  );
  return { uid: id, token: await issueToken(api.db, id, 'email') };
}

interface Sku {
  id: number;
  product_id: number;
  mer_id: number;
  stock: number;
}

/** On-shelf SKUs with stock, one per product. */
async function skus(n: number, offset = 0): Promise<Sku[]> {
  return rows<Sku>(
    `SELECT DISTINCT ON (s.product_id) s.id, s.product_id, p.mer_id, s.stock FROM product_sku s JOIN product p ON p.id = s.product_id
      WHERE s.stock >= 20 AND p.is_show AND NOT s.is_del ORDER BY s.product_id, s.id LIMIT $1 OFFSET $2`,
    [n, offset],
  );
}

const save = (token: string | null, body: unknown, lang?: string) =>
  api.call('/api/front/cart/save', { method: 'POST', body, token, lang });
const lines = (uid: number) =>
  rows<{ id: number; sku_id: number; product_id: number; mer_id: number; cart_num: number }>(
    'SELECT * FROM cart WHERE uid = $1 ORDER BY id',
    [uid],
  );

describe('POST /api/front/cart/save', () => {
  it('adds lines and answers their cart ids in the order sent', async () => {
    const me = await shopper();
    const [a, b] = await skus(2);
    const r = await save(me.token, [
      { productId: a.product_id, productAttrUnique: a.id, cartNum: 2 },
      { productId: b.product_id, productAttrUnique: String(b.id), cartNum: 1 },
    ]);
    expect(r).toMatchObject({ code: 200, message: 'Added to cart' });
    const cart = await lines(me.uid);
    expect(cart.map((l) => [l.sku_id, l.product_id, l.mer_id, l.cart_num])).toEqual([
      [a.id, a.product_id, a.mer_id, 2],
      [b.id, b.product_id, b.mer_id, 1],
    ]);
    expect(r.data).toEqual([{ cartId: cart[0].id }, { cartId: cart[1].id }]);
    const count = await api.call('/api/front/cart/count?numType=true&type=sum', { token: me.token });
    expect(count.data.count).toBe(3);
  });

  it('adds to the quantity of a SKU already in the cart', async () => {
    const me = await shopper();
    const [a] = await skus(1, 3);
    const first = await save(me.token, [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 3 }]);
    const second = await save(me.token, [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 4 }]);
    expect(second.data).toEqual(first.data);
    expect((await lines(me.uid)).map((l) => l.cart_num)).toEqual([7]);
    const twice = await save(me.token, [
      { productId: a.product_id, productAttrUnique: a.id, cartNum: 1 },
      { productId: a.product_id, productAttrUnique: a.id, cartNum: 1 },
    ]);
    expect(twice.data).toEqual([first.data[0], first.data[0]]);
    expect((await lines(me.uid)).map((l) => l.cart_num)).toEqual([9]);
  });

  it('never lets a line hold more than the stock, counting what the cart holds', async () => {
    const me = await shopper();
    const [a] = await skus(1, 6);
    await api.db.query('UPDATE product_sku SET stock = 5 WHERE id = $1', [a.id]);
    const item = (cartNum: number) => [{ productId: a.product_id, productAttrUnique: a.id, cartNum }];
    expect(await save(me.token, item(6))).toMatchObject({ code: 500, message: 'Not enough stock: only 5 left', data: null });
    expect(await lines(me.uid)).toEqual([]);
    expect((await save(me.token, item(4))).code).toBe(200);
    expect(await save(me.token, item(2))).toMatchObject({
      code: 500,
      message: 'Not enough stock: only 5 left, and your cart already holds 4',
    });
    expect((await save(me.token, item(2), 'th')).message).toBe('สินค้าในสต็อกไม่พอ: เหลือเพียง 5 ชิ้น และในตะกร้าของคุณมีอยู่แล้ว 4 ชิ้น');
    expect((await save(me.token, item(1))).code).toBe(200);
    expect((await lines(me.uid)).map((l) => l.cart_num)).toEqual([5]);
    expect((await save(me.token, item(1))).code).toBe(500);

    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [a.id]);
    const other = await shopper();
    expect(await save(other.token, item(1))).toMatchObject({ code: 500, message: 'Sorry, this option is sold out' });
  });

  it('adds all lines or none', async () => {
    const me = await shopper();
    const [a, b] = await skus(2, 10);
    await api.db.query('UPDATE product_sku SET stock = 1 WHERE id = $1', [b.id]);
    const r = await save(me.token, [
      { productId: a.product_id, productAttrUnique: a.id, cartNum: 1 },
      { productId: b.product_id, productAttrUnique: b.id, cartNum: 2 },
    ]);
    expect(r.code).toBe(500);
    expect(await lines(me.uid)).toEqual([]);
  });

  it('answers 404 for a SKU of another product, a deleted SKU or a withdrawn product', async () => {
    const me = await shopper();
    const [a, b] = await skus(2, 14);
    const notFound = { code: 404, message: 'This product or option is no longer available', data: null };
    expect(await save(me.token, [{ productId: a.product_id, productAttrUnique: b.id, cartNum: 1 }])).toMatchObject(notFound);
    expect(await save(me.token, [{ productId: 999999, productAttrUnique: a.id, cartNum: 1 }])).toMatchObject(notFound);
    expect(await save(me.token, [{ productId: a.product_id, productAttrUnique: 99999999, cartNum: 1 }])).toMatchObject(notFound);
    await api.db.query('UPDATE product_sku SET is_del = TRUE WHERE id = $1', [a.id]);
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [b.product_id]);
    try {
      expect((await save(me.token, [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 1 }])).code).toBe(404);
      expect((await save(me.token, [{ productId: b.product_id, productAttrUnique: b.id, cartNum: 1 }])).code).toBe(404);
    } finally {
      await api.db.query('UPDATE product_sku SET is_del = FALSE WHERE id = $1', [a.id]);
      await api.db.query('UPDATE product SET is_show = TRUE WHERE id = $1', [b.product_id]);
    }
    expect(await lines(me.uid)).toEqual([]);
  });

  it('needs a signed-in shopper and a valid body', async () => {
    const [a] = await skus(1, 18);
    expect(await save(null, [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 1 }])).toMatchObject({
      code: 401,
      message: 'Please log in',
    });
    const me = await shopper();
    const ok = { productId: a.product_id, productAttrUnique: a.id, cartNum: 1 };
    for (const body of [
      [],
      {},
      [{ ...ok, cartNum: 0 }],
      [{ ...ok, cartNum: 100 }],
      [{ ...ok, cartNum: 1.5 }],
      [{ ...ok, productId: 'abc' }],
      [{ ...ok, productAttrUnique: 0 }],
      [{ productId: a.product_id, cartNum: 1 }],
      [{ ...ok, productId: -1 }],
      Array.from({ length: 51 }, () => ok),
    ]) {
      const r = await save(me.token, body);
      expect({ body: JSON.stringify(body).slice(0, 80), code: r.code }).toEqual({ body: JSON.stringify(body).slice(0, 80), code: 400 });
    }
    expect(await lines(me.uid)).toEqual([]);
    // A price in the body is ignored: the cart keeps SKU and quantity, prices come from the SKU when shown or ordered.
    const priced = await save(me.token, [{ ...ok, price: '0.01' }]);
    expect(priced.code).toBe(200);
    expect((await lines(me.uid)).map((l) => [l.sku_id, l.cart_num])).toEqual([[a.id, 1]]);
  });
});
