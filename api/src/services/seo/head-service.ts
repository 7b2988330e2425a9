import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locale';
import { localized, localizedExpr } from '../../i18n/localized';
import { translate } from '../../i18n/messages';
import { mediaUrl, money } from '../../lib/format';
import { escapeAttr, escapeText } from '../../lib/html-escape';
import { onShelf } from '../catalog/on-shelf';
import { pictureList } from '../catalog/picture-list';
import { galleryDetail, type AttrRow, type SkuRow } from '../catalog/product-detail-service';
import { PRODUCT_PICTURE_SIZES, findSku, initialSelection, openingPicture, skuAttributes } from '../../lib/product-gallery';
import { HOME_BANNER_SIZES, PRODUCT_CARD_SIZES, STREET_BANNER_SIZES } from '../../lib/home-banner';
import type { ProductListService } from '../catalog/product-list-service';
import { picturePreload } from './picture-preload';
import { renderFirstScreen, type FirstScreen } from './first-screen';
import { pageTitle, titleWord } from './page-titles';
import './messages';

/**
 * The head of a public storefront page as the static servers write it into the HTML before any script runs
 * (docs/serving.md, "The served head"): the page's title (the words `usePageTitle` writes), meta description,
 * canonical URL, `hreflang` alternates in the five languages and `x-default`, Open Graph and Twitter card, and
 * JSON-LD (Product with its Offer and AggregateRating and a BreadcrumbList; Store; WebSite with its SearchAction).
 * The page is named by its storefront path (`/th/goods_detail/7`, `/fr/goods/goods_search?cid=5&title=`), whose
 * locale prefix gives the language. A page that is not public, or whose product or store is not shown, gets the
 * generic head: the site's name as title, nothing else.
 */

/** The URL prefix of a locale (English has none), as @mall/i18n's locale-path writes it. */
const PREFIX: Record<Locale, string> = Object.fromEntries(LOCALES.map((l) => [l, l === DEFAULT_LOCALE ? '' : `/${l}`])) as Record<
  Locale,
  string
>;
/** The language codes of hreflang (BCP 47: Lao is `lo`) and of og:locale. */
const HREFLANG: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-CN', fr: 'fr', th: 'th', lao: 'lo' };
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', 'zh-CN': 'zh_CN', fr: 'fr_FR', th: 'th_TH', lao: 'lo_LA' };

/** Longest meta description written (search engines show about 155–160 characters). */
const DESCRIPTION_MAX = 200;

type JsonLd = Record<string, unknown>;

/** What a page's head says, before it is written as HTML. */
export interface PageHead {
  locale: Locale;
  title: string;
  description?: string;
  /** The page's path without a locale prefix, with the query that names it (`/goods/goods_search?cid=5&title=`). */
  canonical?: string;
  image?: string;
  /** The page's largest picture and how wide it is drawn: preloaded, so it does not wait for the page's code. */
  preload?: { src: string; sizes: string };
  ogType?: 'website' | 'product';
  price?: { amount: string; currency: string };
  jsonLd?: JsonLd[];
  /** What the page's first screen shows before its code runs (home, product pages, the street: first-screen.ts). */
  firstScreen?: FirstScreen;
}

/** The page's language (its path's prefix) and the path without the prefix ('/' at least). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** JSON inside <script>: no `<` (a `</script>` in a product's name cannot end the block), nor `>`, `&`, U+2028/9. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text cut to `max` characters at a space where it can, with an ellipsis; whitespace folded. */
function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** The `.symbol` of the shop's `shop_pay_currency` setting, '$' without one (the host's parseCurrencySymbol). */
function currencySymbol(setting: string | null): string {
  try {
    const symbol: unknown = setting ? (JSON.parse(setting) as { symbol?: unknown }).symbol : null;
    return typeof symbol === 'string' && symbol.trim() ? symbol.trim() : '$';
  } catch {
    return '$';
  }
}

const positiveInt = (value: string | null): number | null =>
  value && /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

