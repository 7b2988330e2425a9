import { startApi, type TestApi } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';

let api: TestApi;
let demoUid: number;

const CARD_KEYS = ['avatar', 'backImage', 'categoryId', 'id', 'isSelf', 'name', 'proList', 'starLevel', 'streetBackImage', 'typeId'];
const MONEY = /^\d+\.\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  api = await startApi();
  demoUid = (await api.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = 'demo@mall.test'")).rows[0].id;
}, 60_000);
afterAll(() => api?.close());

// Seed pictures are drawings (SVG) or, for products, shop strips and banners, photos from a pool (JPEG).
const absolute = (url: string, folder: string) =>
  expect(url).toMatch(new RegExp(`^${api.url}/media/(${folder}/[\\w.-]+\\.svg|photos/v1/[\\w.-]+\\.jpg)$`));
const ids = (list: Array<{ id: number }>) => list.map((m) => m.id);

async function sqlIds(sql: string, params: unknown[] = []): Promise<number[]> {
  return (await api.db.query<{ id: number }>(sql, params)).rows.map((r) => r.id);
}

/** A shopper of its own, with a live token. */
async function newShopper(name: string): Promise<{ uid: number; token: string }> {
  const r = await api.db.query<{ id: number }>(`INSERT INTO app_user (email, nickname, user_type) VALUES ($1, $2, 'email') RETURNING id`, [
    `${name}@merchant.test`,
    name,
  ]);
  const uid = r.rows[0].id;
  return { uid, token: await issueToken(api.db, uid, 'local2') };
}

/** Runs `fn` with the merchant switched off (or deleted), then restores it. */
async function withMerchant(id: number, change: 'closed' | 'deleted', fn: () => Promise<void>): Promise<void> {
  const column = change === 'closed' ? 'is_switch = false' : 'is_del = true';
  await api.db.query(`UPDATE merchant SET ${column} WHERE id = $1`, [id]);
  try {
    await fn();
  } finally {
    await api.db.query('UPDATE merchant SET is_switch = true, is_del = false WHERE id = $1', [id]);
  }
}

describe('GET /api/front/merchant/street', () => {
  it('pages the open stores, recommended first, with a real total (the original never set it)', async () => {
    const expected = await sqlIds('SELECT id FROM merchant WHERE is_switch AND NOT is_del ORDER BY is_recommend DESC, sort DESC, id');
    expect(expected).toHaveLength(22);
    const r = await api.call('/api/front/merchant/street');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ total: 22, pageNum: 1, pageSize: 10, pages: 3, size: 10, hasNextPage: true });
    expect(ids(r.data.list)).toEqual(expected.slice(0, 10));
    const recommended = await sqlIds('SELECT id FROM merchant WHERE is_recommend');
    expect(recommended).toHaveLength(8);
    expect(ids(r.data.list).slice(0, 8).sort()).toEqual(recommended.sort());

    const third = await api.call('/api/front/merchant/street?page=3');
    expect(ids(third.data.list)).toEqual(expected.slice(20));
    expect(third.data).toMatchObject({ total: 22, isLastPage: true, hasNextPage: false });
  });

  it('answers each card with its avatar, pictures and three products on sale', async () => {
    const r = await api.call('/api/front/merchant/street?limit=22');
    expect(r.data.list).toHaveLength(22);
    for (const card of r.data.list) {
      expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
      absolute(card.avatar, 'merchants');
      absolute(card.backImage, 'merchants');
      absolute(card.streetBackImage, 'merchants');
      expect(card.starLevel).toBeGreaterThanOrEqual(1);
      expect(card.starLevel).toBeLessThanOrEqual(5);
      expect(card.proList).toHaveLength(3);
      for (const p of card.proList) {
        expect(Object.keys(p).sort()).toEqual(['ficti', 'id', 'image', 'price', 'sales', 'storeName']);
        expect(p.price).toMatch(MONEY);
        absolute(p.image, 'products');
      }
      const own = await sqlIds(
        `SELECT id FROM product WHERE mer_id = $1 AND is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off
          ORDER BY sort DESC, id DESC LIMIT 3`,
        [card.id],
      );
      expect(ids(card.proList)).toEqual(own);
    }
    const self = r.data.list.filter((m: { isSelf: boolean }) => m.isSelf).map((m: { name: string }) => m.name);
    expect(self.sort()).toEqual(['Mall Fresh Market', 'Mall Official Store', 'Mall Select']);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const r = await api.call('/api/front/merchant/street?page=4&limit=10');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ list: [], total: 22, pageNum: 4, size: 0, hasNextPage: false });
  });

  it('leaves out stores switched off or deleted', async () => {
    const [first] = ids((await api.call('/api/front/merchant/street?limit=1')).data.list);
    await withMerchant(first, 'closed', async () => {
      const r = await api.call('/api/front/merchant/street?limit=30');
      expect(r.data.total).toBe(21);
      expect(ids(r.data.list)).not.toContain(first);
    });
    await withMerchant(first, 'deleted', async () => {
      expect((await api.call('/api/front/merchant/street?limit=30')).data.total).toBe(21);
    });
  });

  it('validates the paging', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=abc']) {
      const r = await api.call(`/api/front/merchant/street?${query}`);
      expect(r).toMatchObject({ code: 400, data: null });
    }
  });
});

