import { apiForFile } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';

const api = apiForFile();
let shoppers = 0;

const rows = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;

/** A new shopper and a token of theirs. */
async function shopper(): Promise<{ uid: number; token: string }> {
  shoppers++;
  const [{ id }] = await rows<{ id: number }>("INSERT INTO app_user (email, nickname, user_type) VALUES ($1, $2, 'email') RETURNING id", [
    `coupon-shopper-${shoppers}@mall.test`,
    `Shopper ${shoppers}`,
  ]);
  return { uid: id, token: await issueToken(api.db, id, 'email') };
}

interface CouponSpec {
  name: string;
  use_type?: number;
  mer_id?: number | null;
  primary_key?: string;
  type?: number;
  status?: boolean;
  is_del?: boolean;
  is_limited?: boolean;
  total?: number;
  last_total?: number;
  per_user_limit?: number;
  receive_start?: string;
  receive_end?: string | null;
  is_fixed_time?: boolean;
  use_start?: string | null;
  use_end?: string | null;
  day?: number;
}

/** A coupon made for a test; times are intervals from now ("-1 day", "30 days"). */
async function coupon(spec: CouponSpec): Promise<number> {
  const c = {
    use_type: 3,
    mer_id: null,
    primary_key: '',
    type: 1,
    status: true,
    is_del: false,
    is_limited: true,
    total: 100,
    last_total: 100,
    per_user_limit: 1,
    receive_start: '-1 day',
    receive_end: '30 days',
    is_fixed_time: false,
    use_start: null,
    use_end: null,
    day: 7,
    ...spec,
  };
  const [{ id }] = await rows<{ id: number }>(
    `INSERT INTO coupon (name, use_type, mer_id, primary_key, type, status, is_del, is_limited, total, last_total, per_user_limit,
                         receive_start_time, receive_end_time, is_fixed_time, use_start_time, use_end_time, day, money, min_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + $12::interval, now() + $13::interval, $14,
             now() + $15::interval, now() + $16::interval, $17, 5, 30) RETURNING id`,
    [
      c.name,
      c.use_type,
      c.mer_id,
      c.primary_key,
      c.type,
      c.status,
      c.is_del,
      c.is_limited,
      c.total,
      c.last_total,
      c.per_user_limit,
      c.receive_start,
      c.receive_end,
      c.is_fixed_time,
      c.use_start,
      c.use_end,
      c.day,
    ],
  );
  return id;
}

async function listAll(query: string, token?: string): Promise<any[]> {
  const r = await api.call(`/api/front/coupons?${query}&limit=100`, { token });
  expect(r.code).toBe(200);
  expect(r.data.total).toBe(r.data.list.length);
  return r.data.list;
}

const receive = (couponId: unknown, token?: string, lang?: string) =>
  api.call('/api/front/coupon/receive', { body: { couponId }, token, lang });

