import { apiForFile } from '../../helper';

const api = apiForFile();

const rows = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;
const ON_SHELF = 'p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off';

/** The on-shelf products of an activity, in its order. */
const productsOf = (aid: number) =>
  rows<{ product_id: number; pro_image: string; image: string; store_name: string; price: string; ot_price: string }>(
    `SELECT ap.product_id, ap.pro_image, p.image, p.store_name, p.price, p.ot_price
     FROM activity_product ap JOIN product p ON p.id = ap.product_id
    WHERE ap.activity_id = $1 AND ${ON_SHELF} ORDER BY ap.sort DESC, p.id`,
    [aid],
  );

/** An activity product as the API answers it, from its row: the pictures on the API's own address. */
const asAnswered = (p: Awaited<ReturnType<typeof productsOf>>[number]) => ({
  proId: p.product_id,
  proImage: `${api.url}${p.pro_image}`,
  image: `${api.url}${p.image}`,
  storeName: p.store_name,
  price: p.price,
  otPrice: p.ot_price,
});

describe('GET /api/front/activity/index/list', () => {
  it('answers the shown activities by sort, each with its first on-shelf products', async () => {
    const r = await api.call('/api/front/activity/index/list');
    expect(r.code).toBe(200);
    const activities = await rows<{ id: number; name: string; type: number }>(
      'SELECT id, name, type FROM activity WHERE is_show ORDER BY sort DESC, id',
    );
    expect(r.data.map((a: { id: number }) => a.id)).toEqual(activities.map((a) => a.id));
    expect(new Set(r.data.map((a: { type: number }) => a.type))).toEqual(new Set([1, 2, 3]));
    for (const a of r.data) {
      expect(Object.keys(a).sort()).toEqual(['id', 'name', 'productList', 'type']);
      const db = activities.find((x) => x.id === a.id)!;
      expect(a).toMatchObject({ name: db.name, type: db.type });
      const expected = (await productsOf(a.id)).slice(0, a.type === 2 ? 3 : 8);
      expect(a.productList).toEqual(expected.map(asAnswered));
      expect(a.productList.length).toBeGreaterThan(0);
    }
    const grid = r.data.find((a: { type: number }) => a.type === 2);
    expect(grid.productList).toHaveLength(3);
  });

  it('leaves out hidden activities and activities without an on-shelf product, and withdrawn products', async () => {
    const [first, second] = (await api.call('/api/front/activity/index/list')).data as Array<{
      id: number;
      productList: Array<{ proId: number }>;
    }>;
    const firstIds = first.productList.map((p) => p.proId);
    const everyOfSecond = (await productsOf(second.id)).map((p) => p.product_id);
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = ANY($1::bigint[])', [everyOfSecond]);
    await api.db.query('UPDATE product SET is_forced_off = TRUE WHERE id = $1', [firstIds[0]]);
    try {
      const r = await api.call('/api/front/activity/index/list');
      const ids = r.data.map((a: { id: number }) => a.id);
      expect(ids).not.toContain(second.id);
      const block = r.data.find((a: { id: number }) => a.id === first.id);
      expect(block.productList.map((p: { proId: number }) => p.proId)).not.toContain(firstIds[0]);
      await api.db.query('UPDATE activity SET is_show = FALSE WHERE id = $1', [first.id]);
      const hidden = await api.call('/api/front/activity/index/list');
      expect(hidden.data.map((a: { id: number }) => a.id)).not.toContain(first.id);
    } finally {
      await api.db.query('UPDATE product SET is_show = TRUE, is_forced_off = FALSE WHERE id = ANY($1::bigint[])', [
        [...everyOfSecond, firstIds[0]],
      ]);
      await api.db.query('UPDATE activity SET is_show = TRUE');
    }
  });
});

describe('GET /api/pc/activity/detail/{aid}', () => {
  it('answers PcActivityInfoResponse with the banner as a JSON string of absolute URLs', async () => {
    const [a] = await rows('SELECT * FROM activity WHERE is_show ORDER BY id LIMIT 1');
    const r = await api.call(`/api/pc/activity/detail/${a.id}?type=${a.type}&aid=${a.id}`);
    expect(r.code).toBe(200);
    expect(r.data).toEqual({
      id: a.id,
      name: a.name,
      type: a.type,
      instruction: a.instruction,
      banner: JSON.stringify((JSON.parse(a.banner) as string[]).map((b) => `${api.url}${b}`)),
    });
    const banners = JSON.parse(r.data.banner) as string[];
    expect(banners).toHaveLength(2);
    for (const b of banners) expect(b).toMatch(new RegExp(`^${api.url}/media/activities/${a.id}-\\d\\.svg$`));
  });

  it('answers 404 for an unknown or hidden activity and 400 for a bad id', async () => {
    expect(await api.call('/api/pc/activity/detail/9999')).toMatchObject({
      code: 404,
      message: 'This activity does not exist or has ended',
      data: null,
    });
    expect((await api.call('/api/pc/activity/detail/9999', { lang: 'th' })).message).toBe('ไม่มีกิจกรรมนี้หรือกิจกรรมสิ้นสุดแล้ว');
    await api.db.query('UPDATE activity SET is_show = FALSE WHERE id = 1');
    try {
      expect((await api.call('/api/pc/activity/detail/1')).code).toBe(404);
      expect((await api.call('/api/front/activity/list/1')).code).toBe(404);
    } finally {
      await api.db.query('UPDATE activity SET is_show = TRUE WHERE id = 1');
    }
    for (const bad of ['abc', '0', '-2']) {
      expect((await api.call(`/api/pc/activity/detail/${bad}`)).code).toBe(400);
      expect((await api.call(`/api/front/activity/list/${bad}`)).code).toBe(400);
    }
  });
});

describe('GET /api/front/activity/list/{aid}', () => {
  it('pages the on-shelf products of the activity in its order', async () => {
    const [{ id }] = await rows<{ id: number }>(
      'SELECT a.id FROM activity a WHERE a.is_show ORDER BY (SELECT count(*) FROM activity_product ap WHERE ap.activity_id = a.id) DESC, a.id LIMIT 1',
    );
    const expected = await productsOf(id);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const one = await api.call(`/api/front/activity/list/${id}?page=1&limit=4`);
    expect(one.code).toBe(200);
    expect(one.data.total).toBe(expected.length);
    expect(one.data.list).toEqual(expected.slice(0, 4).map(asAnswered));
    const two = await api.call(`/api/front/activity/list/${id}?page=2&limit=4`);
    expect(two.data.list.map((p: { proId: number }) => p.proId)).toEqual(expected.slice(4, 8).map((p) => p.product_id));
    const beyond = await api.call(`/api/front/activity/list/${id}?page=9&limit=4`);
    expect(beyond.data).toMatchObject({ list: [], total: expected.length });

    await api.db.query('UPDATE product SET is_del = TRUE WHERE id = $1', [expected[0].product_id]);
    try {
      const after = await api.call(`/api/front/activity/list/${id}?limit=20`);
      expect(after.data.total).toBe(expected.length - 1);
      expect(after.data.list.map((p: { proId: number }) => p.proId)).not.toContain(expected[0].product_id);
    } finally {
      await api.db.query('UPDATE product SET is_del = FALSE WHERE id = $1', [expected[0].product_id]);
    }
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc'])
      expect((await api.call(`/api/front/activity/list/${id}?${q}`)).code).toBe(400);
  });
});
