import { apiForFile } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';
import { rows, shopper, skus, type Shopper, type Sku } from './order-fixtures';

const api = apiForFile();

const add = async (who: Shopper, s: Sku, n: number) => {
  const r = await api.call('/api/front/cart/save', {
    token: who.token,
    body: [{ productId: s.product_id, productAttrUnique: s.id, cartNum: n }],
  });
  if (r.code !== 200) throw new Error(r.message);
  return r.data[0].cartId as number;
};
const list = async (who: Shopper, isValid: boolean) =>
  (await api.call(`/api/front/cart/list?isValid=${isValid}`, { token: who.token })).data as any[];
const lines = (uid: number) =>
  rows<{ id: number; sku_id: number; cart_num: number }>(api, 'SELECT id, sku_id, cart_num FROM cart WHERE uid = $1 ORDER BY id', [uid]);

/** Another SKU of the same product (for reselecting), set to `stock`. */
async function sibling(s: Sku, stock: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    api,
    'SELECT id FROM product_sku WHERE product_id = $1 AND id <> $2 AND NOT is_del ORDER BY id LIMIT 1',
    [s.product_id, s.id],
  );
  await api.db.query('UPDATE product_sku SET stock = $2 WHERE id = $1', [row.id, stock]);
  return row.id;
}

/** SKUs of products that have at least two options. */
async function multiSkus(n: number, offset: number): Promise<Sku[]> {
  const picked = await rows<Sku>(
    api,
    `SELECT s.id, s.product_id, p.mer_id, s.stock, s.price, p.store_name FROM product p
       JOIN LATERAL (SELECT * FROM product_sku WHERE product_id = p.id AND NOT is_del ORDER BY id LIMIT 1) s ON TRUE
      WHERE p.is_show AND p.is_audit AND NOT p.is_del AND (SELECT count(*) FROM product_sku WHERE product_id = p.id AND NOT is_del) >= 2
      ORDER BY p.id OFFSET $2 LIMIT $1`,
    [n, offset],
  );
  for (const s of picked) await api.db.query('UPDATE product_sku SET stock = 50 WHERE id = $1', [s.id]);
  return picked.map((s) => ({ ...s, stock: 50 }));
}

describe('GET /api/front/cart/list', () => {
  it('groups valid lines by shop with DB prices and the contract’s fields', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 0 });
    const idA = await add(me, a, 2);
    const idB = await add(me, b, 1);
    const [skuA] = await rows(api, 'SELECT price, sku, stock FROM product_sku WHERE id = $1', [a.id]);
    const valid = await list(me, true);
    expect(valid.map((g) => g.merId)).toEqual([b.mer_id, a.mer_id]);
    const lineA = valid.find((g) => g.merId === a.mer_id).cartInfoList[0];
    expect(lineA).toEqual({
      id: idA,
      productId: a.product_id,
      productAttrUnique: String(a.id),
      cartNum: 2,
      image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//),
      storeName: a.store_name,
      attrId: a.id,
      suk: skuA.sku,
      price: skuA.price,
      attrStatus: true,
      stock: skuA.stock,
      maxQuantity: 20, // ours (docs/contract.md): ORDER_MAX_PER_SKU, where the storefront's stepper stops
    });
    const [merchantA] = await rows(api, 'SELECT name FROM merchant WHERE id = $1', [a.mer_id]);
    expect(valid.find((g) => g.merId === a.mer_id).merName).toBe(merchantA.name);
    expect(valid.find((g) => g.merId === b.mer_id).cartInfoList.map((l: any) => l.id)).toEqual([idB]);
    expect(await list(me, false)).toEqual([]);
    // The price shown is the SKU's price now.
    await api.db.query("UPDATE product_sku SET price = '12.34' WHERE id = $1", [a.id]);
    expect((await list(me, true)).find((g) => g.merId === a.mer_id).cartInfoList[0].price).toBe('12.34');
  });

  it('moves lines to the invalid list when the product goes off shelf or is deleted, the SKU is withdrawn or sold out', async () => {
    const me = await shopper(api);
    const [off, deleted, withdrawn, soldOut, fine] = await skus(api, 5, { offset: 2 });
    for (const s of [off, deleted, withdrawn, soldOut, fine]) await add(me, s, 1);
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [off.product_id]);
    await api.db.query('UPDATE product SET is_del = TRUE WHERE id = $1', [deleted.product_id]);
    await api.db.query('UPDATE product_sku SET is_del = TRUE WHERE id = $1', [withdrawn.id]);
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [soldOut.id]);
    try {
      const invalid = (await list(me, false)).flatMap((g) => g.cartInfoList);
      expect(invalid.map((l: any) => l.attrId).sort()).toEqual([off.id, deleted.id, withdrawn.id, soldOut.id].sort());
      expect(invalid.every((l: any) => l.attrStatus === false)).toBe(true);
      expect(invalid.find((l: any) => l.attrId === withdrawn.id).stock).toBe(0);
      expect((await list(me, true)).flatMap((g) => g.cartInfoList).map((l: any) => l.attrId)).toEqual([fine.id]);
      const count = await api.call('/api/front/cart/count?numType=false&type=total', { token: me.token });
      expect(count.data.count).toBe(4);
    } finally {
      await api.db.query('UPDATE product SET is_show = TRUE, is_del = FALSE WHERE id = ANY($1::bigint[])', [
        [off.product_id, deleted.product_id],
      ]);
      await api.db.query('UPDATE product_sku SET is_del = FALSE WHERE id = $1', [withdrawn.id]);
    }
  });

  it('shows only the caller’s cart and needs a token', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    const [a] = await skus(api, 1, { offset: 8 });
    await add(other, a, 1);
    expect(await list(me, true)).toEqual([]);
    expect(await api.call('/api/front/cart/list?isValid=true')).toMatchObject({ code: 401 });
  });
});

