import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { openPostgres } from '../../../src/infra/db';
import {
  createBatchedPublisher,
  createLocalInvalidation,
  createPgInvalidation,
  parseRemoteMessage,
  Subscribers,
  type CacheInvalidation,
  type InvalidationMessage,
} from '../../../src/services/cache/invalidation';
import { createOrderCancelService } from '../../../src/services/order/order-center/cancel-service';
import { tagsWritten, watchWrites, type CacheChange } from '../../../src/services/cache/write-watch';
import { createPublicCache } from '../../../src/services/cache/public-cache';
import { DEMO_SHOPPER } from '../../../src/seed/shoppers';
import { startApi, type TestApi } from '../../helper';
import { address, buyNow, createOrder, rows, shopper, skus, stockOf, type Sku } from './order-fixtures';
import { paidOrder, setOrderState, sqlOne } from './refund-review-fixtures';

/**
 * The public catalogue cache never serves a stale answer: each test reads an answer first (so it is cached), changes
 * the data the way the mall changes it, and reads again.
 */
let api: TestApi;
let bus: CacheInvalidation | null = null;
beforeAll(async () => {
  // The invalidation is shared with a second app in the last test (two API processes on one database).
  api = await startApi(
    { operatorToken: null },
    {
      invalidation: async (url) => (bus = url ? await createPgInvalidation(url) : createLocalInvalidation()),
    },
  );
});
afterAll(() => api?.close());

const OPERATOR = { 'x-operator-token': 'dev-operator-token' };
const detail = (id: number, token?: string) => api.call(`/api/front/product/detail/${id}`, { token });
const skuOf = (d: { data: { productValue: Record<string, { id: number; stock: number; price: string }> } }, skuId: number) =>
  Object.values(d.data.productValue).find((s) => s.id === skuId)!;
const listed = async (query: string, id: number) =>
  (await api.call(`/api/front/product/list?${query}`)).data.list.find((p: { id: number }) => p.id === id);

describe('public catalogue answers', () => {
  it('carry an ETag and Cache-Control: no-cache; a matching If-None-Match gets 304 until the data changes', async () => {
    const [sku] = await skus(api, 1, { offset: 3, stock: 30 });
    const url = `${api.url}/api/front/product/detail/${sku.product_id}`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await api.db.query('UPDATE product_sku SET stock = 29 WHERE id = $1', [sku.id]);
    const changed = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as any;
    expect(skuOf(body, sku.id).stock).toBe(29);
  });

  it('are kept per language', async () => {
    const en = await api.call('/api/front/product/category');
    const fr = await api.call('/api/front/product/category', { lang: 'fr' });
    expect(en.message).toBe('Success');
    expect(fr.message).not.toBe('Success');
    // The same tree, its names in each language (issue 18: the catalogue's own data translated).
    expect(fr.data.map((c: { id: number }) => c.id)).toEqual(en.data.map((c: { id: number }) => c.id));
    expect([en.data[0].name, fr.data[0].name]).toEqual(['Fashion', 'Mode']);
  });
});