interface ProductRow {
  id: number;
  name: string;
  info: string;
  image: string;
  slider_image: string;
  price: string;
  ot_price: string;
  stock: number;
  currency: string | null;
  merchant: string | null;
  reviews: number | null;
  stars: number | null;
  attrs: Array<Pick<AttrRow, 'attr_name' | 'attr_values' | 'shown_name' | 'shown_values'>>;
  skus: Array<Pick<SkuRow, 'sku' | 'attr_value' | 'image' | 'stock' | 'price' | 'ot_price'>>;
}
interface CategoryStep {
  id: number;
  name: string;
}
interface StoreRow {
  id: number;
  name: string;
  intro: string;
  avatar: string;
  address: string;
  phone: string;
}

/**
 * The category path of a page, top first, as the storefront's tree shows it: the category's level-1 and level-2
 * ancestors and itself, read from the lineage the writes keep on each category (migration 026: `lineage_l1/l2`, and
 * `lineage_shown` when it and every category above it are shown; levels are 1–3), so the path is three key lookups
 * joined to the page's own row instead of a recursive walk up the tree in a statement of its own. `c3` is the page's
 * category, joined by the caller; the columns are `c1_id, c1_name, c2_id, c2_name, c3_id, c3_name` (NULL where the
 * category is at that level itself, or above, or the line is hidden).
 */
const pathColumns = (locale: Locale) =>
  [1, 2, 3].map((n) => `c${n}.id AS c${n}_id, ${localizedExpr(`c${n}.name`, locale)} AS c${n}_name`).join(', ');
const PATH_JOINS = `
    LEFT JOIN category c1 ON c1.id = c3.lineage_l1 AND c1.id <> c3.id
    LEFT JOIN category c2 ON c2.id = c3.lineage_l2 AND c2.id <> c3.id`;

const categoryPathSql = (locale: Locale) => `
  SELECT ${pathColumns(locale)} FROM category c3 ${PATH_JOINS} WHERE c3.id = $1 AND c3.lineage_shown`;

/**
 * A product page's whole head in one statement: the product, its offer, its shop, its rating, its category path, and
 * its attributes and SKUs as the product detail reads them (product-detail-service.ts), which name the picture the
 * page's gallery draws first.
 */
const productSql = (locale: Locale) => `
  SELECT p.id, ${localizedExpr('p.store_name', locale)} AS name, ${localizedExpr('p.store_info', locale)} AS info,
         p.image, p.slider_image, p.price::text AS price, p.ot_price::text AS ot_price, p.stock, m.name AS merchant,
         t.n AS reviews, t.stars,
         (SELECT value FROM system_config WHERE key = 'shop_pay_currency') AS currency,
         (SELECT COALESCE(json_agg(json_build_object('attr_name', a.attr_name, 'attr_values', a.attr_values,
                                   'shown_name', ${localizedExpr('a.attr_name', locale)},
                                   'shown_values', ${localizedExpr('a.attr_values', locale)}) ORDER BY a.sort, a.id), '[]')
            FROM product_attr a WHERE a.product_id = p.id) AS attrs,
         (SELECT COALESCE(json_agg(json_build_object('sku', s.sku, 'attr_value', s.attr_value, 'image', s.image,
                                   'stock', s.stock, 'price', s.price::text, 'ot_price', s.ot_price::text) ORDER BY s.id), '[]')
            FROM product_sku s WHERE s.product_id = p.id AND NOT s.is_del) AS skus,
         ${pathColumns(locale)}
    FROM product p
    LEFT JOIN merchant m ON m.id = p.mer_id
    LEFT JOIN product_reply_total t ON t.product_id = p.id
    LEFT JOIN category c3 ON c3.id = p.category_id AND c3.lineage_shown ${PATH_JOINS}
   WHERE p.id = $1 AND ${onShelf('p')}`;

type PathRow = Record<`c${1 | 2 | 3}_${'id' | 'name'}`, string | number | null>;

/** The steps of a path row, top first, leaving out the levels it does not have. */
const pathSteps = (row: PathRow): CategoryStep[] =>
  ([1, 2, 3] as const)
    .filter((n) => row[`c${n}_id`] !== null)
    .map((n) => ({ id: Number(row[`c${n}_id`]), name: String(row[`c${n}_name`]) }));

