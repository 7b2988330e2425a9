import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDb } from '../../template';
import { loadConfig } from '../../../src/config';
import { openPglite, type Db } from '../../../src/infra/db';
import { migrate } from '../../../src/infra/migrate';
import { seedIfEmpty } from '../../../src/seed';
import { ensureMedia } from '../../../src/seed/pictures';

let db: Db;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await openTestDb());
});
afterAll(() => dispose());

const rows = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await rows<{ n: number }>(sql, params))[0].n;

describe('the demo mall seed', () => {
  it('has at least 20 merchants, self-run and third-party, with every service type', async () => {
    const merchants = await rows('SELECT * FROM merchant');
    expect(merchants.length).toBeGreaterThanOrEqual(20);
    expect(merchants.filter((m) => m.is_self).length).toBeGreaterThanOrEqual(2);
    expect(merchants.filter((m) => !m.is_self).length).toBeGreaterThanOrEqual(15);
    expect(new Set(merchants.map((m) => m.service_type))).toEqual(new Set(['H5', 'phone', 'message', 'email']));
    expect(merchants.some((m) => m.is_recommend)).toBe(true);
    expect(new Set(merchants.map((m) => m.star_level))).toEqual(new Set([3, 4, 5]));
    for (const m of merchants) {
      expect(m.star_level).toBeGreaterThanOrEqual(3);
      expect(m.star_level).toBeLessThanOrEqual(5);
      expect(m.intro.length).toBeGreaterThan(20);
      expect(m.address).toMatch(/China$/);
      expect(m.opening_hours).not.toBe('');
      expect(m.avatar).toMatch(/^\/media\/merchants\/\d+-avatar\.svg$/);
      const banners = JSON.parse(m.pc_banner) as Array<{ sattDir: string }>;
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) expect(b.sattDir).toMatch(/^\/media\//);
      expect((JSON.parse(m.qualification_picture) as string[]).length).toBeGreaterThan(0);
      for (const field of ['service_link', 'service_phone', 'service_message', 'service_email']) expect(m[field]).not.toBe('');
    }
    expect(await one("SELECT count(*)::int AS n FROM merchant_type WHERE info <> ''")).toBeGreaterThanOrEqual(3);
    expect(await one('SELECT count(*)::int AS n FROM merchant_category WHERE handling_fee > 0')).toBeGreaterThanOrEqual(6);
  });

  it('has a three-level platform tree of 8 top-level categories, 3–4 second-level and 3–5 third-level each', async () => {
    const tops = await rows<{ id: number }>('SELECT id FROM category WHERE level = 1 AND pid = 0');
    expect(tops.length).toBe(8);
    for (const top of tops) {
      const seconds = await rows<{ id: number }>('SELECT id FROM category WHERE pid = $1 AND level = 2', [top.id]);
      expect(seconds.length).toBeGreaterThanOrEqual(3);
      expect(seconds.length).toBeLessThanOrEqual(4);
      for (const s of seconds) {
        const n = await one('SELECT count(*)::int AS n FROM category WHERE pid = $1 AND level = 3', [s.id]);
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(5);
      }
    }
    expect(await one('SELECT count(*)::int AS n FROM category WHERE NOT is_show')).toBeGreaterThan(0);
  });

  it('has at least 500 products on level-3 categories, each with SKUs whose keys follow the attribute order', async () => {
    const products = await rows('SELECT p.*, c.level FROM product p JOIN category c ON c.id = p.category_id ORDER BY p.id');
    expect(products.length).toBeGreaterThanOrEqual(500);
    const attrs = await rows('SELECT * FROM product_attr ORDER BY product_id, sort, id');
    const skus = await rows('SELECT * FROM product_sku ORDER BY product_id, id');
    const byProduct = (list: Array<Record<string, any>>) => {
      const m = new Map<number, Array<Record<string, any>>>();
      for (const r of list) m.set(r.product_id, [...(m.get(r.product_id) ?? []), r]);
      return m;
    };
    const attrsOf = byProduct(attrs);
    const skusOf = byProduct(skus);
    for (const p of products) {
      expect(p.level).toBe(3);
      const own = attrsOf.get(p.id) ?? [];
      const mine = skusOf.get(p.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      const values = own.map((a) => (a.attr_values as string).split(','));
      expect(mine.length).toBe(values.reduce((n, v) => n * v.length, 1));
      for (const s of mine) {
        const parts = (s.sku as string).split(',');
        expect(parts.length).toBe(own.length);
        parts.forEach((v, i) => expect(values[i]).toContain(v));
        expect(JSON.parse(s.attr_value)).toEqual(Object.fromEntries(own.map((a, i) => [a.attr_name, parts[i]])));
        expect(Number(s.ot_price)).toBeGreaterThanOrEqual(Number(s.price));
        expect(s.image).toMatch(/^\/media\/photos\/v1\/product-\d{2}\.jpg$/);
      }
      expect(Number(p.price)).toBe(Math.min(...mine.map((s) => Number(s.price))));
      expect(p.stock).toBe(mine.reduce((n, s) => n + s.stock, 0));
      const slider = JSON.parse(p.slider_image) as string[];
      expect(slider.length).toBeGreaterThanOrEqual(3);
      expect(slider.length).toBeLessThanOrEqual(5);
      expect(slider[0]).toBe(p.image);
      expect(p.content).toMatch(/^<h3>/);
      expect(p.guarantee_ids).toMatch(/^\d(,\d)+$/);
    }
    expect(skus.filter((s) => s.stock === 0).length).toBeGreaterThan(20);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(attrs.length).toBeGreaterThan(products.length);
    expect(new Set(products.map((p) => p.mer_id)).size).toBe(await one('SELECT count(*)::int AS n FROM merchant'));
  });

  it('gives every merchant its own two-level categories, used by its products', async () => {
    const stray = await one(
      `SELECT count(*)::int AS n FROM product p JOIN merchant_product_category c ON c.id = p.mer_category_id
        WHERE c.mer_id <> p.mer_id OR c.level <> 2`,
    );
    expect(stray).toBe(0);
    expect(await one('SELECT count(DISTINCT mer_id)::int AS n FROM merchant_product_category WHERE level = 1')).toBe(
      await one('SELECT count(*)::int AS n FROM merchant'),
    );
  });

  it('has reviews, mostly good, some with pictures and merchant replies', async () => {
    const reviews = await rows('SELECT star, pics, merchant_reply_content FROM product_reply');
    expect(reviews.length).toBeGreaterThan(1000);
    const good = reviews.filter((r) => r.star >= 4).length;
    expect(good / reviews.length).toBeGreaterThan(0.6);
    expect(new Set(reviews.map((r) => r.star))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => (JSON.parse(r.pics) as string[]).length > 0)).toBe(true);
    expect(reviews.some((r) => r.merchant_reply_content)).toBe(true);
  });

  it('has merchant, product and platform coupons', async () => {
    const coupons = await rows('SELECT * FROM coupon');
    for (const useType of [1, 2, 3]) expect(coupons.filter((c) => c.use_type === useType).length).toBeGreaterThan(0);
    expect(coupons.filter((c) => c.use_type === 3).every((c) => c.mer_id === null)).toBe(true);
    expect(new Set(coupons.filter((c) => c.use_type === 1).map((c) => c.mer_id)).size).toBe(
      await one('SELECT count(*)::int AS n FROM merchant'),
    );
    const productIds = new Set((await rows<{ id: number }>('SELECT id FROM product')).map((p) => String(p.id)));
    for (const c of coupons) {
      expect(c.last_total).toBeLessThanOrEqual(c.total);
      if (c.use_type === 2) expect(productIds.has(c.primary_key)).toBe(true);
      if (c.is_fixed_time) expect(c.use_end_time.getTime()).toBeGreaterThan(Date.now());
      else expect(c.day).toBeGreaterThan(0);
    }
  });

  it('has activities of types 1, 2 and 3 with 3–8 products each', async () => {
    const activities = await rows<{ id: number; type: number; banner: string; n: number }>(
      'SELECT a.id, a.type, a.banner, count(ap.product_id)::int AS n FROM activity a JOIN activity_product ap ON ap.activity_id = a.id GROUP BY a.id',
    );
    expect(activities.length).toBeGreaterThanOrEqual(4);
    expect(new Set(activities.map((a) => a.type))).toEqual(new Set([1, 2, 3]));
    for (const a of activities) {
      expect(a.n).toBeGreaterThanOrEqual(3);
      expect(a.n).toBeLessThanOrEqual(8);
      expect((JSON.parse(a.banner) as string[]).length).toBeGreaterThan(0);
    }
  });

  it('has at least 8 hot keywords, each matching a product name', async () => {
    const keywords = await rows<{ title: string }>('SELECT title FROM hot_keyword');
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    for (const k of keywords) {
      expect(await one("SELECT count(*)::int AS n FROM product WHERE store_name ILIKE '%' || $1 || '%'", [k.title])).toBeGreaterThan(0);
    }
  });

  it('has home banners, middle banners and four guarantees', async () => {
    expect(await one("SELECT count(*)::int AS n FROM banner WHERE grp = 'pc_home'")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT count(*)::int AS n FROM banner WHERE grp = 'pc_middle'")).toBeGreaterThanOrEqual(2);
    expect(await one('SELECT count(*)::int AS n FROM guarantee')).toBe(4);
  });

  it('keeps the id sequences past the seeded ids', async () => {
    const r = await rows<{ id: number }>("INSERT INTO hot_keyword (title, sort) VALUES ('Probe', 0) RETURNING id");
    expect(r[0].id).toBeGreaterThan((await one('SELECT count(*)::int AS n FROM hot_keyword')) - 1);
    await db.query('DELETE FROM hot_keyword WHERE id = $1', [r[0].id]);
  });
});

describe('a second, fresh seed', () => {
  let fresh: Db;
  let mediaDir: string;
  let seedMs: number;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'mall-seed-media-'));
    fresh = await openPglite(null);
    await migrate(fresh);
    const t = Date.now();
    expect(await seedIfEmpty(fresh, { ...loadConfig({ ...process.env, DATABASE_URL: '' }), mediaDir })).toBe(true);
    seedMs = Date.now() - t;
  }, 180_000);
  afterAll(async () => {
    await fresh.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('gives the same products, SKUs and prices (fixed-seed generator)', async () => {
    const productSql = 'SELECT id, mer_id, category_id, store_name, price, ot_price, stock FROM product ORDER BY id';
    const skuSql = 'SELECT id, product_id, sku, price, stock FROM product_sku ORDER BY id';
    expect((await fresh.query(productSql)).rows).toEqual(await rows(productSql));
    expect((await fresh.query(skuSql)).rows).toEqual(await rows(skuSql));
    const merchantSql = 'SELECT id, name, star_level, is_self FROM merchant ORDER BY id';
    expect((await fresh.query(merchantSql)).rows).toEqual(await rows(merchantSql));
  });

  it('seeds and draws its pictures in reasonable time', () => {
    expect(seedMs).toBeLessThan(60_000);
    expect(existsSync(join(mediaDir, 'photos', 'v1', 'product-01.jpg'))).toBe(true);
    expect(existsSync(join(mediaDir, 'photos', 'v1', 'product-01.w320.webp'))).toBe(true);
    expect(existsSync(join(mediaDir, 'brand', 'logo.svg'))).toBe(true);
    expect(existsSync(join(mediaDir, 'brand', 'menu-65.svg'))).toBe(true);
  });

  it('draws only missing pictures on later starts', async () => {
    const again = await ensureMedia({ mediaDir }, fresh);
    expect(again.written).toBe(0);
    expect(again.total).toBeGreaterThan(400);
    rmSync(join(mediaDir, 'brand', 'logo.svg'));
    // A photo whose original is missing is made again, variants and all.
    rmSync(join(mediaDir, 'photos', 'v1', 'product-01.jpg'));
    rmSync(join(mediaDir, 'photos', 'v1', 'product-01.w640.webp'));
    expect((await ensureMedia({ mediaDir }, fresh)).written).toBe(2);
    expect(existsSync(join(mediaDir, 'brand', 'logo.svg'))).toBe(true);
    expect(existsSync(join(mediaDir, 'photos', 'v1', 'product-01.jpg'))).toBe(true);
    expect(existsSync(join(mediaDir, 'photos', 'v1', 'product-01.w640.webp'))).toBe(true);
  });
});