describe('GET /api/front/coupons', () => {
  it('lists the merchant coupons a shopper can take now, as StoreCouponFrontResponse', async () => {
    const now = Date.now();
    const db = await rows('SELECT * FROM coupon WHERE use_type = 1 ORDER BY sort DESC, id DESC');
    const takeable = db.filter(
      (c) =>
        c.status &&
        !c.is_del &&
        c.type === 1 &&
        new Date(c.receive_start_time).getTime() <= now &&
        (c.receive_end_time === null || new Date(c.receive_end_time).getTime() >= now) &&
        (!c.is_limited || c.last_total > 0),
    );
    expect(takeable.length).toBeLessThan(db.length);
    const list = await listAll('useType=1');
    expect(list.map((c) => c.id)).toEqual(takeable.map((c) => c.id));
    expect(Object.keys(list[0]).sort()).toEqual([
      'day',
      'id',
      'isFixedTime',
      'isLimited',
      'isUse',
      'lastTotal',
      'minPrice',
      'money',
      'name',
      'primaryKey',
      'receiveEndTime',
      'receiveStartTime',
      'type',
      'useEndTimeStr',
      'useStartTimeStr',
      'useType',
    ]);
    const fixed = list.find((c) => c.isFixedTime);
    const byDays = list.find((c) => !c.isFixedTime);
    const row = db.find((c) => c.id === fixed.id)!;
    expect(fixed).toMatchObject({
      name: row.name,
      money: row.money,
      minPrice: row.min_price,
      isLimited: row.is_limited,
      lastTotal: row.last_total,
      primaryKey: '',
      type: 1,
      isUse: false,
      useType: 1,
      day: 0,
      useStartTimeStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      useEndTimeStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(byDays).toMatchObject({ isFixedTime: false, useStartTimeStr: null, useEndTimeStr: null });
    expect([7, 15, 30]).toContain(byDays.day);
  });

  it('lists the platform coupons a shopper takes by hand, not the new-user and gift ones', async () => {
    const names = (await listAll('useType=3')).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Mall-wide: $5 off orders over $39', 'Weekend special: $20 off orders over $149']));
    expect(names.join()).not.toMatch(/Welcome gift|Thank-you gift/);
  });

  it('filters by merchant and by product', async () => {
    const [{ mer_id: merId }] = await rows<{ mer_id: number }>(
      'SELECT mer_id FROM coupon WHERE use_type = 1 AND last_total > 0 ORDER BY id LIMIT 1',
    );
    const mine = await listAll(`useType=1&merId=${merId}`);
    const expected = await rows<{ id: number }>(
      'SELECT id FROM coupon WHERE use_type = 1 AND mer_id = $1 AND (NOT is_limited OR last_total > 0) AND (receive_end_time IS NULL OR receive_end_time > now())',
      [merId],
    );
    expect(mine.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(mine.length).toBeGreaterThan(0);

    const [{ primary_key: productId, mer_id: productMer }] = await rows<{ primary_key: string; mer_id: number }>(
      'SELECT primary_key, mer_id FROM coupon WHERE use_type = 2 AND (NOT is_limited OR last_total > 0) AND (receive_end_time IS NULL OR receive_end_time > now()) ORDER BY id LIMIT 1',
    );
    const forProduct = await listAll(`useType=2&merId=${productMer}&productId=${productId}`);
    expect(forProduct.length).toBeGreaterThan(0);
    for (const c of forProduct) expect(c.primaryKey.split(',')).toContain(productId);
    const others = await listAll(`useType=2&merId=${productMer}`);
    expect(others.length).toBeGreaterThanOrEqual(forProduct.length);
    expect(await listAll('useType=2&productId=999999')).toEqual([]);
  });

  it('leaves out coupons that are off, deleted, not started, ended, all taken, not taken by hand or past their use', async () => {
    const tag = 'Hidden-case';
    const ids = [
      await coupon({ name: `${tag} off`, status: false }),
      await coupon({ name: `${tag} deleted`, is_del: true }),
      await coupon({ name: `${tag} not started`, receive_start: '2 days' }),
      await coupon({ name: `${tag} ended`, receive_start: '-9 days', receive_end: '-1 day' }),
      await coupon({ name: `${tag} all taken`, last_total: 0 }),
      await coupon({ name: `${tag} new-user`, type: 2 }),
      await coupon({ name: `${tag} use over`, is_fixed_time: true, use_start: '-20 days', use_end: '-1 hour', day: 0 }),
    ];
    const shown = await coupon({ name: `${tag} unlimited`, is_limited: false, total: 0, last_total: 0, receive_end: null });
    const list = await listAll('useType=3');
    const listed = list.map((c) => c.id);
    for (const id of ids) expect(listed).not.toContain(id);
    expect(listed).toContain(shown);
    expect(list.find((c) => c.id === shown)).toMatchObject({ isLimited: false, receiveEndTime: null });
  });

  it('pages, with the right total beyond the end', async () => {
    const all = await listAll('useType=1');
    const two = await api.call('/api/front/coupons?useType=1&page=2&limit=5');
    expect(two.data.list.map((c: { id: number }) => c.id)).toEqual(all.slice(5, 10).map((c) => c.id));
    const beyond = await api.call('/api/front/coupons?useType=1&page=50&limit=5');
    expect(beyond.data).toMatchObject({ list: [], total: all.length });
  });

  it('answers 400 without a use type or with bad filters, and reads empty ones as not sent', async () => {
    for (const q of [
      '',
      'useType=',
      'useType=4',
      'useType=0',
      'useType=merchant',
      'useType=1&merId=abc',
      'useType=2&productId=0',
      'useType=1&page=0',
      'useType=1&limit=101',
    ]) {
      const r = await api.call(`/api/front/coupons?${q}`);
      expect({ q, code: r.code }).toEqual({ q, code: 400 });
    }
    const r = await api.call('/api/front/coupons?useType=1&merId=&productId=');
    expect(r.code).toBe(200);
    expect(r.data.total).toBe((await listAll('useType=1')).length);
  });
});

describe('POST /api/front/coupon/receive', () => {
  it('gives the coupon once, valid for its days from now, and the list then says it is held', async () => {
    const me = await shopper();
    const id = await coupon({ name: 'Receive by days', day: 15, last_total: 40 });
    expect((await listAll('useType=3', me.token)).find((c) => c.id === id).isUse).toBe(false);

    const r = await receive(id, me.token);
    expect(r).toMatchObject({ code: 200, message: 'Coupon received', data: null });
    const [held] = await rows(
      'SELECT *, extract(epoch FROM end_time - start_time)::int AS seconds, extract(epoch FROM now() - start_time)::int AS age FROM user_coupon WHERE uid = $1',
      [me.uid],
    );
    expect(held).toMatchObject({
      coupon_id: id,
      status: 0,
      name: 'Receive by days',
      use_type: 3,
      money: '5.00',
      min_price: '30.00',
      mer_id: null,
    });
    expect(held.seconds).toBe(15 * 86400);
    expect(held.age).toBeLessThan(60);
    expect((await rows('SELECT last_total FROM coupon WHERE id = $1', [id]))[0].last_total).toBe(39);

    expect((await listAll('useType=3', me.token)).find((c) => c.id === id).isUse).toBe(true);
    expect((await listAll('useType=3')).find((c) => c.id === id).isUse).toBe(false);
    const other = await shopper();
    expect((await listAll('useType=3', other.token)).find((c) => c.id === id).isUse).toBe(false);

    const again = await receive(id, me.token);
    expect(again).toMatchObject({ code: 500, message: 'You have already received this coupon', data: null });
    expect((await receive(id, me.token, 'zh-CN')).message).toBe('您已领取过该优惠券');
    expect((await rows('SELECT count(*)::int AS n FROM user_coupon WHERE uid = $1', [me.uid]))[0].n).toBe(1);
    expect((await rows('SELECT last_total FROM coupon WHERE id = $1', [id]))[0].last_total).toBe(39);
  });

  it('counts a used coupon against the per-user limit, and allows more where the limit is higher', async () => {
    const me = await shopper();
    const once = await coupon({ name: 'Once' });
    expect((await receive(once, me.token)).code).toBe(200);
    await api.db.query('UPDATE user_coupon SET status = 1 WHERE uid = $1', [me.uid]);
    expect((await receive(once, me.token)).code).toBe(500);
    expect((await listAll('useType=3', me.token)).find((c) => c.id === once).isUse).toBe(true);

    const twice = await coupon({ name: 'Twice', per_user_limit: 2, is_limited: false, total: 0, last_total: 0 });
    expect((await receive(twice, me.token)).code).toBe(200);
    expect((await receive(twice, me.token)).code).toBe(200);
    expect((await receive(twice, me.token)).message).toBe('You have already received this coupon');
    expect((await rows('SELECT last_total FROM coupon WHERE id = $1', [twice]))[0].last_total).toBe(0);
  });

  it('copies a fixed period of use', async () => {
    const me = await shopper();
    const id = await coupon({ name: 'Fixed window', is_fixed_time: true, use_start: '-2 days', use_end: '10 days', day: 0 });
    expect((await receive(id, me.token)).code).toBe(200);
    const [c] = await rows('SELECT use_start_time, use_end_time FROM coupon WHERE id = $1', [id]);
    const [held] = await rows('SELECT start_time, end_time FROM user_coupon WHERE uid = $1', [me.uid]);
    expect(new Date(held.start_time).getTime()).toBe(new Date(c.use_start_time).getTime());
    expect(new Date(held.end_time).getTime()).toBe(new Date(c.use_end_time).getTime());
  });

  it('refuses a coupon not started, ended, all taken or handed out by the mall, with the reason', async () => {
    const me = await shopper();
    const notStarted = await coupon({ name: 'Later', receive_start: '3 days' });
    const r = await receive(notStarted, me.token);
    expect(r.code).toBe(500);
    expect(r.message).toMatch(/^This coupon cannot be received yet; it opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await receive(notStarted, me.token, 'fr')).message).toMatch(/^Ce coupon n’est pas encore disponible/);
    expect(await receive(await coupon({ name: 'Over', receive_start: '-9 days', receive_end: '-1 hour' }), me.token)).toMatchObject({
      code: 500,
      message: 'This coupon can no longer be received',
    });
    expect(
      await receive(await coupon({ name: 'Use over', is_fixed_time: true, use_start: '-9 days', use_end: '-1 hour' }), me.token),
    ).toMatchObject({ code: 500, message: 'This coupon can no longer be received' });
    expect(await receive(await coupon({ name: 'Gone', last_total: 0 }), me.token)).toMatchObject({
      code: 500,
      message: 'Sorry, this coupon has all been claimed',
    });
    expect(await receive(await coupon({ name: 'Gift', type: 3 }), me.token)).toMatchObject({
      code: 500,
      message: 'This coupon is handed out by the mall and cannot be received here',
    });
    expect((await receive(await coupon({ name: 'Switched off', status: false }), me.token)).code).toBe(404);
    expect(await receive(999999, me.token)).toMatchObject({ code: 404, message: 'This coupon does not exist' });
    expect((await rows('SELECT count(*)::int AS n FROM user_coupon WHERE uid = $1', [me.uid]))[0].n).toBe(0);
  });

  it('needs a signed-in shopper and a valid coupon id', async () => {
    const id = await coupon({ name: 'Anonymous' });
    expect(await receive(id)).toMatchObject({ code: 401, message: 'Please log in' });
    const me = await shopper();
    for (const body of [{ couponId: 'abc' }, { couponId: 0 }, { couponId: -1 }, {}, []]) {
      const r = await api.call('/api/front/coupon/receive', { body, token: me.token });
      expect({ body, code: r.code }).toEqual({ body, code: 400 });
    }
  });

  it('gives the last coupon to exactly one of two shoppers receiving at once', async () => {
    const id = await coupon({ name: 'Last one', total: 50, last_total: 1 });
    const [a, b] = [await shopper(), await shopper()];
    const answers = await Promise.all([receive(id, a.token), receive(id, b.token)]);
    expect(answers.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(answers.find((r) => r.code === 500)!.message).toBe('Sorry, this coupon has all been claimed');
    expect((await rows('SELECT last_total FROM coupon WHERE id = $1', [id]))[0].last_total).toBe(0);
    expect((await rows('SELECT count(*)::int AS n FROM user_coupon WHERE coupon_id = $1', [id]))[0].n).toBe(1);
  });

  it('gives one coupon for a double click', async () => {
    const id = await coupon({ name: 'Double click', last_total: 10 });
    const me = await shopper();
    const answers = await Promise.all([receive(id, me.token), receive(id, me.token), receive(id, me.token)]);
    expect(answers.map((r) => r.code).sort()).toEqual([200, 500, 500]);
    expect((await rows('SELECT count(*)::int AS n FROM user_coupon WHERE coupon_id = $1', [id]))[0].n).toBe(1);
    expect((await rows('SELECT last_total FROM coupon WHERE id = $1', [id]))[0].last_total).toBe(9);
  });
});