describe('a change is visible on the next request', () => {
  it('price: the detail, the search results and the category list show the new price', async () => {
    const [sku] = await skus(api, 1, { offset: 5, stock: 40 });
    const before = await detail(sku.product_id);
    const name = before.data.productInfo.storeName as string;
    const cid = (await sqlOne<{ category_id: number }>(api, 'SELECT category_id FROM product WHERE id = $1', [sku.product_id])).category_id;
    expect(await listed(`keyword=${encodeURIComponent(name)}`, sku.product_id)).toBeTruthy();
    expect(await listed(`cid=${cid}&limit=100`, sku.product_id)).toBeTruthy();

    await api.db.transaction(async (tx) => {
      await tx.query('UPDATE product_sku SET price = 1.23 WHERE product_id = $1', [sku.product_id]);
      await tx.query('UPDATE product SET price = 1.23 WHERE id = $1', [sku.product_id]);
    });
    expect(skuOf(await detail(sku.product_id), sku.id).price).toBe('1.23');
    expect((await detail(sku.product_id)).data.productInfo.price).toBe('1.23');
    expect((await listed(`keyword=${encodeURIComponent(name)}`, sku.product_id)).price).toBe('1.23');
    expect((await listed(`cid=${cid}&limit=100`, sku.product_id)).price).toBe('1.23');
  });

  it('stock: placing an order takes it, cancelling gives it back, in the detail and the lists', async () => {
    const [sku] = await skus(api, 1, { offset: 7, stock: 10 });
    const me = await shopper(api);
    const addressId = await address(api, me);
    expect(skuOf(await detail(sku.product_id), sku.id).stock).toBe(10);
    const merchantPage = `merId=${sku.mer_id}&limit=100`;
    const inShop = async () =>
      (await api.call(`/api/front/product/merchant/pro/list?${merchantPage}`)).data.list.find(
        (p: { id: number }) => p.id === sku.product_id,
      ).stock as number;
    expect(await inShop()).toBe((await detail(sku.product_id)).data.productInfo.stock);

    const listedBefore = await inShop();

    const placed = await createOrder(api, me, await buyNow(api, me, [[sku, 3]]), addressId);
    expect(placed.code).toBe(200);
    expect(skuOf(await detail(sku.product_id), sku.id).stock).toBe(7);
    // The product's stock stays the sum of its SKUs'.
    const after = await detail(sku.product_id);
    const sum = Object.values(after.data.productValue as Record<string, { stock: number }>).reduce((n, s) => n + s.stock, 0);
    expect(after.data.productInfo.stock).toBe(sum);
    expect(sum).toBe(listedBefore - 3);
    // The shop's listing keeps its entry across an order that sells nothing out (stock in listings is at most
    // LISTING_LAG_MS old, the test's next step far sooner).
    expect(await inShop()).toBe(listedBefore);

    expect((await api.call(`/api/front/order/cancel/${placed.data.orderNo}`, { method: 'POST', token: me.token })).code).toBe(200);
    expect(skuOf(await detail(sku.product_id), sku.id).stock).toBe(10);
    expect((await detail(sku.product_id)).data.productInfo.stock).toBe(listedBefore);
  });

  it('stock: a product sold out shows sold out at once, in its page and the listings; back in stock at once too', async () => {
    const [sku] = await skus(api, 1, { offset: 19, stock: 5 });
    // This SKU holds all of the product's stock.
    await api.db.query('UPDATE product_sku SET stock = 0 WHERE product_id = $1 AND id <> $2', [sku.product_id, sku.id]);
    await api.db.query('UPDATE product SET stock = 5 WHERE id = $1', [sku.product_id]);
    const me = await shopper(api);
    const addressId = await address(api, me);
    const shopPage = `/api/front/product/merchant/pro/list?merId=${sku.mer_id}&limit=100`;
    const inShop = async () => (await api.call(shopPage)).data.list.find((p: { id: number }) => p.id === sku.product_id).stock as number;
    const cid = (await sqlOne<{ category_id: number }>(api, 'SELECT category_id FROM product WHERE id = $1', [sku.product_id])).category_id;
    const inCategory = async () => (await listed(`cid=${cid}&limit=100`, sku.product_id)).stock as number;
    expect([await inShop(), await inCategory()]).toEqual([5, 5]);

    expect((await createOrder(api, me, await buyNow(api, me, [[sku, 2]]), addressId)).code).toBe(200);
    expect((await detail(sku.product_id)).data.productInfo.stock).toBe(3);
    // Still in stock: the listings' entries are kept (their stock at most LISTING_LAG_MS old).
    expect([await inShop(), await inCategory()]).toEqual([5, 5]);

    const last = await createOrder(api, me, await buyNow(api, me, [[sku, 3]]), addressId);
    expect(last.code).toBe(200);
    const soldOut = await detail(sku.product_id);
    expect(soldOut.data.productInfo.stock).toBe(0);
    expect(skuOf(soldOut, sku.id).stock).toBe(0);
    expect([await inShop(), await inCategory()]).toEqual([0, 0]);
    // A shopper trying to buy it now is told it is sold out.
    const refusal = await api.call('/api/front/order/pre/order', {
      method: 'POST',
      token: me.token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.product_id, attrValueId: sku.id, productNum: 1 }] },
    });
    expect(refusal.code).not.toBe(200);

    expect((await api.call(`/api/front/order/cancel/${last.data.orderNo}`, { method: 'POST', token: me.token })).code).toBe(200);
    expect((await detail(sku.product_id)).data.productInfo.stock).toBe(3);
    expect([await inShop(), await inCategory()]).toEqual([3, 3]);
  });

  it('stock: the sweeper cancelling an unpaid order past its time gives the stock back', async () => {
    const [sku] = await skus(api, 1, { offset: 9, stock: 12 });
    const me = await shopper(api);
    const placed = await createOrder(api, me, await buyNow(api, me, [[sku, 2]]), await address(api, me));
    expect(skuOf(await detail(sku.product_id), sku.id).stock).toBe(10);
    await api.db.query("UPDATE master_order SET created_at = now() - interval '2 days' WHERE order_no = $1", [placed.data.orderNo]);
    // The sweeper the app runs on a timer, on the app's database.
    expect(await createOrderCancelService(api.db, api.config).sweep()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(api, sku.id)).toBe(12);
    expect(skuOf(await detail(sku.product_id), sku.id).stock).toBe(12);
  });

  it('shelf: a product taken off the shelf leaves the detail, the lists and its reviews', async () => {
    const [sku] = await skus(api, 1, { offset: 11 });
    const name = (await detail(sku.product_id)).data.productInfo.storeName as string;
    expect(await listed(`keyword=${encodeURIComponent(name)}`, sku.product_id)).toBeTruthy();
    expect((await api.call(`/api/front/product/reply/list/${sku.product_id}`)).code).toBe(200);

    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [sku.product_id]);
    expect((await detail(sku.product_id)).code).toBe(404);
    expect(await listed(`keyword=${encodeURIComponent(name)}`, sku.product_id)).toBeUndefined();
    expect((await api.call(`/api/front/product/reply/list/${sku.product_id}`)).code).toBe(404);
    await api.db.query('UPDATE product SET is_show = TRUE WHERE id = $1', [sku.product_id]);
    expect((await detail(sku.product_id)).code).toBe(200);
  });

  it('review: a shopper’s review and the operator’s reply show in the product’s reviews and summary', async () => {
    const who = await shopper(api);
    const picked: Sku[] = await skus(api, 1, { offset: 13, stock: 20 });
    const { orders } = await paidOrder(api, who, [[picked[0], 1]]);
    await setOrderState(api, orders[0].order_no, { status: 2 });
    const [line] = await rows<{ id: number; product_id: number }>(api, 'SELECT id, product_id FROM order_info WHERE mer_order_no = $1', [
      orders[0].order_no,
    ]);
    const reviews = () => api.call(`/api/front/product/reply/list/${line.product_id}?type=3`);
    const summary = async () => (await api.call(`/api/front/product/reply/config/${line.product_id}`)).data;
    const before = await summary();
    const poorBefore = (await reviews()).data.total as number;

    const text = 'Arrived broken, the box was crushed';
    const r = await api.call('/api/front/order/comment', {
      token: who.token,
      body: { orderNo: orders[0].order_no, orderInfoId: line.id, star: 1, comment: text, pics: '' },
    });
    expect(r.code).toBe(200);
    expect((await reviews()).data.total).toBe(poorBefore + 1);
    expect((await reviews()).data.list[0]).toMatchObject({ comment: text, merchantReplyContent: null });
    expect(await summary()).toMatchObject({ sumCount: before.sumCount + 1, poorCount: before.poorCount + 1 });

    const { id } = await sqlOne<{ id: number }>(api, 'SELECT id FROM product_reply WHERE order_info_id = $1', [line.id]);
    const reply = await api.call(`/api/admin/operator/reviews/${id}/reply`, {
      method: 'POST',
      headers: OPERATOR,
      body: { content: 'A replacement is on its way.' },
    });
    expect(reply.code).toBe(200);
    expect((await reviews()).data.list[0]).toMatchObject({ comment: text, merchantReplyContent: 'A replacement is on its way.' });
  });

  it('operator settings: the home data, hot keywords and category tree follow system_config, banners, keywords and categories', async () => {
    expect((await api.call('/api/pc/home/index')).data.siteAddress).not.toBe('9 Harbour Road, Qingdao');
    const keywords = (await api.call('/api/front/search/keyword')).data as Array<{ title: string }>;
    const tree = (await api.call('/api/front/product/category')).data as Array<{ id: number; name: string }>;

    await api.db.query("UPDATE system_config SET value = '9 Harbour Road, Qingdao' WHERE key = 'site_company_address'");
    await api.db.query(
      "INSERT INTO system_config (key, value) SELECT 'site_company_address', '9 Harbour Road, Qingdao' WHERE NOT EXISTS (SELECT 1 FROM system_config WHERE key = 'site_company_address')",
    );
    await api.db.query("INSERT INTO hot_keyword (title, sort) VALUES ('Umbrella', 10000)");
    await api.db.query("UPDATE category SET name = 'Clothing & Shoes' WHERE id = $1", [tree[0].id]);

    expect((await api.call('/api/pc/home/index')).data.siteAddress).toBe('9 Harbour Road, Qingdao');
    const after = (await api.call('/api/front/search/keyword')).data as Array<{ title: string }>;
    expect(after.map((k) => k.title)).toEqual(['Umbrella', ...keywords.map((k) => k.title)]);
    expect((await api.call('/api/front/product/category')).data[0]).toMatchObject({ id: tree[0].id, name: 'Clothing & Shoes' });
  });

  it('a signed-in shopper sees their own favourite and follow flags; the public answer stays unflagged', async () => {
    const [sku] = await skus(api, 1, { offset: 2 });
    const me = await shopper(api);
    expect((await detail(sku.product_id)).data.userCollect).toBe(false);
    expect((await api.call('/api/front/collect/add/product', { token: me.token, body: { id: sku.product_id } })).code).toBe(200);
    expect((await api.call(`/api/front/collect/add/merchant/${sku.mer_id}`, { method: 'POST', token: me.token })).code).toBe(200);

    const mine = await detail(sku.product_id, me.token);
    expect(mine.data.userCollect).toBe(true);
    expect(mine.data.merchantInfo.isCollect).toBe(true);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('etag')).toBeNull();
    const anyone = await detail(sku.product_id);
    expect(anyone.data.userCollect).toBe(false);
    expect(anyone.data.merchantInfo.isCollect).toBe(false);
    // The rest of the signed-in page is the public one (read back from the stored answer), field for field.
    expect({ ...mine.data, userCollect: false, merchantInfo: { ...mine.data.merchantInfo, isCollect: false } }).toEqual(anyone.data);

    const home = await api.call(`/api/front/merchant/index/info/${sku.mer_id}`, { token: me.token });
    expect(home.data.isCollect).toBe(true);
    const publicHome = await api.call(`/api/front/merchant/index/info/${sku.mer_id}`);
    expect(publicHome.data.isCollect).toBe(false);
    expect(publicHome.data.followerCount).toBe(home.data.followerCount);
  });
});

