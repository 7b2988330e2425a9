import { startApi, type TestApi } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';

let api: TestApi;
let token: string;
let uid: number;
let productId: number;
let merId: number;

beforeAll(async () => {
  api = await startApi();
  uid = (await api.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = 'demo@mall.test'")).rows[0].id;
  token = await issueToken(api.db, uid, 'email');
  const p = (await api.db.query<{ id: number; mer_id: number }>('SELECT id, mer_id FROM product WHERE is_show ORDER BY id LIMIT 1'))
    .rows[0];
  productId = p.id;
  merId = p.mer_id;
}, 60_000);
afterAll(() => api?.close());

const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params)).rows[0].n;
const favourites = () => count('SELECT count(*)::int AS n FROM user_collect_product WHERE uid = $1', [uid]);
const follows = () => count('SELECT count(*)::int AS n FROM user_follow_merchant WHERE uid = $1', [uid]);
const post = (path: string, body?: unknown, as: string | null = token) => api.call(path, { method: 'POST', body, token: as });
const detail = async () => (await api.call(`/api/front/product/detail/${productId}`, { token })).data;

describe('product favourites', () => {
  it('adds a product once however often it is added, and the product page says so', async () => {
    const r = await post('/api/front/collect/add/product', { id: productId, category: 'store' });
    expect(r).toMatchObject({ code: 200, message: 'Added to favourites', data: null });
    expect((await post('/api/front/collect/add/product', { id: productId, category: 'store' })).code).toBe(200);
    expect(await favourites()).toBe(1);
    expect((await detail()).userCollect).toBe(true);
    const info = await api.call('/api/front/user/info', { token });
    expect(info.data.collectCount).toBe(1);
  });

  it('removes it, and removing again is fine', async () => {
    const r = await post(`/api/front/collect/cancel/${productId}`);
    expect(r).toMatchObject({ code: 200, message: 'Removed from favourites', data: null });
    expect(await favourites()).toBe(0);
    expect((await post(`/api/front/collect/cancel/${productId}`)).code).toBe(200);
    expect((await post('/api/front/collect/cancel/999999')).code).toBe(200);
    expect((await detail()).userCollect).toBe(false);
    expect((await post(`/api/front/collect/cancel/${productId}`, undefined, null)).code).toBe(401);
  });

  it('refuses an unknown or withdrawn product, a bad id or category, and a visitor', async () => {
    expect(await post('/api/front/collect/add/product', { id: 999999, category: 'store' })).toMatchObject({
      code: 404,
      message: 'This product does not exist or is no longer on sale',
    });
    await api.db.query('UPDATE product SET is_recycle = TRUE WHERE id = $1', [productId]);
    try {
      expect((await post('/api/front/collect/add/product', { id: productId, category: 'store' })).code).toBe(404);
    } finally {
      await api.db.query('UPDATE product SET is_recycle = FALSE WHERE id = $1', [productId]);
    }
    for (const body of [{ id: 'abc' }, { id: 0 }, { id: -4 }, { category: 'store' }, { id: productId, category: 'shop' }]) {
      expect({ body, code: (await post('/api/front/collect/add/product', body)).code }).toEqual({ body, code: 400 });
    }
    for (const bad of ['abc', '0', '-1']) expect((await post(`/api/front/collect/cancel/${bad}`)).code).toBe(400);
    expect((await post('/api/front/collect/add/product', { id: productId, category: 'store' }, null)).code).toBe(401);
    expect(await favourites()).toBe(0);
  });
});

describe('followed shops', () => {
  it('follows a shop once however often it is followed, and unfollows it twice without harm', async () => {
    expect(await post(`/api/front/collect/add/merchant/${merId}`)).toMatchObject({ code: 200, message: 'Shop followed', data: null });
    expect((await post(`/api/front/collect/add/merchant/${merId}`)).code).toBe(200);
    expect(await follows()).toBe(1);
    expect((await detail()).merchantInfo.isCollect).toBe(true);
    expect((await post(`/api/front/collect/add/merchant/${merId}`, undefined, null)).code).toBe(401);

    expect(await post(`/api/front/collect/cancel/merchant/${merId}`)).toMatchObject({ code: 200, message: 'Shop unfollowed' });
    expect((await post(`/api/front/collect/cancel/merchant/${merId}`)).code).toBe(200);
    expect(await follows()).toBe(0);
    expect((await detail()).merchantInfo.isCollect).toBe(false);
  });

  it('answers 404 for an unknown or deleted shop and 400 for a bad id', async () => {
    expect(await post('/api/front/collect/add/merchant/9999')).toMatchObject({ code: 404, message: 'This shop does not exist' });
    expect((await post('/api/front/collect/add/merchant/9999', undefined, token)).data).toBeNull();
    expect((await api.call('/api/front/collect/cancel/merchant/9999', { method: 'POST', token, lang: 'lao' })).message).toBe('ບໍ່ມີຮ້ານຄ້ານີ້');
    await api.db.query('UPDATE merchant SET is_del = TRUE WHERE id = $1', [merId]);
    try {
      expect((await post(`/api/front/collect/add/merchant/${merId}`)).code).toBe(404);
    } finally {
      await api.db.query('UPDATE merchant SET is_del = FALSE WHERE id = $1', [merId]);
    }
    for (const bad of ['abc', '0', '-7']) {
      expect((await post(`/api/front/collect/add/merchant/${bad}`)).code).toBe(400);
      expect((await post(`/api/front/collect/cancel/merchant/${bad}`)).code).toBe(400);
    }
    expect(await follows()).toBe(0);
  });
});