const CATEGORY_SQL = Object.fromEntries(LOCALES.map((l) => [l, categoryPathSql(l)])) as Record<Locale, string>;
const PRODUCT_SQL = Object.fromEntries(LOCALES.map((l) => [l, productSql(l)])) as Record<Locale, string>;

/**
 * How many results the search page's first screen shows: the grid's first row (5 across the 1,200 px column,
 * remotes/catalog's ProductGrid), what a shopper sees of the results without scrolling.
 */
export const SEARCH_FIRST_ROW = 5;

/** The query keys of the search page's URL besides `title` and `cid` (remotes/catalog, search-query.ts). */
const SEARCH_FILTERS = ['page', 'minPrice', 'maxPrice', 'priceOrder', 'salesOrder'] as const;

/**
 * The search results' products the page will draw first, for its first screen, when the URL is a category's results or
 * all products (no words, no filter, page 1: the pages the header, the sitemap and the canonical URLs name). A search
 * by words draws the matching shops above the grid (a second request) and a filtered or later page is one a shopper
 * made: those get no first screen.
 */
async function searchFirstRow(
  products: ProductListService,
  query: URLSearchParams,
  cid: number | null,
  locale: Locale,
): Promise<FirstScreen | undefined> {
  if (SEARCH_FILTERS.some((key) => (query.get(key) ?? '').trim() !== '' && !(key === 'page' && query.get(key) === '1'))) {
    return undefined;
  }
  // The page's first page in the listing's order (a total order: its first row is the page's first row), one row of it.
  const answer = await products.search({ cid: cid ?? undefined, page: 1, limit: SEARCH_FIRST_ROW }, locale);
  const pictures = answer.list.map((product) => product.image);
  return pictures.length > 0 ? { page: 'goodsSearch', pictures, sizes: PRODUCT_CARD_SIZES } : undefined;
}

