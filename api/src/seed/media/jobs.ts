import type { IconName } from '../../lib/drawing/icons';
import type { MediaRows } from './media-rows';
import { headlinePicture, plainPicture } from '../../lib/drawing/headline';
import {
  categoryBadge,
  defaultAvatar,
  initialsAvatar,
  licence,
  lineIcon,
  loginPicture,
  logo,
  productTile,
  recommendPicture,
} from './render';
import { PHOTO_POOLS, poolDrawing, poolPhotoOf } from './photos';
import { BRAND_RED, shade, swatchFor } from '../../lib/drawing/svg';
import { TRANSLATED_LOCALES } from '../../i18n/localized';
import { localePicture } from '../build/translations';
import { BANNER_SUBLINES as SUBLINE_WORDS, BRAND_TEXTS, type Four } from '../data/translations';

/** A text of the pictures in a language: its translation from `table`, else the English. */
const wordsIn = (locale: string, table: Record<string, Four>) => (english: string) =>
  table[english]?.[TRANSLATED_LOCALES.indexOf(locale as (typeof TRANSLATED_LOCALES)[number])] ?? english;

/** One picture to have on disk: its media path ("/media/…") and how to draw it. */
export interface MediaJob {
  path: string;
  /** The SVG drawing: stored as it is, or, for a photo, the picture under the grain. */
  draw: () => string;
  /** A photo-weight picture (a .jpg path): the drawing is rendered at this size, grained and encoded with its variants. */
  photo?: { width: number; height: number };
}

/** The job of a pool photo (products, shop strips and banners), or null for a path outside the pools. */
function poolJob(path: string): MediaJob | null {
  const pool = poolPhotoOf(path);
  if (!pool) return null;
  const { width, height } = PHOTO_POOLS[pool.pool];
  return { path, draw: () => poolDrawing(pool.pool, pool.index), photo: { width, height } };
}

/** Home banners as photos: 2:1, the shape of the home page's hero slot (954 × 480). */
const HOME_BANNER = { width: 1280, height: 640 };

const MENU_ICONS: Record<number, IconName> = {
  65: 'user',
  66: 'pin',
  67: 'heart',
  68: 'ticket',
  69: 'store',
  70: 'apply',
  71: 'list',
  72: 'gift',
};

const BANNER_SUBLINES = [
  'Up to 40% off across the mall',
  'Fresh picks every week',
  'Free delivery on orders over $49',
  'Shop now, while stocks last',
];

/** An icon that suits a headline, by its words. */
function iconForWords(text: string): IconName {
  const rules: Array<[RegExp, IconName]> = [
    [/sound|audio|headphone/i, 'headphones'],
    [/coffee|tea/i, 'cup'],
    [/home|living/i, 'lamp'],
    [/school|book/i, 'book'],
    [/arrival|new/i, 'box'],
    [/brand|fashion/i, 'bag'],
    [/tech|electronic/i, 'phone'],
    [/return/i, 'return'],
    [/genuine/i, 'shield'],
    [/delivery/i, 'truck'],
    [/payment|secure/i, 'lock'],
  ];
  return rules.find(([re]) => re.test(text))?.[1] ?? 'gift';
}

/** The pictures the brand settings and menus point at (api/src/seed/settings.ts). */
function brandJobs(): MediaJob[] {
  const jobs: MediaJob[] = [
    { path: '/media/brand/logo.svg', draw: logo },
    { path: '/media/brand/avatar.svg', draw: defaultAvatar },
  ];
  // The pictures with words, once per language (system_config value_i18n points at them, api/src/seed/settings.ts).
  for (const locale of ['en', ...TRANSLATED_LOCALES]) {
    const t = wordsIn(locale, BRAND_TEXTS);
    const at = (path: string) => (locale === 'en' ? path : localePicture(path, locale));
    jobs.push(
      { path: at('/media/brand/login-left.svg'), draw: () => loginPicture(t) },
      { path: at('/media/brand/recommend.svg'), draw: () => recommendPicture(t) },
      {
        path: at('/media/brand/street-header.svg'),
        draw: () => headlinePicture(1200, 300, t('Shop Street'), t('Discover the merchants of Mall'), ['#ff8a65', BRAND_RED], 'store'),
      },
    );
  }
  for (const [id, name] of Object.entries(MENU_ICONS)) jobs.push({ path: `/media/brand/menu-${id}.svg`, draw: () => lineIcon(name) });
  return jobs;
}