describe('GET /api/front/merchant/search/list', () => {
  const search = (query: string) => api.call(`/api/front/merchant/search/list?${query}`);
  const ORDER = 'ORDER BY star_level DESC, sort DESC, id';

  it('matches part of the name, any case, best rated first', async () => {
    const r = await search('keywords=mALL');
    const expected = await sqlIds(`SELECT id FROM merchant WHERE name ILIKE '%mall%' ${ORDER}`);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(ids(r.data.list)).toEqual(expected);
    expect(r.data.total).toBe(expected.length);
    expect(Object.keys(r.data.list[0]).sort()).toEqual(CARD_KEYS);
  });

  it('matches one of the keywords exactly (the original FIND_IN_SET), not a part of one', async () => {
    const exact = await search('keywords=Sneakers');
    const expected = await sqlIds(`SELECT id FROM merchant WHERE 'sneakers' = ANY(string_to_array(keywords, ',')) ${ORDER}`);
    expect(expected).toHaveLength(1);
    expect(ids(exact.data.list)).toEqual(expected);
    const name = (await api.db.query<{ name: string }>('SELECT name FROM merchant WHERE id = $1', [expected[0]])).rows[0].name;
    expect(name.toLowerCase()).not.toContain('sneakers');
    const part = await search('keywords=sneak');
    expect(part.data.total).toBe(0);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('keywords=%25')).data).toMatchObject({ total: 0, list: [] });
    expect((await search('keywords=_')).data.total).toBe(0);
  });

  it('filters by type, category and self-run; empty filters mean all', async () => {
    const all = await search('keywords=&typeId=&categoryId=&isSelf=&limit=99');
    expect(all.data.total).toBe(22);
    expect(ids(all.data.list)).toEqual(await sqlIds(`SELECT id FROM merchant ${ORDER}`));

    const byType = await search('typeId=2&limit=99');
    expect(ids(byType.data.list)).toEqual(await sqlIds(`SELECT id FROM merchant WHERE type_id = 2 ${ORDER}`));
    expect(byType.data.total).toBeGreaterThan(0);
    expect(byType.data.list.every((m: { typeId: number }) => m.typeId === 2)).toBe(true);

    const byCategory = await search('categoryId=3&limit=99');
    expect(ids(byCategory.data.list)).toEqual(await sqlIds(`SELECT id FROM merchant WHERE category_id = 3 ${ORDER}`));
    expect(byCategory.data.total).toBeGreaterThan(0);

    const both = await search('typeId=1&categoryId=2');
    expect(ids(both.data.list)).toEqual(await sqlIds(`SELECT id FROM merchant WHERE type_id = 1 AND category_id = 2 ${ORDER}`));

    expect((await search('isSelf=true')).data.total).toBe(3);
    expect((await search('isSelf=1')).data.total).toBe(3);
    expect((await search('isSelf=false')).data.total).toBe(19);
    expect((await search('isSelf=true&keywords=fresh')).data.list.map((m: { name: string }) => m.name)).toEqual(['Mall Fresh Market']);
  });

  it('pages, with an empty page past the end', async () => {
    const expected = await sqlIds(`SELECT id FROM merchant ${ORDER}`);
    const fifth = await search('limit=5&page=5');
    expect(ids(fifth.data.list)).toEqual(expected.slice(20));
    expect(fifth.data).toMatchObject({ total: 22, pages: 5, isLastPage: true });
    expect((await search('limit=5&page=6')).data).toMatchObject({ list: [], total: 22, pageNum: 6 });
  });

  it('leaves out stores switched off', async () => {
    await withMerchant(1, 'closed', async () => {
      expect(ids((await search('keywords=Mall Official')).data.list)).toEqual([]);
    });
  });

  it('refuses bad filters with a message naming the parameter', async () => {
    expect(await search('typeId=abc')).toMatchObject({ code: 400, message: 'The parameter “typeId” must be a positive whole number' });
    expect(await search('categoryId=-1')).toMatchObject({
      code: 400,
      message: 'The parameter “categoryId” must be a positive whole number',
    });
    expect(await search('isSelf=maybe')).toMatchObject({ code: 400, message: 'The parameter “isSelf” must be true or false' });
    expect(await search(`keywords=${'a'.repeat(101)}`)).toMatchObject({
      code: 400,
      message: 'The search text “keywords” must be at most 100 characters',
    });
    const fr = await api.call('/api/front/merchant/search/list?typeId=x', { lang: 'fr' });
    expect(fr).toMatchObject({ code: 400, message: 'Le paramètre « typeId » doit être un nombre entier positif' });
    expect((await search('limit=500')).code).toBe(400);
  });
});

