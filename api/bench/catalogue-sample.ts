/**
 * What the random-access and Zipf mixes of `npm run bench:api` draw their requests from, read from the seeded
 * database itself (PostgreSQL while the API runs; PGlite while it is stopped, the embedded database being one
 * process's): product ids spread uniformly over the whole catalogue, every product by popularity, product names in
 * every language, the categories with how many products each holds (sub-categories included) and the shops.
 */
import type { Db } from '../src/infra/db';
import { LOCALES, type Locale } from '../src/i18n/locale';

/** The storefront's condition for a product it shows (api/src/services/catalog/on-shelf.ts, spelled here so the
 * bench reads the same products whichever checkout's API it measures). */
const ON_SHELF = 'p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off';

export interface SampledName {
  productId: number;
  name: string;
}

export interface CatalogueSample {
  /** Products on shelf. */
  products: number;
  /** Up to `idCount` on-shelf product ids drawn uniformly from the whole catalogue. */
  productIds: number[];
  /** Every on-shelf product id, most sold first (sales + virtual sales): rank 1 is the most popular. */
  byPopularity: number[];
  /** Names of up to `nameCount` on-shelf products (drawn uniformly) in each language; a product without a
   * translation is left out of that language's list. */
  names: Record<Locale, SampledName[]>;
  /** Names of the `nameCount` most popular products in each language, most popular first. */
  popularNames: Record<Locale, SampledName[]>;
  /** Every category with at least one product on shelf in it or below it. */
  categories: Array<{ id: number; level: number; products: number }>;
  /** Every shop with at least one product on shelf. */
  shops: Array<{ id: number; products: number }>;
}

export async function sampleCatalogue(db: Db, idCount = 10_000, nameCount = 2_000): Promise<CatalogueSample> {
  const products = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${ON_SHELF}`)).rows[0].n;
  // A uniform draw over the whole table, the same on every run of the same seed (before/after compare one set):
  // every row keyed by a hash of its id, the lowest `idCount` kept (a top-N sort).
  const ids = (
    await db.query<{ id: number }>(`SELECT p.id FROM product p WHERE ${ON_SHELF} ORDER BY md5(p.id::text) LIMIT $1`, [idCount])
  ).rows.map((r) => r.id);
  const byPopularity = (
    await db.query<{ id: number }>(`SELECT p.id FROM product p WHERE ${ON_SHELF} ORDER BY p.sales + p.ficti DESC, p.id`)
  ).rows.map((r) => r.id);
  const names = await namesOf(db, ids.slice(0, nameCount));
  const popularNames = await namesOf(db, byPopularity.slice(0, nameCount));

  // Categories: products counted where they are filed, then added up the tree (three levels, parents by pid).
  const tree = (await db.query<{ id: number; pid: number; level: number }>('SELECT id, pid, level FROM category WHERE is_show')).rows;
  const direct = new Map(
    (
      await db.query<{ category_id: number; n: number }>(
        `SELECT p.category_id, count(*)::int AS n FROM product p WHERE ${ON_SHELF} GROUP BY p.category_id`,
      )
    ).rows.map((r) => [r.category_id, r.n]),
  );
  const parent = new Map(tree.map((c) => [c.id, c.pid]));
  const total = new Map<number, number>();
  for (const [id, n] of direct) {
    for (let c: number | undefined = id; c; c = parent.get(c)) total.set(c, (total.get(c) ?? 0) + n);
  }
  const categories = tree.filter((c) => (total.get(c.id) ?? 0) > 0).map((c) => ({ id: c.id, level: c.level, products: total.get(c.id)! }));
  const shops = (
    await db.query<{ id: number; n: number }>(
      `SELECT m.id, count(*)::int AS n FROM merchant m JOIN product p ON p.mer_id = m.id
        WHERE m.is_switch AND NOT m.is_del AND ${ON_SHELF} GROUP BY m.id`,
    )
  ).rows.map((r) => ({ id: r.id, products: r.n }));
  return { products, productIds: ids, byPopularity, names, popularNames, categories, shops };
}

/** The names of these products in each language, in the order of `ids` (none for a product without a translation). */
async function namesOf(db: Db, ids: number[]): Promise<Record<Locale, SampledName[]>> {
  const rows = (
    await db.query<{ id: number; store_name: string; i18n: Record<string, string> | null }>(
      'SELECT p.id, p.store_name, p.store_name_i18n AS i18n FROM product p WHERE p.id = ANY($1::int[])',
      [ids],
    )
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      ordered.flatMap((r) => {
        const name = locale === 'en' ? r.store_name : r.i18n?.[locale];
        return name ? [{ productId: r.id, name }] : [];
      }),
    ]),
  ) as Record<Locale, SampledName[]>;
}