export function mediaJobs(rows: MediaRows): MediaJob[] {
  const jobs = brandJobs();
  for (const p of rows.products) {
    p.pictures.forEach((path, i) => jobs.push(poolJob(path) ?? { path, draw: () => productTile(p.name, p.leaf, p.top, i + 1) }));
  }
  for (const m of rows.merchants) {
    const colours = swatchFor(m.name);
    const headlines = [`Welcome to ${m.name}`, 'New Season Picks', 'Free Delivery Over $49'];
    jobs.push(
      { path: m.avatar, draw: () => initialsAvatar(m.name) },
      { path: m.back, draw: () => headlinePicture(750, 400, m.name, 'Enter the shop', colours, 'store') },
      // The street card shows its own name and rating over this strip: no words in the picture.
      poolJob(m.street) ?? { path: m.street, draw: () => plainPicture(1200, 300, colours, 'store') },
      { path: m.pcBack, draw: () => headlinePicture(1920, 400, m.name, '', [shade(colours[0], -0.1), shade(colours[1], -0.2)], null) },
    );
    m.banners.forEach((path, i) =>
      jobs.push(
        poolJob(path) ?? {
          path,
          draw: () =>
            headlinePicture(
              1200,
              400,
              headlines[i % headlines.length],
              m.name,
              [shade(colours[0], i * 0.1), shade(colours[1], -i * 0.1)],
              i === 0 ? 'store' : 'gift',
            ),
        },
      ),
    );
    m.licences.forEach((path, i) => jobs.push({ path, draw: () => licence(m.name, m.owner, i + 1) }));
  }
  for (const c of rows.categories) jobs.push({ path: c.icon, draw: () => categoryBadge(c.name, c.top) });
  // Banners and activity banners: the English picture, and one per language with its headline and subline in it
  // (colours and icon from the English name, so every language's picture looks the same).
  // The home page's (a .jpg path) are photos with their words drawn in.
  rows.banners.forEach((b, i) => {
    const photo = b.pic.endsWith('.jpg') ? HOME_BANNER : undefined;
    const [width, height] = photo ? [photo.width, photo.height] : [1200, b.grp === 'pc_home' ? 400 : 300];
    const draw = (name: string, subline: string) => () =>
      headlinePicture(width, height, name, subline, swatchFor(b.name), iconForWords(b.name));
    const subline = BANNER_SUBLINES[i % BANNER_SUBLINES.length];
    jobs.push({ path: b.pic, draw: draw(b.name, subline), photo });
    for (const [locale, pic] of Object.entries(b.pics)) {
      if (pic)
        jobs.push({
          path: pic,
          draw: draw(b.names[locale as keyof typeof b.names] ?? b.name, wordsIn(locale, SUBLINE_WORDS)(subline)),
          photo: pic.endsWith('.jpg') ? HOME_BANNER : undefined,
        });
    }
  });
  for (const a of rows.activities) {
    const subline = (i: number) => (i === 0 ? 'Limited-time offers' : 'Shop the whole collection');
    const draw = (name: string, i: number, sub: string) => () =>
      headlinePicture(1200, 400, name, sub, swatchFor(a.name + i), iconForWords(a.name));
    a.banners.forEach((path, i) => jobs.push({ path, draw: draw(a.name, i, subline(i)) }));
    for (const [locale, pictures] of Object.entries(a.bannersByLocale)) {
      const name = a.names[locale as keyof typeof a.names] ?? a.name;
      pictures.forEach((path, i) => jobs.push({ path, draw: draw(name, i, wordsIn(locale, SUBLINE_WORDS)(subline(i))) }));
    }
  }
  for (const g of rows.guarantees) jobs.push({ path: g.icon, draw: () => lineIcon(iconForWords(g.name)) });
  for (const r of rows.reviewers) jobs.push({ path: r.avatar, draw: () => initialsAvatar(r.name, 120) });
  return jobs;
}
