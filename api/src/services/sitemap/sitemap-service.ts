import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import type { Db } from '../../infra/db';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locale';
import { onShelf } from '../catalog/on-shelf';

/**
 * The storefront's sitemaps (issue 31; docs/serving.md, "Sitemaps"): an index, and per locale one series of files
 * for each kind of page — products, categories, shops — of at most `urlsPerFile` URLs (the protocol's 50,000).
 * A file is named by the first id it lists (`products-1.xml`, `products-50213.xml`), so its address stays put while
 * the catalogue grows, and is read and written in batches straight to the answer (never the whole file in memory).
 * Each URL carries its alternates in the other languages (hreflang) and, for products and shops, `lastmod`.
 */

export const SITEMAP_KINDS = ['products', 'categories', 'shops'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface KindSource {
  table: string;
  /** The rows the storefront shows (the same conditions as its listings). */
  where: string;
  /** The column of the page's last change, if the data has one. */
  lastmod: string | null;
  /** The page's path in the storefront, as @mall/routes writes it (productPath, searchByCategoryPath, shopPath). */
  path: (id: number) => string;
}

const SOURCES: Record<SitemapKind, KindSource> = {
  // `updated_at IS NOT NULL` (always true) matches the predicate of product_sitemap_idx (migration 036), which only
  // the sitemap's queries may use.
  products: {
    table: 'product',
    where: `${onShelf('product')} AND product.updated_at IS NOT NULL`,
    lastmod: 'updated_at',
    path: (id) => `/goods_detail/${id}`,
  },
  // A category shown together with every category above it (the lineage kept by the writes, migration 026).
  categories: { table: 'category', where: 'category.lineage_shown', lastmod: null, path: (id) => `/goods/goods_search?cid=${id}&title=` },
  shops: {
    table: 'merchant',
    where: '(merchant.is_switch AND NOT merchant.is_del)',
    lastmod: 'updated_at',
    path: (id) => `/merchant/merchant/home?id=${id}`,
  },
};

/** Rows read per query while a file is written. */
const BATCH = 5_000;
/** How long the files' first ids are kept before the index reads them again (ms). */
const STARTS_TTL_MS = 5 * 60_000;

/** The storefront's locale prefix (English has none), and the language code search engines read (Lao is `lo`). */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
const hreflangOf = (locale: Locale) => (locale === 'lao' ? 'lo' : locale);

export function isSitemapKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}

export interface SitemapOptions {
  storefrontUrl: string;
  apiUrl: string;
  urlsPerFile: number;
}

export function sitemapService(db: Db, options: SitemapOptions) {
  const starts = new Map<SitemapKind, { ids: number[]; at: number }>();

  /** The first id of each file of `kind`: one id, then the id `urlsPerFile` rows further, and so on (two reads a file). */
  async function fileStarts(kind: SitemapKind): Promise<number[]> {
    const known = starts.get(kind);
    if (known && Date.now() - known.at < STARTS_TTL_MS) return known.ids;
    const { table, where } = SOURCES[kind];
    const ids: number[] = [];
    let after = 0;
    for (;;) {
      const first = await db.query<{ id: string | number }>(`SELECT id FROM ${table} WHERE ${where} AND id > $1 ORDER BY id LIMIT 1`, [
        after,
      ]);
      if (first.rows.length === 0) break;
      const id = Number(first.rows[0].id);
      ids.push(id);
      const last = await db.query<{ id: string | number }>(
        `SELECT id FROM ${table} WHERE ${where} AND id >= $1 ORDER BY id OFFSET $2 LIMIT 1`,
        [id, options.urlsPerFile - 1],
      );
      if (last.rows.length === 0) break;
      after = Number(last.rows[0].id);
    }
    starts.set(kind, { ids, at: Date.now() });
    return ids;
  }

  /** The sitemap index: every file of every kind in every locale, at the API's address. */
  async function writeIndex(out: Writable): Promise<void> {
    const index = new SitemapIndexStream();
    index.pipe(out);
    for (const locale of LOCALES) {
      for (const kind of SITEMAP_KINDS) {
        for (const start of await fileStarts(kind)) {
          if (!index.write({ url: `${options.apiUrl}/api/sitemap/${locale}/${kind}-${start}.xml` })) await once(index, 'drain');
        }
      }
    }
    index.end();
  }

  /**
   * One file: the pages of `kind` from id `start` on, at most `urlsPerFile`, in `locale`, written to `out` as they are
   * read. Resolves false (nothing written) when no page is there: an address the index does not list.
   */
  async function writeFile(locale: Locale, kind: SitemapKind, start: number, out: () => Writable): Promise<boolean> {
    const { table, where, lastmod, path } = SOURCES[kind];
    const read = (after: number, limit: number) =>
      db.query<{ id: string | number; lastmod: Date | string | null }>(
        `SELECT id, ${lastmod ?? 'NULL'} AS lastmod FROM ${table} WHERE ${where} AND id > $1 ORDER BY id LIMIT $2`,
        [after, limit],
      );
    let left = options.urlsPerFile;
    let rows = (await read(start - 1, Math.min(BATCH, left))).rows;
    if (rows.length === 0) return false;
    const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } });
    const target = out();
    // A reader that goes away (a closed connection) stops the writing: no wait for a drain that never comes.
    const gone = new AbortController();
    target.once('close', () => gone.abort());
    stream.pipe(target);
    const url = (where: Locale, id: number) => `${options.storefrontUrl}${prefixOf(where)}${path(id)}`;
    for (;;) {
      for (const row of rows) {
        const id = Number(row.id);
        const item = {
          url: url(locale, id),
          ...(row.lastmod !== null && { lastmod: new Date(row.lastmod).toISOString() }),
          links: [
            ...LOCALES.map((other) => ({ lang: hreflangOf(other), url: url(other, id) })),
            { lang: 'x-default', url: url(DEFAULT_LOCALE, id) },
          ],
        };
        if (!stream.write(item)) await once(stream, 'drain', { signal: gone.signal });
      }
      left -= rows.length;
      if (gone.signal.aborted) return true;
      if (left <= 0 || rows.length < BATCH) break;
      rows = (await read(Number(rows[rows.length - 1].id), Math.min(BATCH, left))).rows;
      if (rows.length === 0) break;
    }
    stream.end();
    return true;
  }

  return { fileStarts, writeIndex, writeFile };
}

export type SitemapService = ReturnType<typeof sitemapService>;
