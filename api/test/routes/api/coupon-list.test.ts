import { startApi, type TestApi } from '../../helper';
import { rows, shopper, type Shopper } from './order-fixtures';

let api: TestApi;
let shop: { id: number; name: string };

beforeAll(async () => {
  api = await startApi();
  [shop] = await rows<{ id: number; name: string }>(api, 'SELECT id, name FROM merchant ORDER BY id LIMIT 1');
}, 60_000);
afterAll(() => api?.close());

interface Held {
  name: string;
  useType?: 1 | 2 | 3;
  category?: 1 | 2 | 3 | 4;
  merId?: number | null;
  fixed?: boolean;
  day?: number;
  /** Intervals from now ("-1 day", "7 days"); end 'infinity' for a fixed period without an end. */
  start?: string;
  end?: string;
  status?: 0 | 1 | 2;
  used?: boolean;
}

/** A coupon template and the shopper's copy of it, as a receipt would make them; answers the user-coupon id. */
async function hold(who: Shopper, h: Held): Promise<number> {
  const [tpl] = await rows<{ id: number }>(
    api,
    `INSERT INTO coupon (mer_id, name, use_type, category, money, min_price, is_limited, is_fixed_time, day)
     VALUES ($1, $2, $3, $4, 5, 30, FALSE, $5, $6) RETURNING id`,
    [h.merId ?? null, h.name, h.useType ?? 3, h.category ?? 1, h.fixed ?? false, h.fixed ? 0 : (h.day ?? 7)],
  );
  const [uc] = await rows<{ id: number }>(
    api,
    `INSERT INTO user_coupon (coupon_id, uid, mer_id, name, use_type, money, min_price, start_time, end_time, status, use_time)
     VALUES ($1, $2, $3, $4, $5, 5, 30, now() + $6::interval, CASE WHEN $7::text = 'infinity' THEN 'infinity'::timestamptz ELSE now() + $7::interval END, $8, CASE WHEN $9::boolean THEN now() END) RETURNING id`,
    [tpl.id, who.uid, h.merId ?? null, h.name, h.useType ?? 3, h.start ?? '-1 day', h.end ?? '7 days', h.status ?? 0, h.used ?? false],
  );
  return uc.id;
}