describe('GET /api/front/merchant/index/info/{id}', () => {
  it('answers the store header, banner and contact with absolute pictures', async () => {
    const r = await api.call('/api/front/merchant/index/info/1');
    expect(r.code).toBe(200);
    const d = r.data;
    expect(Object.keys(d).sort()).toEqual([
      'avatar',
      'backImage',
      'categoryId',
      'followerCount',
      'id',
      'isCollect',
      'isSelf',
      'name',
      'pcBackImage',
      'pcBanner',
      'serviceEmail',
      'serviceLink',
      'serviceMessage',
      'servicePhone',
      'serviceType',
      'starLevel',
      'typeId',
    ]);
    const row = (await api.db.query<Record<string, unknown>>('SELECT * FROM merchant WHERE id = 1')).rows[0];
    expect(d).toMatchObject({
      id: 1,
      name: 'Mall Official Store',
      isSelf: true,
      starLevel: 5,
      isCollect: false,
      followerCount: 0,
      categoryId: row.category_id,
      typeId: row.type_id,
      serviceType: row.service_type,
      serviceLink: row.service_link,
      servicePhone: row.service_phone,
      serviceMessage: row.service_message,
      serviceEmail: row.service_email,
    });
    absolute(d.avatar, 'merchants');
    absolute(d.backImage, 'merchants');
    absolute(d.pcBackImage, 'merchants');
    expect(typeof d.pcBanner).toBe('string');
    const banners = JSON.parse(d.pcBanner);
    expect(banners).toHaveLength(3);
    for (const b of banners) absolute(b.sattDir, 'merchants');
    const picture = await fetch(banners[0].sattDir);
    expect(picture.status).toBe(200);
    await picture.arrayBuffer();
  });

  it('counts followers and tells the caller whether they follow', async () => {
    const ada = await newShopper('ada');
    const bob = await newShopper('bob');
    const info = async (token?: string) => (await api.call('/api/front/merchant/index/info/5', { token })).data;
    expect(await info(ada.token)).toMatchObject({ isCollect: false, followerCount: 0 });

    for (const shopper of [ada, bob]) {
      expect((await api.call('/api/front/collect/add/merchant/5', { method: 'POST', token: shopper.token })).code).toBe(200);
    }
    expect(await info(ada.token)).toMatchObject({ isCollect: true, followerCount: 2 });
    expect(await info()).toMatchObject({ isCollect: false, followerCount: 2 });
    expect(await info('not-a-live-token-0123456789')).toMatchObject({ isCollect: false, followerCount: 2 });

    expect((await api.call('/api/front/collect/cancel/merchant/5', { method: 'POST', token: ada.token })).code).toBe(200);
    expect(await info(ada.token)).toMatchObject({ isCollect: false, followerCount: 1 });
    expect(await info(bob.token)).toMatchObject({ isCollect: true, followerCount: 1 });
  });

  it('refuses a store switched off (code 500, as the original) and an unknown or deleted one (404)', async () => {
    await withMerchant(3, 'closed', async () => {
      expect(await api.call('/api/front/merchant/index/info/3')).toMatchObject({ code: 500, message: 'The store is not open', data: null });
      expect(await api.call('/api/front/merchant/index/info/3', { lang: 'zh-CN' })).toMatchObject({ code: 500, message: '店铺未开启' });
    });
    await withMerchant(3, 'deleted', async () => {
      expect(await api.call('/api/front/merchant/index/info/3')).toMatchObject({ code: 404, message: 'This store does not exist' });
    });
    expect(await api.call('/api/front/merchant/index/info/999999')).toMatchObject({ code: 404, message: 'This store does not exist' });
    expect(await api.call('/api/front/merchant/index/info/999999', { lang: 'th' })).toMatchObject({ code: 404, message: 'ไม่มีร้านค้านี้' });
  });

  it('validates the id', async () => {
    expect(await api.call('/api/front/merchant/index/info/abc')).toMatchObject({
      code: 400,
      message: 'The parameter “id” must be a positive whole number',
    });
    expect((await api.call('/api/front/merchant/index/info/0')).code).toBe(400);
  });
});

