import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { picturePaths } from '../../../src/services/upload/picture-variants';
import { startApi, type TestApi } from '../../helper';
import { seedIfEmpty } from '../../../src/seed';
import { issueToken } from '../../../src/services/auth/tokens';
import { migrate } from '../../../src/infra/migrate';

let api: TestApi;
let demoUid: number;

beforeAll(async () => {
  api = await startApi();
  // A server whose media folder was lost: the start path (seedIfEmpty) keeps the data and draws the pictures again.
  rmSync(join(api.config.mediaDir, 'products'), { recursive: true, force: true });
  expect(existsSync(join(api.config.mediaDir, 'products'))).toBe(false);
  expect(await seedIfEmpty(api.db, api.config)).toBe(false);
  demoUid = (await api.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = 'demo@mall.test'")).rows[0].id;
}, 60_000);
afterAll(() => api?.close());

// Seed pictures are drawings (SVG) or, for the home banners, photos (JPEG, docs/pictures.md).
const absolute = (url: string, folder: string) =>
  expect(url).toMatch(new RegExp(`^${api.url}/media/(${folder}/[\\w.-]+\\.svg|photos/v1/[\\w.-]+\\.jpg)$`));

describe('GET /api/pc/home/index', () => {
  it('answers the PC home data with absolute pictures and the platform service settings', async () => {
    const r = await api.call('/api/pc/home/index');
    expect(r.code).toBe(200);
    expect(r.message).toBe('Success');
    const d = r.data;
    expect(Object.keys(d).sort()).toEqual([
      'banner',
      'bastBanner',
      'chat',
      'consumerEmail',
      'consumerH5Url',
      'consumerHotline',
      'consumerHours',
      'consumerMessage',
      'consumerType',
      'logoUrl',
      'mobileMallUrl',
      'recommendImage',
      'shopPayCurrency',
      'shopStreetHeaderImag',
      'siteAddress',
      'siteCopyrightOwner',
      'siteRegistrationNo',
    ]);
    // No chat engine configured (CHATWOOT_*): the storefront uses consumerType (chat-identity.test.ts has one).
    expect(d.chat).toBeNull();
    expect(d.banner.length).toBeGreaterThanOrEqual(3);
    for (const b of d.banner) {
      expect(Object.keys(b).sort()).toEqual(['id', 'pic']);
      absolute(b.pic, 'banners');
    }
    expect(d.bastBanner.length).toBeGreaterThanOrEqual(2);
    for (const b of d.bastBanner) {
      expect(Object.keys(b).sort()).toEqual(['id', 'name', 'pic', 'url']);
      expect(b.name).not.toBe('');
      expect(b.url).toMatch(/^\/goods\//);
      absolute(b.pic, 'banners');
    }
    expect(d.logoUrl).toBe(`${api.url}/media/brand/logo.svg`);
    absolute(d.recommendImage, 'brand');
    absolute(d.shopStreetHeaderImag, 'brand');
    expect(JSON.parse(d.shopPayCurrency)).toEqual({ country: 'United States', currency: 'US dollar', symbol: '$', ID: '256' });
    expect(['h5', 'hotline', 'message', 'email']).toContain(d.consumerType);
    expect(d.consumerEmail).toBe('service@mall.test');
    expect(d.consumerHotline).not.toBe('');
    expect(d.consumerH5Url).toMatch(/^https:\/\//);
    expect(d.consumerMessage).toMatch(/^https:\/\//);
    // Ours: the hours, in the request's language.
    expect(d.consumerHours).toBe('Every day, 9:00–21:00 (UTC+8)');
    expect((await api.call('/api/pc/home/index', { lang: 'fr' })).data.consumerHours).toBe('Tous les jours, 9 h – 21 h (UTC+8)');
  });

  it("answers the operator's site details as entered, the same in every language", async () => {
    const details = {
      siteAddress: '18 Commerce Avenue, Gaoxin District, Xi’an, Shaanxi 710075, China',
      siteRegistrationNo: 'ICP 14011498-3',
      siteCopyrightOwner: 'Mall Trading Co., Ltd.',
      mobileMallUrl: 'https://m.mall.test/',
    };
    expect((await api.call('/api/pc/home/index')).data).toMatchObject(details);
    // The operator's text is not translated: a Thai or Chinese shopper reads what the operator entered.
    expect((await api.call('/api/pc/home/index', { lang: 'th' })).data).toMatchObject(details);
    expect((await api.call('/api/pc/home/index', { lang: 'zh-CN' })).data).toMatchObject(details);
  });

  it('follows what the operator stores, and answers an empty string for a detail that is not set', async () => {
    const saved = await api.db.query<{ key: string; value: string }>(
      "SELECT key, value FROM system_config WHERE key IN ('site_company_address', 'site_registration_no', 'site_copyright_owner', 'mobile_mall_url')",
    );
    expect(saved.rows).toHaveLength(4);
    try {
      await api.db.query("UPDATE system_config SET value = '  Bangkok Mall Co., Ltd.  ' WHERE key = 'site_copyright_owner'");
      await api.db.query("UPDATE system_config SET value = '' WHERE key = 'site_registration_no'");
      await api.db.query("DELETE FROM system_config WHERE key IN ('site_company_address', 'mobile_mall_url')");
      const { data } = await api.call('/api/pc/home/index');
      expect(data).toMatchObject({
        siteAddress: '',
        siteRegistrationNo: '',
        siteCopyrightOwner: 'Bangkok Mall Co., Ltd.',
        mobileMallUrl: '',
      });
      // The customer-service H5 link stays what it was: the storefront's fallback for the mobile mall.
      expect(data.consumerH5Url).toBe('https://m.mall.test/service');
    } finally {
      for (const { key, value } of saved.rows) {
        await api.db.query('INSERT INTO system_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [
          key,
          value,
        ]);
      }
    }
  });

  it('serves the pictures it points at, and the logo is the red wordmark', async () => {
    const { data } = await api.call('/api/pc/home/index');
    for (const url of [data.logoUrl, data.banner[0].pic, data.bastBanner[0].pic, data.shopStreetHeaderImag, data.recommendImage]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(url === data.banner[0].pic ? /^image\/jpeg$/ : /^image\/svg\+xml/);
      await res.arrayBuffer();
    }
    const logo = await (await fetch(data.logoUrl)).text();
    expect(logo).toContain('#e93323');
    expect(logo).toContain('>Mall</text>');
  });
});

describe('the site details in an existing database (migration 010)', () => {
  const KEYS = ['mobile_mall_url', 'site_company_address', 'site_copyright_owner', 'site_registration_no'];
  const stored = async () =>
    (
      await api.db.query<{ key: string; value: string }>('SELECT key, value FROM system_config WHERE key = ANY($1::text[]) ORDER BY key', [
        KEYS,
      ])
    ).rows;

  it("adds the demo mall's details to a database that has its settings, keeping what an operator already set", async () => {
    const before = await stored();
    // A database from before 010, whose operator had already stored their own copyright owner.
    await api.db.query("DELETE FROM system_config WHERE key = ANY($1::text[]) AND key <> 'site_copyright_owner'", [KEYS]);
    await api.db.query("UPDATE system_config SET value = 'Chiang Mai Traders' WHERE key = 'site_copyright_owner'");
    await api.db.query('DELETE FROM schema_migration WHERE version = 10');
    try {
      expect(await migrate(api.db)).toEqual(['010.do.site-details.sql']);
      expect(await stored()).toEqual([
        { key: 'mobile_mall_url', value: 'https://m.mall.test/' },
        { key: 'site_company_address', value: '18 Commerce Avenue, Gaoxin District, Xi’an, Shaanxi 710075, China' },
        { key: 'site_copyright_owner', value: 'Chiang Mai Traders' },
        { key: 'site_registration_no', value: 'ICP 14011498-3' },
      ]);
      const { data } = await api.call('/api/pc/home/index');
      expect(data).toMatchObject({
        siteCopyrightOwner: 'Chiang Mai Traders',
        mobileMallUrl: 'https://m.mall.test/',
        siteRegistrationNo: 'ICP 14011498-3',
      });
    } finally {
      for (const { key, value } of before) await api.db.query('UPDATE system_config SET value = $2 WHERE key = $1', [key, value]);
    }
  });

  it('writes nothing into a database without settings (the seed fills it after the migrations)', async () => {
    const settings = await api.db.query<{ key: string; value: string }>('SELECT key, value FROM system_config ORDER BY key');
    await api.db.query('DELETE FROM system_config');
    await api.db.query('DELETE FROM schema_migration WHERE version = 10');
    try {
      expect(await migrate(api.db)).toEqual(['010.do.site-details.sql']);
      expect((await api.db.query('SELECT key FROM system_config')).rows).toEqual([]);
    } finally {
      for (const { key, value } of settings.rows)
        await api.db.query('INSERT INTO system_config (key, value) VALUES ($1, $2)', [key, value]);
    }
    expect(await stored()).toHaveLength(4);
  });
});

describe('GET /api/front/search/keyword', () => {
  it('lists the hot keywords by sort as {id, title}', async () => {
    const r = await api.call('/api/front/search/keyword');
    expect(r.code).toBe(200);
    expect(r.data.length).toBeGreaterThanOrEqual(8);
    for (const k of r.data) expect(Object.keys(k).sort()).toEqual(['id', 'title']);
    const sorted = await api.db.query<{ title: string }>('SELECT title FROM hot_keyword ORDER BY sort DESC, id');
    expect(r.data.map((k: { title: string }) => k.title)).toEqual(sorted.rows.map((k) => k.title));
    expect(r.data[0].title).toBe('T-Shirt');
  });
});

describe('GET /api/front/product/category', () => {
  it('answers the three-level tree of shown categories', async () => {
    const r = await api.call('/api/front/product/category');
    expect(r.code).toBe(200);
    const tree = r.data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual([
      'Fashion',
      'Electronics',
      'Home & Living',
      'Beauty',
      'Sports & Outdoors',
      'Food & Grocery',
      'Toys & Kids',
      'Books & Stationery',
    ]);
    let leaves = 0;
    for (const top of tree) {
      expect(Object.keys(top).sort()).toEqual(['childList', 'icon', 'id', 'isShow', 'level', 'name', 'pid', 'sort']);
      expect(top).toMatchObject({ pid: 0, level: 1, isShow: true });
      absolute(top.icon, 'categories');
      expect(top.childList.length).toBeGreaterThanOrEqual(3);
      expect(top.childList.length).toBeLessThanOrEqual(4);
      for (const second of top.childList) {
        expect(second).toMatchObject({ pid: top.id, level: 2, isShow: true });
        expect(second.childList.length).toBeGreaterThanOrEqual(2);
        for (const leaf of second.childList) {
          expect(leaf).toMatchObject({ pid: second.id, level: 3, isShow: true, childList: [] });
          absolute(leaf.icon, 'categories');
          leaves++;
        }
        const sorts = second.childList.map((c: { sort: number }) => c.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
      }
    }
    expect(leaves).toBeGreaterThan(90);
    expect(JSON.stringify(tree)).not.toContain('Seasonal Specials');
  });

  it('leaves out a hidden category with everything under it', async () => {
    const electronics = (await api.db.query<{ id: number }>("SELECT id FROM category WHERE name = 'Audio'")).rows[0].id;
    await api.db.query('UPDATE category SET is_show = FALSE WHERE id = $1', [electronics]);
    try {
      const r = await api.call('/api/front/product/category');
      const text = JSON.stringify(r.data);
      expect(text).not.toContain('"Audio"');
      expect(text).not.toContain('"Headphones"');
    } finally {
      await api.db.query('UPDATE category SET is_show = TRUE WHERE id = $1', [electronics]);
    }
  });
});

describe('merchant types and categories', () => {
  const stamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

  it('GET /api/front/merchant/all/type/list answers every type with its requirement text', async () => {
    const r = await api.call('/api/front/merchant/all/type/list');
    expect(r.code).toBe(200);
    expect(r.data.length).toBeGreaterThanOrEqual(3);
    for (const t of r.data) {
      expect(Object.keys(t).sort()).toEqual(['createTime', 'id', 'info', 'isDel', 'name', 'updateTime']);
      expect(t.info.length).toBeGreaterThan(40);
      expect(t.isDel).toBe(false);
      expect(t.createTime).toMatch(stamp);
      expect(t.updateTime).toMatch(stamp);
    }
    expect(r.data.map((t: { name: string }) => t.name)).toContain('Flagship Store');
  });

  it('GET /api/front/merchant/all/category/list answers every category with its handling fee', async () => {
    const r = await api.call('/api/front/merchant/all/category/list');
    expect(r.code).toBe(200);
    expect(r.data.length).toBeGreaterThanOrEqual(6);
    for (const c of r.data) {
      expect(Object.keys(c).sort()).toEqual(['createTime', 'handlingFee', 'id', 'isDel', 'name', 'updateTime']);
      expect(Number.isInteger(c.handlingFee)).toBe(true);
      expect(c.handlingFee).toBeGreaterThan(0);
      expect(c.createTime).toMatch(stamp);
    }
  });

  it('leaves out deleted types', async () => {
    await api.db.query("UPDATE merchant_type SET is_del = TRUE WHERE name = 'Independent Maker'");
    try {
      const r = await api.call('/api/front/merchant/all/type/list');
      expect(r.data.map((t: { name: string }) => t.name)).not.toContain('Independent Maker');
    } finally {
      await api.db.query("UPDATE merchant_type SET is_del = FALSE WHERE name = 'Independent Maker'");
    }
  });
});

describe('GET /api/front/cart/count', () => {
  it('needs a signed-in shopper', async () => {
    const r = await api.call('/api/front/cart/count?numType=true&type=total');
    expect(r.status).toBe(200);
    expect(r).toMatchObject({ code: 401, message: 'Please log in', data: null });
    const stale = await api.call('/api/front/cart/count?numType=true&type=total', { token: 'f'.repeat(64) });
    expect(stale.code).toBe(401);
  });

  it('counts valid and invalid lines, and their quantities', async () => {
    const token = await issueToken(api.db, demoUid, 'email');
    const count = async (numType: boolean, type: string) => {
      const r = await api.call(`/api/front/cart/count?numType=${numType}&type=${type}`, { token });
      expect(r.code).toBe(200);
      expect(Object.keys(r.data)).toEqual(['count']);
      return r.data.count as number;
    };
    expect(await count(true, 'total')).toBe(0);
    expect(await count(false, 'sum')).toBe(0);

    const inStock = await api.db.query<{ id: number; product_id: number; mer_id: number }>(
      `SELECT s.id, s.product_id, p.mer_id FROM product_sku s JOIN product p ON p.id = s.product_id
        WHERE s.stock > 0 ORDER BY s.id LIMIT 4`,
    );
    const soldOut = await api.db.query<{ id: number; product_id: number; mer_id: number }>(
      `SELECT s.id, s.product_id, p.mer_id FROM product_sku s JOIN product p ON p.id = s.product_id
        WHERE s.stock = 0 ORDER BY s.id LIMIT 1`,
    );
    const [a, b, c, offShelf] = inStock.rows;
    const lines: Array<[{ id: number; product_id: number; mer_id: number }, number]> = [
      [a, 2],
      [b, 1],
      [c, 5],
      [offShelf, 3],
      [soldOut.rows[0], 4],
    ];
    for (const [sku, n] of lines) {
      await api.db.query('INSERT INTO cart (uid, mer_id, product_id, sku_id, cart_num) VALUES ($1, $2, $3, $4, $5)', [
        demoUid,
        sku.mer_id,
        sku.product_id,
        sku.id,
        n,
      ]);
    }
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [offShelf.product_id]);
    // Someone else's cart is not counted.
    const other = await api.db.query<{ id: number }>(
      "INSERT INTO app_user (email, nickname, user_type) VALUES ('other@mall.test', 'Other', 'email') RETURNING id",
    );
    await api.db.query('INSERT INTO cart (uid, mer_id, product_id, sku_id, cart_num) VALUES ($1, $2, $3, $4, 9)', [
      other.rows[0].id,
      a.mer_id,
      a.product_id,
      a.id,
    ]);
    try {
      expect(await count(true, 'total')).toBe(3);
      expect(await count(true, 'sum')).toBe(8);
      expect(await count(false, 'total')).toBe(2);
      expect(await count(false, 'sum')).toBe(7);
    } finally {
      await api.db.query('UPDATE product SET is_show = TRUE WHERE id = $1', [offShelf.product_id]);
      await api.db.query('DELETE FROM cart');
    }
  });

  it('answers 400 for a bad or missing numType or type', async () => {
    const token = await issueToken(api.db, demoUid, 'email');
    for (const query of ['numType=maybe&type=total', 'numType=true&type=all', 'type=total', 'numType=true']) {
      const r = await api.call(`/api/front/cart/count?${query}`, { token });
      expect(r.status).toBe(200);
      expect(r.code).toBe(400);
      expect(r.data).toBeNull();
      expect(r.message).toMatch(/numType|type/);
    }
  });
});

describe('pictures', () => {
  it('serves every product picture as a photo-weight JPEG with its size variants, cached as immutable', async () => {
    const p = await api.db.query<{ image: string; slider_image: string }>('SELECT image, slider_image FROM product ORDER BY id LIMIT 1');
    const { image, slider_image: slider } = p.rows[0];
    expect(image).toMatch(/^\/media\/photos\/v1\/product-\d{2}\.jpg$/);
    const res = await fetch(`${api.url}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A 1,200 px photo's weight, not a 1 KB drawing.
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.length).toBeGreaterThan(100_000);
    for (const path of JSON.parse(slider) as string[]) {
      for (const file of picturePaths(path)) {
        const variant = await fetch(`${api.url}${file}`);
        expect([file, variant.status]).toEqual([file, 200]);
        // Read to the end: a response left half-read keeps its connection busy, and the server's close then waits
        // for the keep-alive timeout (72 s) before the file's afterAll can finish.
        expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    }
  });

  it('does not serve files outside the media folder', async () => {
    // @fastify/static refuses the traversal (403), which the errors plugin answers as an envelope, never the file.
    const res = await fetch(`${api.url}/media/..%2fpglite%2fPG_VERSION`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).not.toBe(200);
    expect(body.data).toBeNull();
  });
});
