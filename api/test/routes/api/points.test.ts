import { startApi, type TestApi } from '../../helper';
import { migrate } from '../../../src/infra/migrate';
import { buyNow, createOrder, address, placeOrder, pointsOf, rows, shopper, skus, type Shopper, type Sku } from './order-fixtures';

let api: TestApi;
let sku: Sku;

beforeAll(async () => {
  api = await startApi({ rateLimit: { signInPerMinute: 1000, codePerHour: 1000 } });
  // 40.00 + 10.00 freight = 50.00 an order.
  [sku] = await skus(api, 1, { offset: 3, price: '40.00', stock: 100 });
}, 60_000);
afterAll(() => api?.close());

const summary = (who: Shopper) => api.call('/api/front/integral/user', { token: who.token });
const records = (who: Shopper, query = '') => api.call(`/api/front/integral/list${query}`, { token: who.token });
const titles = (page: { list: Array<{ title: string; type: number; integral: number; balance: number }> }) =>
  page.list.map((r) => [r.title, r.type, r.integral, r.balance]);

/** Pays the master order with the built-in test card provider's 4242 card, as the storefront does. */
async function payByCard(who: Shopper, orderNo: string): Promise<void> {
  const intent = await api.call('/api/front/pay/payment', { token: who.token, body: { orderNo, payType: 'stripe', payChannel: 'pc' } });
  expect(intent.code).toBe(200);
  const card = await api.call('/api/front/pay/test-card/confirm', {
    body: { clientSecret: intent.data.stripeClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(card.data.status).toBe('succeeded');
}

describe('GET /api/front/integral/user and /api/front/integral/list', () => {
  it('follows the points through an order paid partly with points: held while unpaid, earned once paid', async () => {
    const me = await shopper(api, { points: 1000 });
    expect((await summary(me)).data).toEqual({ integral: 1000, totalIntegral: 0, consumption: '0.00', frozenIntegral: 0 });

    // 1000 points pay 10.00 of the 50.00; 40.00 is left to pay by card.
    const orderNo = await placeOrder(api, me, [[sku, 1]], { useIntegral: true });
    expect((await summary(me)).data).toEqual({ integral: 0, totalIntegral: 0, consumption: '0.00', frozenIntegral: 1000 });
    const spent = await records(me);
    expect(spent).toMatchObject({ code: 200, data: { total: 1, pageSize: 10 } });
    expect(spent.data.list).toEqual([
      {
        id: expect.any(Number),
        linkId: orderNo,
        type: 2,
        title: 'order_spend',
        integral: 1000,
        balance: 0,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect((await records(me, '?type=earn')).data).toMatchObject({ total: 0, list: [] });

    await payByCard(me, orderNo);
    // 1 point per whole 1.00 paid (order_paid_points_per_unit): 40 points.
    expect((await summary(me)).data).toEqual({ integral: 40, totalIntegral: 40, consumption: '40.00', frozenIntegral: 0 });
    expect(titles((await records(me, '?type=all')).data)).toEqual([
      ['order_paid_gain', 1, 40, 40],
      ['order_spend', 2, 1000, 0],
    ]);
    const earned = await records(me, '?type=earn');
    expect(titles(earned.data)).toEqual([['order_paid_gain', 1, 40, 40]]);
    expect(earned.data.list[0].linkId).toBe(orderNo);
  });

  it('releases the held points when an unpaid order is cancelled, without counting them as earned', async () => {
    const me = await shopper(api, { points: 300 });
    const orderNo = await placeOrder(api, me, [[sku, 1]], { useIntegral: true });
    const other = await placeOrder(api, me, [[sku, 1]]);
    expect((await summary(me)).data).toMatchObject({ integral: 0, frozenIntegral: 300 });
    const cancel = await api.call(`/api/front/order/cancel/${orderNo}`, { method: 'POST', token: me.token });
    expect(cancel.code).toBe(200);
    expect((await summary(me)).data).toEqual({ integral: 300, totalIntegral: 0, consumption: '0.00', frozenIntegral: 0 });
    expect(titles((await records(me)).data)).toEqual([
      ['order_cancel_refund', 1, 300, 300],
      ['order_spend', 2, 300, 0],
    ]);
    expect((await records(me, '?type=earn')).data.total).toBe(0);
    // An unpaid order that spent no points holds none.
    expect(other).toMatch(/^PT/);
    expect(await pointsOf(api, me.uid)).toBe(300);
  });

  it('counts only unpaid, not cancelled orders as frozen and every paid order in the spend', async () => {
    const me = await shopper(api, { points: 500 });
    const addressId = await address(api, me);
    const held = await createOrder(api, me, await buyNow(api, me, [[sku, 1]]), addressId, { useIntegral: true });
    expect(held.code).toBe(200);
    const paid = await placeOrder(api, me, [[sku, 2]]);
    await payByCard(me, paid);
    // 2 × 40.00 = 80.00, under the free-freight line: + 10.00.
    expect((await summary(me)).data).toEqual({ integral: 90, totalIntegral: 90, consumption: '90.00', frozenIntegral: 500 });
  });

  it('pages by 10 by default, newest first, and up to 50', async () => {
    const me = await shopper(api);
    for (let i = 1; i <= 12; i++) {
      await api.db.query(
        `INSERT INTO user_integral_record (uid, link_id, type, title, integral, balance) VALUES ($1, $2, 1, 'order_paid_gain', $3, $4)`,
        [me.uid, `PT-test-${i}`, i, (i * (i + 1)) / 2],
      );
    }
    const first = await records(me);
    expect(first.data).toMatchObject({ total: 12, size: 10, pages: 2 });
    expect(first.data.list[0]).toMatchObject({ linkId: 'PT-test-12', integral: 12, balance: 78 });
    expect((await records(me, '?page=2')).data.list.map((r: { linkId: string }) => r.linkId)).toEqual(['PT-test-2', 'PT-test-1']);
    expect((await records(me, '?limit=50&type=earn')).data.size).toBe(12);
    expect((await summary(me)).data.totalIntegral).toBe(78);
    expect((await records(me, '?limit=51')).code).toBe(400);
    expect((await records(me, '?type=spend')).code).toBe(400);
  });

  it('shows only the caller’s points and needs a signed-in shopper', async () => {
    const rich = await shopper(api, { points: 1000 });
    await placeOrder(api, rich, [[sku, 1]], { useIntegral: true });
    const me = await shopper(api);
    expect((await summary(me)).data).toEqual({ integral: 0, totalIntegral: 0, consumption: '0.00', frozenIntegral: 0 });
    expect((await records(me)).data).toMatchObject({ total: 0, list: [] });
    expect(await api.call('/api/front/integral/user')).toMatchObject({ code: 401, message: 'Please log in', data: null });
    expect(await api.call('/api/front/integral/list', { lang: 'zh-CN' })).toMatchObject({ code: 401, message: '请先登录' });
  });
});

describe('the points page in the user-centre menu (migration 009)', () => {
  it('sits right after Coupons in a new database', async () => {
    const menu = (await api.call('/api/front/user/menu/user')).data.routine_my_menus as Array<{ id: number; name: string; pc_url: string }>;
    const at = menu.findIndex((m) => m.id === 68);
    expect(menu[at + 1]).toMatchObject({
      id: 72,
      name: 'My points',
      pc_url: '/users/user_integral',
      pic: `${api.url}/media/brand/menu-72.svg`,
    });
  });

  it('is added to a database that already has its menu, after Coupons wherever it was moved, and numbers the favourites', async () => {
    const me = await shopper(api);
    // A database from before 009: no points entry, no favourite ids; an operator moved Coupons to the end.
    await api.db.exec(`DELETE FROM user_menu WHERE id = 72; UPDATE user_menu SET sort = 50 WHERE id = 68;
      ALTER TABLE user_collect_product DROP COLUMN id; DELETE FROM schema_migration WHERE version = 9;`);
    await api.db.query('INSERT INTO user_collect_product (uid, product_id) VALUES ($1, $2)', [me.uid, sku.product_id]);

    expect(await migrate(api.db)).toEqual(['009.do.points-menu.sql']);
    const menu = (await api.call('/api/front/user/menu/user')).data.routine_my_menus as Array<{ id: number }>;
    expect(menu.slice(-2).map((m) => m.id)).toEqual([68, 72]);
    const [row] = await rows(api, 'SELECT sort FROM user_menu WHERE id = 72');
    expect(row.sort).toBe(50);
    const favourites = await api.call('/api/front/collect/product/list', { token: me.token });
    expect(favourites.data.list).toEqual([expect.objectContaining({ id: expect.any(Number), productId: sku.product_id })]);
    await api.db.query('UPDATE user_menu SET sort = 4 WHERE id IN (68, 72)');
  });
});