describe('POST /api/front/cart/num', () => {
  it('sets a quantity from 1 up to the stock, on the caller’s own lines only', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 9, stock: 6 });
    const id = await add(me, a, 1);
    const num = (who: Shopper, body: unknown) => api.call('/api/front/cart/num', { token: who.token, body });

    expect(await num(me, { id, number: 6 })).toMatchObject({ code: 200, message: 'Quantity updated' });
    expect((await lines(me.uid))[0].cart_num).toBe(6);
    expect(await num(me, { id, number: 7 })).toMatchObject({ code: 500, message: 'Not enough stock: only 6 left' });
    expect((await num(me, { id, number: 0 })).code).toBe(400);
    expect((await num(me, { id, number: -1 })).code).toBe(400);
    expect((await num(me, { id, number: 2.5 })).code).toBe(400);
    expect((await lines(me.uid))[0].cart_num).toBe(6);

    const other = await shopper(api);
    expect(await num(other, { id, number: 1 })).toMatchObject({ code: 404, message: 'This cart item was not found' });
    expect((await lines(me.uid))[0].cart_num).toBe(6);

    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [a.id]);
    expect(await num(me, { id, number: 1 })).toMatchObject({ code: 500, message: 'Sorry, this option is sold out' });
  });
});

describe('POST /api/front/cart/delete', () => {
  it('removes the caller’s lines and leaves another shopper’s alone', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 10 });
    const mineA = await add(me, a, 1);
    const mineB = await add(me, b, 1);
    const theirs = await add(other, a, 2);
    const r = await api.call('/api/front/cart/delete', { token: me.token, body: { ids: [mineA, theirs] } });
    expect(r).toMatchObject({ code: 200, message: 'Deleted' });
    expect((await lines(me.uid)).map((l) => l.id)).toEqual([mineB]);
    expect((await lines(other.uid)).map((l) => [l.id, l.cart_num])).toEqual([[theirs, 2]]);
    expect((await api.call('/api/front/cart/delete', { token: me.token, body: { ids: [] } })).code).toBe(400);
  });
});