describe('several API processes on one database', () => {
  let second: FastifyInstance;
  let secondUrl: string;
  let secondBus: CacheInvalidation;
  let secondDb: Awaited<ReturnType<typeof openPostgres>> | null = null;
  beforeAll(async () => {
    // PostgreSQL: a second app with its own pool and its own LISTEN connection; PGlite: the same database, and the
    // first app's in-process invalidation standing in for a shared transport.
    if (api.databaseUrl) {
      secondDb = await openPostgres(api.databaseUrl);
      secondBus = await createPgInvalidation(api.databaseUrl);
    } else {
      secondBus = bus!;
    }
    second = await buildApp({ config: api.config, db: secondDb ?? api.rawDb, logger: false, invalidation: secondBus });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    if (secondDb) {
      await secondBus.close();
      await secondDb.close();
    }
  });

  it('a stock change made through one process empties the other’s cache', async () => {
    const [sku] = await skus(api, 1, { offset: 15, stock: 25 });
    const readSecond = async () => {
      const body = (await (await fetch(`${secondUrl}/api/front/product/detail/${sku.product_id}`)).json()) as any;
      return skuOf(body, sku.id).stock;
    };
    expect(await readSecond()).toBe(25);
    const me = await shopper(api);
    expect((await createOrder(api, me, await buyNow(api, me, [[sku, 4]]), await address(api, me))).code).toBe(200);
    // In-process delivery is immediate; LISTEN/NOTIFY reaches the other process milliseconds after the commit.
    const deadline = Date.now() + 3000;
    let seen = await readSecond();
    while (seen !== 21 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await readSecond();
    }
    expect(seen).toBe(21);
  });

  it('a sign-out through one process is refused by the other, which remembered the token', async () => {
    const token = (await api.call('/api/front/login/email', { body: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } })).data
      .token;
    const aliveOnSecond = async () => {
      const r = await fetch(`${secondUrl}/api/front/login/token/is/exist`, { method: 'POST', headers: { 'authori-zation': token } });
      return ((await r.json()) as { data: boolean }).data;
    };
    // Signed in on both (each process now remembers the session), then signed out through the first.
    expect(await aliveOnSecond()).toBe(true);
    expect((await api.call('/api/front/login/token/is/exist', { method: 'POST', token })).data).toBe(true);
    expect((await api.call('/api/front/login/logout', { token })).code).toBe(200);
    expect((await api.call('/api/front/login/token/is/exist', { method: 'POST', token })).data).toBe(false);
    const deadline = Date.now() + 3000;
    let alive = await aliveOnSecond();
    while (alive && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      alive = await aliveOnSecond();
    }
    expect(alive).toBe(false);
    const me = await fetch(`${secondUrl}/api/front/user/info`, { headers: { 'authori-zation': token } });
    expect(((await me.json()) as { code: number }).code).toBe(401);
  });
});

