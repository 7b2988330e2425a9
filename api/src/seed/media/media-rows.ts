import type { Db } from '../../infra/db';
import type { CatalogueModel } from '../build/model';
import type { Translations } from '../../i18n/localized';

/** What the generated pictures depict, read from the database or from the in-memory catalogue alike. */
export interface MediaRows {
  products: Array<{ name: string; leaf: string; top: string; pictures: string[] }>;
  merchants: Array<{
    name: string;
    owner: string;
    intro: string;
    avatar: string;
    back: string;
    street: string;
    pcBack: string;
    banners: string[];
    licences: string[];
  }>;
  categories: Array<{ name: string; top: string; icon: string }>;
  /** With the headline and the picture per language (the picture of a language is drawn with its words). */
  banners: Array<{ name: string; grp: string; pic: string; names: Translations; pics: Translations }>;
  activities: Array<{ name: string; banners: string[]; names: Translations; bannersByLocale: Record<string, string[]> }>;
  guarantees: Array<{ name: string; icon: string }>;
  reviewers: Array<{ name: string; avatar: string }>;
}

const jsonList = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : String((x as { sattDir?: string }).sattDir ?? ''))) : [];
  } catch {
    return [];
  }
};

/** An activity's banner lists per language (each a JSON list, as the `banner` column). */
const picturesByLocale = (t: Translations | undefined): Record<string, string[]> =>
  Object.fromEntries(Object.entries(t ?? {}).map(([l, list]) => [l, jsonList(list ?? '')]));

/** A reviewer avatar's name is the first name in its file name ("/media/avatars/emma.svg" → "Emma"). */
const reviewerName = (path: string) => {
  const base = path
    .split('/')
    .pop()!
    .replace(/\.svg$/, '')
    .replace(/-/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

export function mediaRowsFromModel(m: CatalogueModel): MediaRows {
  const byId = new Map(m.categories.map((c) => [c.id, c]));
  const topOf = (id: number): string => {
    let c = byId.get(id)!;
    while (c.pid !== 0) c = byId.get(c.pid)!;
    return c.name;
  };
  return {
    products: m.products.map((p) => ({
      name: p.store_name,
      leaf: byId.get(p.category_id)!.name,
      top: topOf(p.category_id),
      pictures: jsonList(p.slider_image),
    })),
    merchants: m.merchants.map((r) => ({
      name: r.name,
      owner: r.real_name,
      intro: r.intro,
      avatar: r.avatar,
      back: r.back_image,
      street: r.street_back_image,
      pcBack: r.pc_back_image,
      banners: jsonList(r.pc_banner),
      licences: jsonList(r.qualification_picture),
    })),
    categories: m.categories.map((c) => ({ name: c.name, top: topOf(c.id), icon: c.icon })),
    banners: m.banners.map((b) => ({ name: b.name, grp: b.grp, pic: b.pic, names: b.name_i18n ?? {}, pics: b.pic_i18n ?? {} })),
    activities: m.activities.map((a) => ({
      name: a.name,
      banners: jsonList(a.banner),
      names: a.name_i18n ?? {},
      bannersByLocale: picturesByLocale(a.banner_i18n),
    })),
    guarantees: m.guarantees.map((g) => ({ name: g.name, icon: g.icon })),
    reviewers: [...new Set(m.productReplies.map((r) => r.avatar))].map((avatar) => ({ name: reviewerName(avatar), avatar })),
  };
}

export async function mediaRowsFromDb(db: Db): Promise<MediaRows> {
  // One row per set of pictures, the first product that shows it (its name and category draw them): the grown
  // catalogues' copies show their originals' pictures, so 1,000,000 products point at a few hundred sets. Reading
  // every product here held ~300 MB at 100k and ~2.5 GB at 1M in the API process at each start.
  const products = await db.query<{ name: string; leaf: string; top: string; slider: string; image: string }>(
    `SELECT p.store_name AS name, c3.name AS leaf, COALESCE(c1.name, c2.name, c3.name) AS top, p.slider_image AS slider, p.image
       FROM (SELECT min(id) AS id FROM product GROUP BY image, slider_image) first
       JOIN product p ON p.id = first.id JOIN category c3 ON c3.id = p.category_id
       LEFT JOIN category c2 ON c2.id = c3.pid LEFT JOIN category c1 ON c1.id = c2.pid
      ORDER BY p.id`,
  );
  // The texts as they are, the pictures' lists as the database keeps them (a comma list, a JSON array).
  type MerchantRow = Omit<MediaRows['merchants'][number], 'pcBack' | 'banners' | 'licences'> & {
    pc_back: string;
    pc_banner: string;
    licences: string;
  };
  const merchants = await db.query<MerchantRow>(
    `SELECT name, real_name AS owner, intro, avatar, back_image AS back, street_back_image AS street, pc_back_image AS pc_back,
            pc_banner, qualification_picture AS licences FROM merchant`,
  );
  const categories = await db.query<{ name: string; top: string; icon: string }>(
    `SELECT c.name, COALESCE(g.name, p.name, c.name) AS top, c.icon
       FROM category c LEFT JOIN category p ON p.id = c.pid LEFT JOIN category g ON g.id = p.pid`,
  );
  const banners = await db.query<{ name: string; grp: string; pic: string; names: Translations; pics: Translations }>(
    'SELECT name, grp, pic, name_i18n AS names, pic_i18n AS pics FROM banner',
  );
  const activities = await db.query<{ name: string; banner: string; names: Translations; banners: Translations }>(
    'SELECT name, banner, name_i18n AS names, banner_i18n AS banners FROM activity',
  );
  const guarantees = await db.query<{ name: string; icon: string }>('SELECT name, icon FROM guarantee');
  const avatars = await db.query<{ avatar: string }>("SELECT DISTINCT avatar FROM product_reply WHERE avatar <> ''");
  return {
    products: products.rows.map((p) => {
      const pictures = jsonList(p.slider);
      return { name: p.name, leaf: p.leaf, top: p.top, pictures: pictures.includes(p.image) ? pictures : [p.image, ...pictures] };
    }),
    merchants: merchants.rows.map((r) => ({
      name: r.name,
      owner: r.owner,
      intro: r.intro,
      avatar: r.avatar,
      back: r.back,
      street: r.street,
      pcBack: r.pc_back,
      banners: jsonList(r.pc_banner),
      licences: jsonList(r.licences),
    })),
    categories: categories.rows,
    banners: banners.rows,
    activities: activities.rows.map((a) => ({
      name: a.name,
      banners: jsonList(a.banner),
      names: a.names,
      bannersByLocale: picturesByLocale(a.banners),
    })),
    guarantees: guarantees.rows,
    reviewers: avatars.rows.map((r) => ({ name: reviewerName(r.avatar), avatar: r.avatar })),
  };
}