describe('POST /api/front/cart/resetcart', () => {
  it('reselects another option of the same product for an invalid line', async () => {
    const me = await shopper(api);
    const [p] = await multiSkus(1, 0);
    const id = await add(me, p, 3);
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [p.id]);
    expect((await list(me, false)).flatMap((g) => g.cartInfoList).map((l: any) => l.id)).toEqual([id]);
    const other = await sibling(p, 10);

    const r = await api.call('/api/front/cart/resetcart', {
      token: me.token,
      body: { id, num: 2, productId: p.product_id, unique: other },
    });
    expect(r).toMatchObject({ code: 200, message: 'Option changed', data: { cartId: id } });
    expect((await lines(me.uid)).map((l) => [l.id, l.sku_id, l.cart_num])).toEqual([[id, other, 2]]);
    expect((await list(me, true)).flatMap((g) => g.cartInfoList).map((l: any) => [l.id, l.attrId, l.attrStatus])).toEqual([
      [id, other, true],
    ]);
    expect(await list(me, false)).toEqual([]);
  });

  it('merges with a line that already holds the option, within the stock', async () => {
    const me = await shopper(api);
    const [p] = await multiSkus(1, 1);
    const other = await sibling(p, 5);
    const invalid = await add(me, p, 2);
    const holding = await add(me, { ...p, id: other }, 3);
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [p.id]);
    const reset = (num: number) =>
      api.call('/api/front/cart/resetcart', { token: me.token, body: { id: invalid, num, productId: p.product_id, unique: other } });

    expect(await reset(3)).toMatchObject({ code: 500, message: 'Not enough stock: only 5 left, and your cart already holds 3' });
    expect((await lines(me.uid)).map((l) => [l.id, l.cart_num])).toEqual([
      [invalid, 2],
      [holding, 3],
    ]);
    expect(await reset(2)).toMatchObject({ code: 200, data: { cartId: holding } });
    expect((await lines(me.uid)).map((l) => [l.id, l.sku_id, l.cart_num])).toEqual([[holding, other, 5]]);
  });

  it('refuses another shopper’s line, an option of another product, and a sold-out option', async () => {
    const me = await shopper(api);
    const [p, q] = await multiSkus(2, 2);
    const id = await add(me, p, 1);
    const reset = (who: Shopper, body: Record<string, number>) => api.call('/api/front/cart/resetcart', { token: who.token, body });
    const sib = await sibling(p, 4);
    const stranger = await shopper(api);
    expect(await reset(stranger, { id, num: 1, productId: p.product_id, unique: sib })).toMatchObject({
      code: 404,
      message: 'This cart item was not found',
    });
    expect(await reset(me, { id, num: 1, productId: q.product_id, unique: q.id })).toMatchObject({ code: 404 });
    expect(await reset(me, { id, num: 1, productId: p.product_id, unique: q.id })).toMatchObject({ code: 404 });
    expect(await reset(me, { id, num: 5, productId: p.product_id, unique: sib })).toMatchObject({
      code: 500,
      message: 'Not enough stock: only 4 left',
    });
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [sib]);
    expect(await reset(me, { id, num: 1, productId: p.product_id, unique: sib })).toMatchObject({
      code: 500,
      message: 'Sorry, this option is sold out',
    });
    expect((await lines(me.uid)).map((l) => [l.id, l.sku_id, l.cart_num])).toEqual([[id, p.id, 1]]);
  });
});

describe('POST /api/front/cart/merge/visitor', () => {
  it('moves the guest cart into the account: shared options summed within the stock, then the guest token is revoked', async () => {
    const guest = await shopper(api, { visitor: true });
    const account = await shopper(api);
    const [shared, onlyGuest, capped] = await skus(api, 3, { offset: 12, stock: 10 });
    await add(guest, shared, 3);
    await add(guest, onlyGuest, 2);
    await add(guest, capped, 6);
    await add(account, shared, 4);
    await add(account, capped, 7);

    const r = await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: guest.token } });
    expect(r).toMatchObject({ code: 200, message: 'Your guest cart was added to your cart', data: { movedLines: 3, count: 3 } });
    const mine = await lines(account.uid);
    expect(Object.fromEntries(mine.map((l) => [l.sku_id, l.cart_num]))).toEqual({ [shared.id]: 7, [onlyGuest.id]: 2, [capped.id]: 10 });
    expect(await lines(guest.uid)).toEqual([]);
    // The guest session is over: its token no longer works, and a second merge finds nothing.
    expect(await api.call('/api/front/cart/count?numType=true&type=total', { token: guest.token })).toMatchObject({ code: 401 });
    const again = await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: guest.token } });
    expect(again).toMatchObject({ code: 404, message: 'The guest session was not found or has ended' });
  });

  it('keeps a guest line that is invalid as it is, for reselecting', async () => {
    const guest = await shopper(api, { visitor: true });
    const account = await shopper(api);
    const [gone] = await skus(api, 1, { offset: 15 });
    await add(guest, gone, 2);
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE id = $1', [gone.id]);
    const r = await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: guest.token } });
    expect(r.data).toEqual({ movedLines: 1, count: 0 });
    expect((await list(account, false)).flatMap((g) => g.cartInfoList).map((l: any) => [l.attrId, l.cartNum])).toEqual([[gone.id, 2]]);
  });

  it('merges only a guest account’s cart, never a registered account’s', async () => {
    const account = await shopper(api);
    const victim = await shopper(api);
    const [a] = await skus(api, 1, { offset: 16 });
    await add(victim, a, 1);
    const r = await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: victim.token } });
    expect(r).toMatchObject({ code: 500, message: 'Only a guest cart can be added to your account' });
    expect((await lines(victim.uid)).length).toBe(1);
    expect(await lines(account.uid)).toEqual([]);
    const unknown = await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: 'f'.repeat(64) } });
    expect(unknown.code).toBe(404);
    const guest = await shopper(api, { visitor: true });
    const expired = await issueToken(api.db, guest.uid, 'visitor');
    await api.db.query("UPDATE auth_token SET expires_at = now() - interval '1 second' WHERE user_id = $1", [guest.uid]);
    expect((await api.call('/api/front/cart/merge/visitor', { token: account.token, body: { visitorToken: expired } })).code).toBe(404);
  });
});