describe('which writes invalidate', () => {
  it('maps written tables to cache areas and ignores reads and row locks', () => {
    expect(tagsWritten('UPDATE product_sku SET stock = stock - $1 WHERE id = $2')).toEqual(['product']);
    expect(tagsWritten('INSERT INTO product_reply (product_id) VALUES ($1)')).toEqual(['review']);
    expect(tagsWritten("UPDATE system_config SET value = $1 WHERE key = 'x'")).toEqual(['home']);
    expect(tagsWritten('WITH x AS (UPDATE product p SET sales = 1 RETURNING id) DELETE FROM user_follow_merchant')).toEqual([
      'product',
      'merchant',
    ]);
    expect(tagsWritten('SELECT id FROM product WHERE id = $1 FOR UPDATE')).toEqual([]);
    expect(tagsWritten('SELECT 1 FROM store_order s FOR UPDATE OF s')).toEqual([]);
    expect(tagsWritten('UPDATE store_order SET status = 1')).toEqual([]);
    // Sessions: a revoked or removed token empties the remembered sessions; a new one (a sign-in) changes nothing.
    expect(tagsWritten('UPDATE auth_token SET revoked_at = now() WHERE token_hash = $1')).toEqual(['auth']);
    expect(tagsWritten('DELETE FROM auth_token WHERE user_id = $1')).toEqual(['auth']);
    expect(tagsWritten('INSERT INTO auth_token (token_hash, user_id) VALUES ($1, $2)')).toEqual([]);
  });

  it('takes a write that says what it changed at its word (cacheChange); any other write empties the areas it names', async () => {
    const changes: CacheChange[] = [];
    const db = watchWrites(api.rawDb, async (c) => {
      changes.push(c);
    });
    const [sku] = await skus(api, 1, { offset: 17, stock: 9 });
    const none = { stockOf: [], salesOf: [], shelfOf: [] };
    await db.transaction(async (tx) => {
      await tx.query('UPDATE product_sku SET stock = stock - $2 WHERE id = $1 RETURNING product_id', [sku.id, 2], {
        cacheChange: (rows) => ({ stockOf: rows.map((r) => Number(r.product_id)) }),
      });
      await tx.query('UPDATE product SET sales = sales + 1 WHERE id = $1', [sku.product_id], {
        cacheChange: () => ({ salesOf: [sku.product_id], shelfOf: [sku.product_id] }),
      });
    });
    // One message per transaction, after its commit.
    expect(changes).toEqual([{ ...none, tags: [], stockOf: [sku.product_id], salesOf: [sku.product_id], shelfOf: [sku.product_id] }]);
    // A rolled back transaction reports nothing.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE product_sku SET stock = stock + 1 WHERE id = $1 RETURNING product_id', [sku.id], {
          cacheChange: (rows) => ({ stockOf: rows.map((r) => Number(r.product_id)) }),
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(changes).toHaveLength(1);
    // The same stock update without saying so: every product answer.
    await db.query('UPDATE product_sku SET stock = stock + $2 WHERE id = $1 RETURNING product_id', [sku.id, 2]);
    expect(changes.pop()).toEqual({ ...none, tags: ['product'] });
    await db.query('UPDATE product SET price = price WHERE id = $1 RETURNING id', [sku.product_id]);
    expect(changes.pop()).toEqual({ ...none, tags: ['product'] });
  });

  it('the checkout says which products an order took stock from, and which it sold out', async () => {
    const changes: CacheChange[] = [];
    const [a, b] = await skus(api, 2, { offset: 1, stock: 3 });
    for (const s of [a, b]) {
      await api.db.query('UPDATE product_sku SET stock = 0 WHERE product_id = $1 AND id <> $2', [s.product_id, s.id]);
      await api.db.query('UPDATE product SET stock = 3 WHERE id = $1', [s.product_id]);
    }
    const stop = api.app.publicCache.invalidation.subscribe((m) => changes.push({ stockOf: [], salesOf: [], shelfOf: [], ...m }));
    try {
      const me = await shopper(api);
      expect(
        (
          await createOrder(
            api,
            me,
            await buyNow(api, me, [
              [a, 3],
              [b, 1],
            ]),
            await address(api, me),
          )
        ).code,
      ).toBe(200);
    } finally {
      stop();
    }
    const order = changes.find((c) => c.stockOf.length > 0)!;
    expect(order.tags).toEqual([]);
    expect([...order.stockOf].sort((x, y) => x - y)).toEqual([a.product_id, b.product_id].sort((x, y) => x - y));
    expect(order.shelfOf).toEqual([a.product_id]);
  });

  it('a stock change drops that product’s pages; the lists keep theirs for at most the lag, and drop them when a product sells out', async () => {
    const cache = createPublicCache(createLocalInvalidation(), 100, 400);
    const detail = cache.section('detail', ['product', 'merchant'], 'byProduct');
    const lists = cache.section('lists', ['product', 'category'], 'lagging');
    const reviews = cache.section('reviews', ['review', 'product'], 'none');
    const entry = async (body: string) => ({ body, etag: body });
    await detail.get('en /detail/1', () => entry('one'), 1);
    await detail.get('fr /detail/1', () => entry('un'), 1);
    await detail.get('en /detail/2', () => entry('two'), 2);
    await lists.get('en /list', () => entry('list'));
    await reviews.get('en /reviews/1', () => entry('reviews'));
    cache.invalidate({ tags: [], stockOf: [1] });
    expect([detail.size, lists.size, reviews.size]).toEqual([1, 1, 1]);
    expect((await detail.get('en /detail/2', () => entry('reloaded'), 2)).body).toBe('two');
    expect((await detail.get('en /detail/1', () => entry('one, new stock'), 1)).body).toBe('one, new stock');
    expect((await lists.get('en /list', () => entry('list, new stock'))).body).toBe('list');
    // Past the lag (400 ms here: long enough that a loaded machine never reaches it between two lines) the list is
    // read again; the next change arms the lag afresh.
    await new Promise((r) => setTimeout(r, 450));
    expect((await lists.get('en /list', () => entry('list, new stock'))).body).toBe('list, new stock');
    cache.invalidate({ tags: [], salesOf: [2] });
    expect((await lists.get('en /list', () => entry('list, new sales'))).body).toBe('list, new stock');
    expect(detail.size).toBe(1); // product 2's page dropped (it shows its sales)
    // Sold out: at once.
    cache.invalidate({ tags: [], stockOf: [3], shelfOf: [3] });
    expect((await lists.get('en /list', () => entry('list, 3 sold out'))).body).toBe('list, 3 sold out');
    cache.invalidate({ tags: ['product'] });
    expect([detail.size, lists.size, reviews.size]).toEqual([0, 0, 0]);
  });

  it('a load in flight for a product whose stock changed meanwhile is not kept; other products’ loads are', async () => {
    const cache = createPublicCache(createLocalInvalidation(), 100);
    const detail = cache.section('detail', ['product'], 'byProduct');
    const releases: Array<() => void> = [];
    const slow = (body: string) => () => new Promise<{ body: string; etag: string }>((r) => releases.push(() => r({ body, etag: body })));
    const one = detail.get('en /detail/1', slow('one, old stock'), 1);
    const two = detail.get('en /detail/2', slow('two'), 2);
    cache.invalidate({ tags: [], stockOf: [1] });
    for (const release of releases) release();
    await Promise.all([one, two]);
    expect(detail.size).toBe(1);
    expect((await detail.get('en /detail/2', slow('two again'), 2)).body).toBe('two');
    expect(detail.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('counts hits, loads shared while in flight, and misses per section; with the cache off every answer is a miss', async () => {
    const cache = createPublicCache(createLocalInvalidation(), 100);
    const lists = cache.section('lists', ['product']);
    let release!: () => void;
    const slow = () => new Promise<{ body: string; etag: string }>((r) => (release = () => r({ body: 'a', etag: 'a' })));
    const first = lists.get('en /list', slow);
    const second = lists.get('en /list', slow);
    release();
    await Promise.all([first, second]);
    await lists.get('en /list', slow);
    expect(cache.stats()).toEqual([{ name: 'lists', entries: 1, hits: 1, joined: 1, misses: 1, dropped: 0, evicted: 0 }]);

    // Why a miss missed: the entry dropped by a change, or evicted to make room (the section holds 2 entries here).
    const small = createPublicCache(createLocalInvalidation(), 2);
    const pages = small.section('pages', ['product']);
    const entry = async () => ({ body: 'b', etag: 'b' });
    for (const key of ['a', 'b', 'c']) await pages.get(key, entry); // 'a' evicted by 'c'
    await pages.get('a', entry);
    small.invalidate({ tags: ['product'] });
    await pages.get('c', entry);
    expect(pages.stats()).toEqual({ name: 'pages', entries: 1, hits: 0, joined: 0, misses: 5, dropped: 1, evicted: 1 });

    const off = createPublicCache(createLocalInvalidation(), 0).section('lists', ['product']);
    await off.get('en /list', entry);
    await off.get('en /list', entry);
    expect(off.stats()).toEqual({ name: 'lists', entries: 0, hits: 0, joined: 0, misses: 2, dropped: 0, evicted: 0 });
  });

  it('the operator reads the counters of this process (GET /api/admin/operator/cache)', async () => {
    const path = '/api/front/product/list?page=1&limit=3&salesOrder=asc';
    const before = await api.call('/api/admin/operator/cache', { headers: OPERATOR });
    const lists = (r: { data: Array<{ name: string; hits: number; misses: number }> }) => r.data.find((s) => s.name === 'product-lists')!;
    await api.call(path);
    await api.call(path);
    const after = await api.call('/api/admin/operator/cache', { headers: OPERATOR });
    expect(after.code).toBe(200);
    expect(lists(after).hits - lists(before).hits).toBeGreaterThanOrEqual(1);
    expect(lists(after).misses - lists(before).misses).toBeGreaterThanOrEqual(1);
    expect((await api.call('/api/admin/operator/cache')).code).toBe(401);
  });

  it('forgets the product of an entry the LRU evicted, and still drops the product’s newer entries', async () => {
    const cache = createPublicCache(createLocalInvalidation(), 2);
    const detail = cache.section('detail', ['product'], 'byProduct');
    const entry = async (body: string) => ({ body, etag: body });
    await detail.get('en /detail/1', () => entry('one'), 1);
    await detail.get('en /detail/2', () => entry('two'), 2);
    await detail.get('en /detail/3', () => entry('three'), 3); // evicts product 1's page
    await detail.get('fr /detail/2', () => entry('deux'), 2); // evicts product 2's English page
    expect(detail.size).toBe(2);
    cache.invalidate({ tags: [], stockOf: [2] });
    expect(detail.size).toBe(1);
    expect((await detail.get('en /detail/3', () => entry('reloaded'), 3)).body).toBe('three');
  });
});

describe('messages to the other processes', () => {
  it('go one at a time: what changes while one is sent goes together in the next; this process hears each change at once', async () => {
    const subs = new Subscribers();
    const heard: InvalidationMessage[] = [];
    subs.add((m) => heard.push(m));
    const sent: Array<{ tags: string[]; stockOf: number[] }> = [];
    const answers: Array<() => void> = [];
    const publisher = createBatchedPublisher(
      subs,
      'this-process',
      (payload) => {
        sent.push(JSON.parse(payload) as { tags: string[]; stockOf: number[] });
        return new Promise<void>((r) => answers.push(r));
      },
      () => undefined,
    );
    const turn = () => new Promise((r) => setImmediate(r));

    await publisher.publish({ tags: [], stockOf: [1] });
    await publisher.publish({ tags: [], stockOf: [2] });
    await turn();
    expect(sent).toEqual([{ origin: 'this-process', tags: [], stockOf: [1, 2] }]);
    // While the first message is on its way, the next changes wait for it.
    await publisher.publish({ tags: [], stockOf: [3] });
    await publisher.publish({ tags: ['review'], stockOf: [2] });
    await turn();
    expect(sent).toHaveLength(1);
    answers.shift()!();
    await turn();
    expect(sent[1]).toEqual({ origin: 'this-process', tags: ['review'], stockOf: [3, 2] });
    answers.shift()!();
    await publisher.drain();
    expect(sent).toHaveLength(2);
    expect(heard.map((m) => m.stockOf)).toEqual([[1], [2], [3], [2]]);
    // Idle again: a change goes on the next turn, alone.
    await publisher.publish({ tags: ['home'] });
    await turn();
    expect(sent[2]).toEqual({ origin: 'this-process', tags: ['home'], stockOf: [] });
    answers.shift()!();
    await publisher.drain();
  });

  it('carry sales and sold-out products to the other processes, which read them back as sent', async () => {
    const sent: string[] = [];
    const publisher = createBatchedPublisher(
      new Subscribers(),
      'a',
      async (payload) => {
        sent.push(payload);
      },
      () => undefined,
    );
    await publisher.publish({ tags: [], stockOf: [4, 5], shelfOf: [5] });
    await publisher.publish({ tags: [], salesOf: [6] });
    await publisher.drain();
    expect(sent).toHaveLength(1);
    expect(parseRemoteMessage(sent[0], 'b')).toEqual({ tags: [], stockOf: [4, 5], salesOf: [6], shelfOf: [5] });
    expect(parseRemoteMessage(sent[0], 'a')).toBeNull();
  });
});