describe('GET /api/front/merchant/customer/service/info/{id}', () => {
  it('answers the store’s contact', async () => {
    const r = await api.call('/api/front/merchant/customer/service/info/2');
    const row = (await api.db.query<Record<string, string>>('SELECT * FROM merchant WHERE id = 2')).rows[0];
    expect(r).toMatchObject({ code: 200 });
    expect(r.data).toEqual({
      serviceType: row.service_type,
      serviceLink: row.service_link,
      servicePhone: row.service_phone,
      serviceMessage: row.service_message,
      serviceEmail: row.service_email,
    });
    expect(['H5', 'phone', 'message', 'email']).toContain(r.data.serviceType);
  });

  it('refuses closed and unknown stores and a bad id', async () => {
    await withMerchant(2, 'closed', async () => {
      expect((await api.call('/api/front/merchant/customer/service/info/2')).code).toBe(500);
    });
    expect((await api.call('/api/front/merchant/customer/service/info/424242')).code).toBe(404);
    expect((await api.call('/api/front/merchant/customer/service/info/x')).code).toBe(400);
  });
});

describe('qualification behind the picture challenge', () => {
  const captcha = async (merId: number) => {
    const r = await api.call<{ key: string; image: string }>(`/api/front/merchant/qualification/captcha/${merId}`);
    expect(r.code).toBe(200);
    return r.data;
  };
  const codeOf = async (key: string) => (await api.call<{ code: string }>(`/api/dev/merchant-captcha?key=${key}`)).data.code;
  const detail = (merId: number, key?: string, answer?: string, lang?: string) => {
    const q = new URLSearchParams();
    if (key !== undefined) q.set('captchaKey', key);
    if (answer !== undefined) q.set('captcha', answer);
    return api.call(`/api/front/merchant/detail/${merId}?${q}`, { lang });
  };
  const wrongAnswer = (code: string) => (code === 'AAAA' ? 'BBBB' : 'AAAA');

  it('draws 4 characters as strokes with noise, and keeps only a hash of the answer', async () => {
    const { key, image } = await captcha(4);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4 + 3);
    expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThanOrEqual(20);

    const row = (
      await api.db.query<{ code_hash: string; dev_code: string; mer_id: number; ttl: number }>(
        'SELECT code_hash, dev_code, mer_id, extract(epoch FROM expires_at - created_at)::int AS ttl FROM merchant_captcha WHERE key = $1',
        [key],
      )
    ).rows[0];
    expect(row.mer_id).toBe(4);
    expect(row.ttl).toBe(300);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.dev_code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(row.code_hash).not.toContain(row.dev_code.toLowerCase());
    expect(await codeOf(key)).toBe(row.dev_code);

    const another = await captcha(4);
    expect(another.key).not.toBe(key);
    expect(another.image).not.toBe(image);
  });

  it('answers the qualification to the right code in any case, once', async () => {
    const { key } = await captcha(6);
    const code = await codeOf(key);
    const r = await detail(6, key, code.toLowerCase());
    expect(r.code).toBe(200);
    const row = (await api.db.query<Record<string, string>>('SELECT * FROM merchant WHERE id = 6')).rows[0];
    expect(Object.keys(r.data).sort()).toEqual([
      'address',
      'collectNum',
      'createTime',
      'email',
      'id',
      'intro',
      'openingHours',
      'phone',
      'qualificationPicture',
      'realName',
    ]);
    expect(r.data).toMatchObject({
      id: 6,
      realName: row.real_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      intro: row.intro,
      openingHours: row.opening_hours,
      collectNum: 0,
    });
    expect(r.data.realName).not.toBe('');
    expect(r.data.openingHours).not.toBe('');
    expect(r.data.createTime).toMatch(DATE);
    const pictures = JSON.parse(r.data.qualificationPicture);
    expect(pictures).toHaveLength(2);
    for (const p of pictures) absolute(p, 'merchants');

    const reused = await detail(6, key, code);
    expect(reused).toMatchObject({
      code: 400,
      data: null,
      message: 'The verification code has expired or was already used; please get a new picture',
    });
    expect((await api.call(`/api/dev/merchant-captcha?key=${key}`)).code).toBe(404);
  });

  it('uses the picture up on a wrong answer', async () => {
    const { key } = await captcha(6);
    const code = await codeOf(key);
    expect(await detail(6, key, wrongAnswer(code))).toMatchObject({
      code: 400,
      data: null,
      message: 'The verification code is incorrect; please enter the code of the new picture',
    });
    expect((await detail(6, key, code)).code).toBe(400);
    const zh = await captcha(6);
    expect(await detail(6, zh.key, wrongAnswer(await codeOf(zh.key)), 'zh-CN')).toMatchObject({
      code: 400,
      message: '验证码错误，请输入新图片中的验证码',
    });
  });

  it('refuses an expired picture, one drawn for another store, and an unknown key', async () => {
    const old = await captcha(7);
    const oldCode = await codeOf(old.key);
    await api.db.query(`UPDATE merchant_captcha SET expires_at = now() - interval '1 second' WHERE key = $1`, [old.key]);
    expect(await detail(7, old.key, oldCode)).toMatchObject({
      code: 400,
      message: 'The verification code has expired or was already used; please get a new picture',
    });

    const other = await captcha(8);
    expect((await detail(7, other.key, await codeOf(other.key))).code).toBe(400);
    expect((await detail(7, 'f'.repeat(32), 'ABCD')).code).toBe(400);
  });

  it('asks for the code when it is missing or malformed', async () => {
    const { key } = await captcha(9);
    const required = 'Please enter the verification code shown in the picture';
    expect(await detail(9)).toMatchObject({ code: 400, message: required, data: null });
    expect(await detail(9, key)).toMatchObject({ code: 400, message: required });
    expect(await detail(9, undefined, 'ABCD')).toMatchObject({ code: 400, message: required });
    expect(await detail(9, key, 'AB')).toMatchObject({
      code: 400,
      message: 'The verification code is the 4 letters or digits in the picture',
    });
    expect(await detail(9, key, 'AB!D')).toMatchObject({ code: 400 });
    expect((await detail(9, 'not-a-key', 'ABCD')).code).toBe(400);
    // None of these used the picture up.
    expect((await detail(9, key, await codeOf(key))).code).toBe(200);
  });

  it('counts the followers as collectNum', async () => {
    const cy = await newShopper('cy');
    await api.db.query('INSERT INTO user_follow_merchant (uid, mer_id) VALUES ($1, 10), ($2, 10)', [cy.uid, demoUid]);
    const { key } = await captcha(10);
    expect((await detail(10, key, await codeOf(key))).data.collectNum).toBe(2);
  });

  it('refuses closed and unknown stores', async () => {
    const { key } = await captcha(11);
    const code = await codeOf(key);
    await withMerchant(11, 'closed', async () => {
      expect((await api.call('/api/front/merchant/qualification/captcha/11')).code).toBe(500);
      expect(await detail(11, key, code)).toMatchObject({ code: 500, message: 'The store is not open' });
    });
    expect((await api.call('/api/front/merchant/qualification/captcha/999999')).code).toBe(404);
    expect((await detail(999999, key, code)).code).toBe(404);
    expect((await api.call('/api/front/merchant/qualification/captcha/zz')).code).toBe(400);
  });
});