const list = (who: Shopper, query = '', lang?: string) => api.call(`/api/front/coupon/list${query}`, { token: who.token, lang });
const names = (page: { list: Array<{ name: string }> }) => page.list.map((c) => c.name);
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET /api/front/coupon/list', () => {
  it('answers the caller’s usable coupons newest first, with the contract’s fields', async () => {
    const me = await shopper(api);
    const shopCoupon = await hold(me, { name: 'Shop 5 off', useType: 1, category: 2, merId: shop.id, day: 7 });
    const mall = await hold(me, { name: 'Mall weekend', fixed: true, start: '1 day', end: '3 days' });
    const open = await hold(me, { name: 'Open ended', useType: 2, category: 3, merId: shop.id, fixed: true, end: 'infinity' });

    const r = await list(me, '?type=usable');
    expect(r).toMatchObject({ code: 200, message: 'Success' });
    expect(r.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 9, pages: 1 });
    expect(r.data.list.map((c: { id: number }) => c.id)).toEqual([open, mall, shopCoupon]);
    const [openEnded, weekend, shopOne] = r.data.list;
    expect(shopOne).toEqual({
      id: shopCoupon,
      couponId: expect.any(Number),
      uid: me.uid,
      name: 'Shop 5 off',
      useType: 1,
      category: 2,
      merId: shop.id,
      merName: shop.name,
      money: '5.00',
      minPrice: '30.00',
      status: 0,
      startTime: expect.stringMatching(DATE),
      endTime: expect.stringMatching(DATE),
      useTime: null,
      day: 7,
      validStr: 'usable',
    });
    // A mall coupon whose fixed period starts tomorrow: usable, not yet started; no days-after-receipt rule.
    expect(weekend).toMatchObject({ merId: 0, merName: '', category: 1, useType: 3, status: 0, day: 0, validStr: 'notStart' });
    expect(openEnded).toMatchObject({ category: 3, useType: 2, endTime: null, day: 0, validStr: 'usable' });
  });

  it('reads an unused coupon past its end as expired at once, with the used and expired ones', async () => {
    const me = await shopper(api);
    await hold(me, { name: 'Still good' });
    const used = await hold(me, { name: 'Used one', status: 1, used: true });
    const lapsed = await hold(me, { name: 'Lapsed, never flipped', start: '-10 days', end: '-1 hour', status: 0 });
    const expired = await hold(me, { name: 'Expired by the job', start: '-10 days', end: '-2 days', status: 2 });

    const usable = await list(me, '?type=usable');
    expect(names(usable.data)).toEqual(['Still good']);
    const unusable = await list(me, '?type=unusable');
    expect(unusable.data.total).toBe(3);
    expect(unusable.data.list.map((c: Record<string, unknown>) => [c.id, c.status, c.validStr])).toEqual([
      [expired, 2, 'overdue'],
      [lapsed, 2, 'overdue'],
      [used, 1, 'unusable'],
    ]);
    expect(unusable.data.list[2].useTime).toMatch(DATE);
    // The database row itself was left alone: the answer, not a side effect, says expired.
    const [row] = await rows(api, 'SELECT status FROM user_coupon WHERE id = $1', [lapsed]);
    expect(row.status).toBe(0);
    // The user centre's count agrees: only the unused, unexpired one.
    expect((await api.call('/api/front/user/info', { token: me.token })).data.couponCount).toBe(1);
  });

  it('lists a coupon taken through the receive endpoint with its days of validity', async () => {
    const me = await shopper(api);
    const [c] = await rows<{ id: number }>(
      api,
      `INSERT INTO coupon (mer_id, name, use_type, category, money, min_price, is_limited, total, last_total, day)
       VALUES ($1, 'Take me', 1, 2, 8, 50, TRUE, 5, 5, 15) RETURNING id`,
      [shop.id],
    );
    expect((await api.call('/api/front/coupon/receive', { token: me.token, body: { couponId: c.id } })).code).toBe(200);
    const r = await list(me);
    expect(r.data.list).toEqual([
      expect.objectContaining({
        couponId: c.id,
        name: 'Take me',
        money: '8.00',
        minPrice: '50.00',
        day: 15,
        merName: shop.name,
        validStr: 'usable',
      }),
    ]);
    const { startTime, endTime } = r.data.list[0];
    const days = (Date.parse(endTime.replace(' ', 'T')) - Date.parse(startTime.replace(' ', 'T'))) / 86_400_000;
    expect(days).toBeCloseTo(15, 3);
  });

  it('pages by 9 by default and up to 50', async () => {
    const me = await shopper(api);
    for (let i = 1; i <= 10; i++) await hold(me, { name: `Coupon ${i}` });
    const first = await list(me);
    expect(first.data).toMatchObject({ total: 10, pageSize: 9, pages: 2, size: 9, hasNextPage: true });
    expect(names(first.data)[0]).toBe('Coupon 10');
    const second = await list(me, '?page=2');
    expect(names(second.data)).toEqual(['Coupon 1']);
    expect((await list(me, '?limit=50')).data.size).toBe(10);
    expect((await list(me, '?limit=51')).code).toBe(400);
    expect((await list(me, '?type=expired')).code).toBe(400);
    // An empty type (the storefront's unused filters) counts as not sent: usable.
    expect((await list(me, '?type=&page=1')).data.total).toBe(10);
  });

  it('shows only the caller’s coupons and needs a signed-in shopper', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    await hold(other, { name: 'Theirs' });
    await hold(other, { name: 'Theirs, used', status: 1, used: true });
    for (const type of ['usable', 'unusable']) {
      const r = await list(me, `?type=${type}`);
      expect(r.data).toMatchObject({ total: 0, list: [] });
    }
    expect(await api.call('/api/front/coupon/list')).toMatchObject({ code: 401, message: 'Please log in', data: null });
    expect((await api.call('/api/front/coupon/list', { lang: 'th' })).message).toBe('กรุณาเข้าสู่ระบบ');
  });
});