export function createSeoHeadService(db: Db, config: Config, products: ProductListService) {
  const storefront = config.storefrontUrl;
  const currency = config.stripe.currency.toUpperCase();
  const picture = (path: string) => mediaUrl(config.publicUrl, path);
  /** The storefront's URL of a bare path in a language. */
  const pageUrl = (path: string, locale: Locale) => {
    const prefix = PREFIX[locale];
    return `${storefront}${prefix && path === '/' ? prefix : `${prefix}${path}`}`;
  };
  const siteIcon = `${storefront}/icon-512.png`;

  async function categoryPath(cid: number, locale: Locale): Promise<CategoryStep[]> {
    const row = (await db.query<PathRow>(CATEGORY_SQL[locale], [cid], { name: `seo_category_${locale}` })).rows[0];
    return row ? pathSteps(row) : [];
  }

  /** Home › the categories › the page: each step's URL in the page's language (the last has none, as Google allows). */
  function breadcrumbs(locale: Locale, steps: CategoryStep[], last?: string): JsonLd {
    const items = [
      { name: titleWord(locale, 'home'), url: pageUrl('/', locale) },
      ...steps.map((s) => ({ name: s.name, url: pageUrl(`/goods/goods_search?cid=${s.id}&title=`, locale) })),
    ];
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ...items.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
        ...(last ? [{ '@type': 'ListItem', position: items.length + 1, name: last }] : []),
      ],
    };
  }

  async function productHead(id: number, locale: Locale): Promise<PageHead | null> {
    const row = (await db.query<ProductRow & PathRow>(PRODUCT_SQL[locale], [id], { name: `seo_product_${locale}` })).rows[0];
    if (!row) return null;
    const steps = pathSteps(row);
    const canonical = `/goods_detail/${id}`;
    const gallery = galleryDetail(row, row.attrs, row.skus, picture);
    const images = [row.image, ...pictureList(row.slider_image)].map(picture).filter(Boolean);
    const uniqueImages = [...new Set(images)];
    const opening = openingPicture(gallery);
    const price = money(row.price);
    const description = clip(row.info || row.name);
    const product: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.name,
      description,
      sku: String(row.id),
      url: pageUrl(canonical, locale),
      ...(uniqueImages.length ? { image: uniqueImages } : {}),
      ...(steps.length ? { category: steps.map((s) => s.name).join(' > ') } : {}),
      offers: {
        '@type': 'Offer',
        url: pageUrl(canonical, locale),
        price,
        priceCurrency: currency,
        availability: row.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        ...(row.merchant ? { seller: { '@type': 'Organization', name: row.merchant } } : {}),
      },
    };
    const reviews = Number(row.reviews ?? 0);
    if (reviews > 0) {
      product.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: (Math.round((Number(row.stars) * 10) / reviews) / 10).toFixed(1),
        reviewCount: reviews,
        bestRating: 5,
        worstRating: 1,
      };
    }
    // The offer the page opens on (the catalog's chosenOffer): the first SKU in stock's price, or the product's.
    const attributes = skuAttributes(gallery.productAttr);
    const sku = attributes.length > 0 ? findSku(gallery, initialSelection(attributes, gallery)) : null;
    const firstScreen: FirstScreen = {
      page: 'goodsDetail',
      picture: opening,
      sizes: PRODUCT_PICTURE_SIZES,
      name: row.name,
      info: row.info,
      price: money(sku?.price ?? row.price),
      otPrice: (sku?.otPrice ?? row.ot_price) ? money(sku?.otPrice ?? row.ot_price) : null,
      currencySymbol: currencySymbol(row.currency),
    };
    return {
      locale,
      title: pageTitle(locale, [row.name, row.merchant]),
      description,
      canonical,
      image: uniqueImages[0],
      ...(opening ? { preload: { src: opening, sizes: PRODUCT_PICTURE_SIZES } } : {}),
      ogType: 'product',
      price: { amount: price, currency },
      jsonLd: [product, breadcrumbs(locale, steps, row.name)],
      firstScreen,
    };
  }

  async function searchHead(query: URLSearchParams, locale: Locale): Promise<PageHead> {
    const keyword = (query.get('title') ?? '').trim();
    const cid = positiveInt(query.get('cid'));
    const steps = cid !== null ? await categoryPath(cid, locale) : [];
    const category = steps.at(-1);
    // The first row of results, painted before any script runs (the page's largest picture is one of them).
    const firstScreen = keyword || (cid !== null && !category) ? undefined : await searchFirstRow(products, query, cid, locale);
    if (keyword) {
      return {
        locale,
        title: pageTitle(locale, [titleWord(locale, 'search', { keyword })]),
        description: clip(translate(locale, 'seo.description.search', { keyword })),
        canonical: `/goods/goods_search?title=${encodeURIComponent(keyword)}&cid=${category ? category.id : ''}`,
      };
    }
    if (category) {
      return {
        locale,
        title: pageTitle(locale, [category.name]),
        description: translate(locale, 'seo.description.category', { category: category.name }),
        canonical: `/goods/goods_search?cid=${category.id}&title=`,
        jsonLd: [breadcrumbs(locale, steps)],
        firstScreen,
      };
    }
    return {
      locale,
      title: pageTitle(locale, [titleWord(locale, 'searchResults')]),
      description: translate(locale, 'seo.description.searchResults'),
      canonical: '/goods/goods_search',
      firstScreen,
    };
  }

  async function storeHead(tab: string, query: URLSearchParams, locale: Locale): Promise<PageHead> {
    const id = positiveInt(query.get('id'));
    const row =
      id === null
        ? undefined
        : (
            await db.query<StoreRow>(
              `SELECT id, name, intro, avatar, address, service_phone AS phone FROM merchant WHERE id = $1 AND is_switch AND NOT is_del`,
              [id],
              { name: 'seo_store' },
            )
          ).rows[0];
    if (!row) return { locale, title: pageTitle(locale, [titleWord(locale, 'store')]) };
    const tabWord = tab === 'category' ? titleWord(locale, 'storeCategory') : tab === 'coupon' ? titleWord(locale, 'storeCoupon') : null;
    const canonical = `/merchant/merchant/${tab}?id=${row.id}`;
    const description = clip(row.intro || translate(locale, 'seo.description.store', { store: row.name }));
    const image = row.avatar ? picture(row.avatar) : undefined;
    const store: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Store',
      '@id': pageUrl(`/merchant/merchant/home?id=${row.id}`, locale),
      name: row.name,
      description,
      url: pageUrl(`/merchant/merchant/home?id=${row.id}`, locale),
      ...(image ? { image, logo: image } : {}),
      ...(row.address ? { address: { '@type': 'PostalAddress', streetAddress: row.address } } : {}),
      ...(row.phone ? { telephone: row.phone } : {}),
    };
    return {
      locale,
      title: pageTitle(locale, [tabWord, row.name]),
      description,
      canonical,
      image,
      jsonLd: [store],
    };
  }

  async function activityHead(query: URLSearchParams, locale: Locale): Promise<PageHead> {
    const id = positiveInt(query.get('id'));
    const word = titleWord(locale, 'activities');
    const description = translate(locale, 'seo.description.activities');
    if (id === null) return { locale, title: pageTitle(locale, [word]), description, canonical: '/goods/activity_list' };
    const row = (
      await db.query<{ name: string }>(
        `SELECT ${localizedExpr('a.name', locale)} AS name FROM activity a WHERE a.id = $1 AND a.is_show`,
        [id],
        { name: `seo_activity_${locale}` },
      )
    ).rows[0];
    // The page shows the name from its link while the activity loads, and keeps it when there is none.
    const name = row?.name || (query.get('name') ?? '').trim() || null;
    return { locale, title: pageTitle(locale, [name ?? word]), description, canonical: row ? `/goods/activity_list?id=${id}` : undefined };
  }

  /**
   * The picture of home's first banner in a language, as GET /api/pc/home/index lists it first (home-service.ts: the
   * `pc_home` banners by sort, then id): the banner carousel draws it first, at HOME_BANNER_SIZES.
   */
  async function firstBanner(locale: Locale): Promise<string> {
    const row = (
      await db.query<{ pic: string }>(
        `SELECT ${localized('pic', locale)} FROM banner WHERE grp = 'pc_home' ORDER BY sort DESC, id LIMIT 1`,
        [],
        { name: `seo_home_banner_${locale}` },
      )
    ).rows[0];
    return row?.pic ? picture(row.pic) : '';
  }

  /** The shop street's banner in the language (its words are drawn in it), as the PC home data gives it; '' without. */
  async function streetBanner(locale: Locale): Promise<string> {
    const row = (
      await db.query<{ value: string }>(
        `SELECT ${localized('value', locale)} FROM system_config WHERE key = 'shop_street_header_image'`,
        [],
        { name: `seo_street_banner_${locale}` },
      )
    ).rows[0];
    return row?.value ? picture(row.value) : '';
  }

  async function homeHead(locale: Locale): Promise<PageHead> {
    const siteName = titleWord(locale, 'siteName');
    const website: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: pageUrl('/', locale),
      inLanguage: HREFLANG[locale],
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: pageUrl('/goods/goods_search?title={search_term_string}&cid=', locale) },
        'query-input': 'required name=search_term_string',
      },
    };
    const banner = await firstBanner(locale);
    return {
      locale,
      title: pageTitle(locale, []),
      description: translate(locale, 'seo.description.home'),
      canonical: '/',
      image: siteIcon,
      ...(banner ? { preload: { src: banner, sizes: HOME_BANNER_SIZES } } : {}),
      jsonLd: [website],
      ...(banner ? { firstScreen: { page: 'home', banner, sizes: HOME_BANNER_SIZES } } : {}),
    };
  }

  /** What the page at `page` (its storefront path and query) shows in its head. */
  async function describe(page: string): Promise<PageHead> {
    let url: URL;
    try {
      url = new URL(page.startsWith('/') ? page : `/${page}`, 'http://storefront.invalid');
    } catch {
      return { locale: DEFAULT_LOCALE, title: pageTitle(DEFAULT_LOCALE, []) };
    }
    const { locale, path } = splitLocale(url.pathname.replace(/\/{2,}/g, '/'));
    const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
    const generic: PageHead = { locale, title: pageTitle(locale, []) };
    const simple = (word: 'ranking' | 'shopStreet', key: string, canonical: string): PageHead => ({
      locale,
      title: pageTitle(locale, [titleWord(locale, word)]),
      description: translate(locale, key),
      canonical,
    });
    if (bare === '/') return homeHead(locale);
    const product = /^\/goods_detail\/([^/]+)$/.exec(bare);
    if (product) {
      const id = positiveInt(product[1]);
      return (id !== null && (await productHead(id, locale))) || { locale, title: pageTitle(locale, [titleWord(locale, 'product')]) };
    }
    if (bare === '/goods/goods_search') return searchHead(url.searchParams, locale);
    if (bare === '/goods/top_one') return simple('ranking', 'seo.description.ranking', '/goods/top_one');
    if (bare === '/goods/activity_list') return activityHead(url.searchParams, locale);
    if (bare === '/merchant/merchant_street') {
      const page = positiveInt(url.searchParams.get('page'));
      const head = simple('shopStreet', 'seo.description.shopStreet', page && page > 1 ? `/merchant/merchant_street?page=${page}` : bare);
      // Its banner is the page's largest picture: preloaded, and painted by the first screen before any script runs.
      const banner = await streetBanner(locale);
      return banner
        ? {
            ...head,
            preload: { src: banner, sizes: STREET_BANNER_SIZES },
            firstScreen: { page: 'merchantStreet', banner, sizes: STREET_BANNER_SIZES },
          }
        : head;
    }
    const store = /^\/merchant\/merchant\/(home|category|coupon|qualification)$/.exec(bare);
    if (store) return storeHead(store[1], url.searchParams, locale);
    return generic;
  }

  return {
    describe,
    /**
     * What the static servers write into the page at `page`, from one reading of its data: its head as HTML (in place
     * of the page's generic <title>) and its first screen ('' for a page without one; after its <div id="root">).
     */
    async parts(page: string): Promise<PageParts> {
      const head = await describe(page);
      return { head: renderHead(head, pageUrl), firstScreen: renderFirstScreen(head.locale, head.firstScreen) };
    },
  };
}