describe('GET /api/front/product/merchant/pro/list', () => {
  const list = (query: string) => api.call(`/api/front/product/merchant/pro/list?${query}`);
  const ON_SHELF = 'is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off';

  it('lists the store’s products on sale by rank, newest first, with the former price', async () => {
    const expected = await sqlIds(`SELECT id FROM product WHERE mer_id = 4 AND ${ON_SHELF} ORDER BY rank DESC, id DESC`);
    expect(expected.length).toBeGreaterThan(8);
    const r = await list('merId=4&page=1&limit=8');
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(expected.length);
    expect(ids(r.data.list)).toEqual(expected.slice(0, 8));
    const p = r.data.list[0];
    expect(Object.keys(p).sort()).toEqual(['ficti', 'id', 'image', 'otPrice', 'price', 'sales', 'stock', 'storeName', 'unitName']);
    expect(p.price).toMatch(MONEY);
    expect(p.otPrice).toMatch(MONEY);
    expect(Number(p.otPrice)).toBeGreaterThan(0);
    absolute(p.image, 'products');

    const last = Math.ceil(expected.length / 8);
    expect(ids((await list(`merId=4&limit=8&page=${last}`)).data.list)).toEqual(expected.slice((last - 1) * 8));
    expect((await list(`merId=4&limit=8&page=${last + 1}`)).data).toMatchObject({ list: [], total: expected.length });
  });

  it('leaves out products off the shelf', async () => {
    const before = (await list('merId=4')).data.total;
    const [first] = await sqlIds(`SELECT id FROM product WHERE mer_id = 4 AND ${ON_SHELF} ORDER BY id LIMIT 1`);
    await api.db.query('UPDATE product SET is_show = false WHERE id = $1', [first]);
    try {
      const r = await list('merId=4&limit=100');
      expect(r.data.total).toBe(before - 1);
      expect(ids(r.data.list)).not.toContain(first);
    } finally {
      await api.db.query('UPDATE product SET is_show = true WHERE id = $1', [first]);
    }
  });

  it('filters by a store category with its sub-categories', async () => {
    const top = (
      await api.db.query<{ id: number }>(
        `SELECT c.id FROM merchant_product_category c WHERE c.mer_id = 4 AND c.pid = 0
        AND EXISTS (SELECT 1 FROM merchant_product_category s WHERE s.pid = c.id) ORDER BY c.id LIMIT 1`,
      )
    ).rows[0].id;
    const expected = await sqlIds(
      `SELECT id FROM product WHERE mer_id = 4 AND ${ON_SHELF}
          AND mer_category_id IN (SELECT id FROM merchant_product_category WHERE id = $1 OR pid = $1)
        ORDER BY rank DESC, id DESC`,
      [top],
    );
    expect(expected.length).toBeGreaterThan(0);
    const r = await list(`merId=4&cid=${top}&limit=100`);
    expect(ids(r.data.list)).toEqual(expected);

    const leaf = (
      await api.db.query<{ id: number }>(
        'SELECT mer_category_id AS id FROM product WHERE mer_id = 4 AND mer_category_id IS NOT NULL ORDER BY id LIMIT 1',
      )
    ).rows[0].id;
    const leafIds = await sqlIds(`SELECT id FROM product WHERE mer_category_id = $1 AND ${ON_SHELF} ORDER BY rank DESC, id DESC`, [leaf]);
    expect(ids((await list(`merId=4&cid=${leaf}&limit=100`)).data.list)).toEqual(leafIds);

    const foreign = (await api.db.query<{ id: number }>('SELECT id FROM merchant_product_category WHERE mer_id = 5 LIMIT 1')).rows[0].id;
    expect((await list(`merId=4&cid=${foreign}`)).data).toMatchObject({ total: 0, list: [] });
    expect((await list('merId=4&cid=')).data.total).toBe((await list('merId=4')).data.total);
  });

  it('searches the store by keyword', async () => {
    const name = (
      await api.db.query<{ store_name: string }>(`SELECT store_name FROM product WHERE mer_id = 4 AND ${ON_SHELF} ORDER BY id LIMIT 1`)
    ).rows[0].store_name;
    const word = name.split(' ').at(-1)!;
    const expected = await sqlIds(
      `SELECT id FROM product WHERE mer_id = 4 AND ${ON_SHELF} AND (store_name ILIKE $1 OR keyword ILIKE $1) ORDER BY rank DESC, id DESC`,
      [`%${word}%`],
    );
    const r = await list(`merId=4&keyword=${encodeURIComponent(word.toUpperCase())}&limit=100`);
    expect(ids(r.data.list)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect((await list('merId=4&keyword=zzzz-no-such-thing')).data.total).toBe(0);
  });

  it('sorts by price and by sales, both ways (sales first when both are given)', async () => {
    const prices = (r: { data: { list: Array<{ price: string }> } }) => r.data.list.map((p) => Number(p.price));
    const sold = (r: { data: { list: Array<{ sales: number; ficti: number }> } }) => r.data.list.map((p) => p.sales + p.ficti);
    const asc = prices(await list('merId=4&priceOrder=asc&limit=100'));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices(await list('merId=4&priceOrder=desc&limit=100'));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(asc[asc.length - 1]);

    const most = sold(await list('merId=4&salesOrder=desc&priceOrder=asc&limit=100'));
    expect(most).toEqual([...most].sort((a, b) => b - a));
    const least = sold(await list('merId=4&salesOrder=asc&limit=100'));
    expect(least).toEqual([...least].sort((a, b) => a - b));
    expect((await list('merId=4&priceOrder=&salesOrder=')).code).toBe(200);
  });

  it('filters by a price range', async () => {
    const r = await list('merId=4&minPrice=20&maxPrice=80.5&limit=100');
    const expected = await sqlIds(
      `SELECT id FROM product WHERE mer_id = 4 AND ${ON_SHELF} AND price BETWEEN 20 AND 80.5 ORDER BY rank DESC, id DESC`,
    );
    expect(ids(r.data.list)).toEqual(expected);
    expect(r.data.list.every((p: { price: string }) => Number(p.price) >= 20 && Number(p.price) <= 80.5)).toBe(true);
    expect(await list('merId=4&minPrice=80&maxPrice=20')).toMatchObject({
      code: 400,
      message: 'The lowest price cannot be higher than the highest price',
    });
    expect((await list('merId=4&minPrice=&maxPrice=')).data.total).toBe((await list('merId=4')).data.total);
  });

  it('validates every input', async () => {
    expect(await list('page=1')).toMatchObject({ code: 400, message: 'The field “merId” is required' });
    expect(await list('merId=abc')).toMatchObject({ code: 400, message: 'The parameter “merId” must be a positive whole number' });
    expect(await list('merId=4&cid=x')).toMatchObject({ code: 400, message: 'The parameter “cid” must be a positive whole number' });
    expect(await list('merId=4&minPrice=cheap')).toMatchObject({
      code: 400,
      message: 'The price “minPrice” must be an amount with at most two decimals',
    });
    expect(await list('merId=4&maxPrice=1.234')).toMatchObject({ code: 400 });
    expect(await list('merId=4&priceOrder=up')).toMatchObject({ code: 400, message: 'The sort “priceOrder” must be asc, desc or empty' });
    expect(await list('merId=4&salesOrder=DESC')).toMatchObject({ code: 400 });
    expect(await list(`merId=4&keyword=${'k'.repeat(101)}`)).toMatchObject({ code: 400 });
    expect((await list('merId=4&limit=1000')).code).toBe(400);
  });

  it('refuses closed and unknown stores', async () => {
    await withMerchant(4, 'closed', async () => {
      expect(await list('merId=4')).toMatchObject({ code: 500, message: 'The store is not open' });
      // A page past the end carries no gate of its own: the gate is read alone.
      expect(await list('merId=4&page=50&limit=12')).toMatchObject({ code: 500, message: 'The store is not open', data: null });
    });
    // A deleted store whose products are still on the shelf: its page's rows carry a gate of null.
    await withMerchant(4, 'deleted', async () => {
      expect(await list('merId=4&salesOrder=desc')).toMatchObject({ code: 404, message: 'This store does not exist', data: null });
    });
    expect(await list('merId=999999')).toMatchObject({ code: 404, message: 'This store does not exist' });
  });
});

describe('GET /api/front/product/merchant/{merId}/category/list', () => {
  it('answers the store’s own shown categories as a tree', async () => {
    const r = await api.call('/api/front/product/merchant/4/category/list');
    expect(r.code).toBe(200);
    const rows = (
      await api.db.query<{ id: number; pid: number }>(
        'SELECT id, pid FROM merchant_product_category WHERE mer_id = 4 AND is_show ORDER BY sort DESC, id',
      )
    ).rows;
    expect(ids(r.data)).toEqual(rows.filter((c) => c.pid === 0).map((c) => c.id));
    for (const top of r.data) {
      expect(Object.keys(top).sort()).toEqual(['childList', 'icon', 'id', 'isShow', 'level', 'name', 'pid', 'sort']);
      expect(top).toMatchObject({ pid: 0, level: 1, isShow: true });
      expect(ids(top.childList)).toEqual(rows.filter((c) => c.pid === top.id).map((c) => c.id));
      for (const child of top.childList) expect(child).toMatchObject({ pid: top.id, level: 2, childList: [] });
    }
    expect(r.data.some((top: { childList: unknown[] }) => top.childList.length > 0)).toBe(true);
  });

  it('hides hidden categories', async () => {
    const first = (await api.call('/api/front/product/merchant/4/category/list')).data[0];
    await api.db.query('UPDATE merchant_product_category SET is_show = false WHERE id = $1', [first.id]);
    try {
      expect(ids((await api.call('/api/front/product/merchant/4/category/list')).data)).not.toContain(first.id);
    } finally {
      await api.db.query('UPDATE merchant_product_category SET is_show = true WHERE id = $1', [first.id]);
    }
  });

  it('refuses closed and unknown stores and a bad id', async () => {
    await withMerchant(4, 'closed', async () => {
      expect((await api.call('/api/front/product/merchant/4/category/list')).code).toBe(500);
    });
    expect((await api.call('/api/front/product/merchant/999999/category/list')).code).toBe(404);
    expect((await api.call('/api/front/product/merchant/four/category/list')).code).toBe(400);
  });
});

describe('GET /api/front/collect/merchant/list', () => {
  it('needs a signed-in shopper', async () => {
    expect(await api.call('/api/front/collect/merchant/list')).toMatchObject({ code: 401, data: null });
  });

  it('lists a store followed through the follow endpoint', async () => {
    const gus = await newShopper('gus');
    expect((await api.call('/api/front/collect/add/merchant/15', { method: 'POST', token: gus.token })).code).toBe(200);
    const r = await api.call('/api/front/collect/merchant/list', { token: gus.token });
    expect(r.data).toMatchObject({ total: 1, list: [{ uid: gus.uid, merId: 15 }] });
    expect((await api.call('/api/front/collect/cancel/merchant/15', { method: 'POST', token: gus.token })).code).toBe(200);
    expect((await api.call('/api/front/collect/merchant/list', { token: gus.token })).data).toMatchObject({ total: 0, list: [] });
  });

  it('pages the followed stores, most recent first', async () => {
    // Rows inserted directly, to give each follow its own time.
    const dee = await newShopper('dee');
    await api.db.query(
      `INSERT INTO user_follow_merchant (uid, mer_id, created_at)
       VALUES ($1, 12, now() - interval '3 days'), ($1, 13, now() - interval '1 day'), ($1, 14, now() - interval '2 days')`,
      [dee.uid],
    );
    const r = await api.call('/api/front/collect/merchant/list', { token: dee.token });
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(3);
    expect(r.data.list.map((f: { merId: number }) => f.merId)).toEqual([13, 14, 12]);
    const name = (await api.db.query<{ name: string }>('SELECT name FROM merchant WHERE id = 13')).rows[0].name;
    expect(r.data.list[0]).toEqual({
      uid: dee.uid,
      merId: 13,
      merName: name,
      merAvatar: expect.any(String),
      createTime: expect.stringMatching(DATE),
    });
    absolute(r.data.list[0].merAvatar, 'merchants');

    const second = await api.call('/api/front/collect/merchant/list?page=2&limit=2', { token: dee.token });
    expect(second.data).toMatchObject({ total: 3, pageNum: 2, pages: 2 });
    expect(second.data.list.map((f: { merId: number }) => f.merId)).toEqual([12]);
    expect((await api.call('/api/front/collect/merchant/list?page=3&limit=2', { token: dee.token })).data).toMatchObject({
      list: [],
      total: 3,
    });

    await withMerchant(14, 'deleted', async () => {
      const without = await api.call('/api/front/collect/merchant/list', { token: dee.token });
      expect(without.data.list.map((f: { merId: number }) => f.merId)).toEqual([13, 12]);
    });
    // Another shopper sees only their own.
    const eve = await newShopper('eve');
    expect((await api.call('/api/front/collect/merchant/list', { token: eve.token })).data).toMatchObject({ total: 0, list: [] });
  });

  it('validates the paging', async () => {
    const { token } = await newShopper('fay');
    expect((await api.call('/api/front/collect/merchant/list?limit=0', { token })).code).toBe(400);
    expect((await api.call('/api/front/collect/merchant/list?page=x', { token })).code).toBe(400);
  });
});

describe('GET /api/dev/merchant-captcha', () => {
  it('validates the key and answers 404 for an unknown one', async () => {
    expect((await api.call('/api/dev/merchant-captcha')).code).toBe(400);
    expect((await api.call('/api/dev/merchant-captcha?key=xyz')).code).toBe(400);
    expect((await api.call(`/api/dev/merchant-captcha?key=${'0'.repeat(32)}`)).code).toBe(404);
  });

  it('does not exist outside development mode, where no code is kept', async () => {
    const prod = await startApi({ devMode: false });
    try {
      const { data } = await prod.call<{ key: string }>('/api/front/merchant/qualification/captcha/1');
      expect(data.key).toMatch(/^[0-9a-f]{32}$/);
      const row = (await prod.db.query<{ dev_code: string | null }>('SELECT dev_code FROM merchant_captcha WHERE key = $1', [data.key]))
        .rows[0];
      expect(row.dev_code).toBeNull();
      const r = await prod.call(`/api/dev/merchant-captcha?key=${data.key}`);
      expect(r.status).toBe(404);
      expect(r.code).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