/** The served head and first screen of a page as HTML (GET /api/seo/page answers both). */
export interface PageParts {
  head: string;
  firstScreen: string;
}

export type SeoHeadService = ReturnType<typeof createSeoHeadService>;

/** The head as HTML elements, one a line; every value escaped for its place. */
export function renderHead(head: PageHead, pageUrl: (path: string, locale: Locale) => string): string {
  const { locale } = head;
  const siteName = titleWord(locale, 'siteName');
  const lines = [`<title>${escapeText(head.title)}</title>`];
  if (head.preload) lines.push(picturePreload(head.preload.src, head.preload.sizes));
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) lines.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}">`);
  };
  meta('name', 'description', head.description);
  if (head.canonical) {
    const url = pageUrl(head.canonical, locale);
    lines.push(`<link rel="canonical" href="${escapeAttr(url)}">`);
    for (const other of LOCALES) {
      lines.push(`<link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeAttr(pageUrl(head.canonical, other))}">`);
    }
    lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(pageUrl(head.canonical, DEFAULT_LOCALE))}">`);
    meta('property', 'og:type', head.ogType ?? 'website');
    meta('property', 'og:site_name', siteName);
    meta('property', 'og:locale', OG_LOCALE[locale]);
    for (const other of LOCALES) if (other !== locale) meta('property', 'og:locale:alternate', OG_LOCALE[other]);
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    meta('property', 'og:url', url);
    meta('property', 'og:image', head.image);
    if (head.price) {
      meta('property', 'product:price:amount', head.price.amount);
      meta('property', 'product:price:currency', head.price.currency);
    }
    meta('name', 'twitter:card', head.image && head.ogType === 'product' ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
    meta('name', 'twitter:image', head.image);
  }
  for (const data of head.jsonLd ?? []) lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return `${lines.join('\n')}\n`;
}
