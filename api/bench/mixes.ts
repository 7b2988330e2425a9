/**
 * The request mixes of `npm run bench:api -- --access random|zipf`: every request a new random choice over the
 * sampled catalogue (catalogue-sample.ts), as shoppers and crawlers spread over a real shop, instead of one URL per
 * endpoint (which measures the cache). Each request knows how to tell whether its answer carries data, so a mix that
 * answers empty pages or errors is reported as broken before it is measured.
 */
import type { Locale } from '../src/i18n/locale';
import type { CatalogueSample } from './catalogue-sample';
import { searchOf } from './words';

export interface MixRequest {
  path: string;
  headers: Record<string, string>;
  /** Why the answer's data (envelope code 200) is not what a shopper asked for, or null when it carries data. */
  check(data: unknown): string | null;
}

export interface Mix {
  name: string;
  /** What each request draws, for the printed header. */
  about: string;
  next(): MixRequest;
}

/** Sorts of the product list and category pages: the default, by sales and by price, each way. */
const LIST_SORTS = ['', 'salesOrder=asc', 'salesOrder=desc', 'priceOrder=asc', 'priceOrder=desc'];
/** The shop's product list supports the same sorts (schemas/merchant.ts MerchantProductQuery). */
const SHOP_SORTS = LIST_SORTS;
const LIST_LIMIT = 20;
/** The shop page's page size (the storefront's merchant home). */
const SHOP_LIMIT = 12;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const withSort = (query: string, sort: string) => (sort ? `${query}&${sort}` : query);

interface Page {
  list: unknown[];
  total: number;
}

/** A page that must hold products: the pages drawn exist (the last page is known), so an empty one is a failure. */
const nonEmptyPage = (data: unknown): string | null => {
  const page = data as Page | null;
  if (!page || !Array.isArray(page.list)) return 'no page in the answer';
  return page.list.length > 0 ? null : `an empty page (total ${page.total})`;
};

/** A search page: page 1 must hold products (the word comes from a product's name); a later page may be past the
 * end when the word matches fewer products, which the total then says. */
const searchPage = (page: number) => (data: unknown) => {
  const p = data as Page | null;
  if (!p || !Array.isArray(p.list)) return 'no page in the answer';
  if (p.list.length > 0) return null;
  return page > 1 && p.total <= (page - 1) * LIST_LIMIT ? null : `an empty page ${page} (total ${p.total})`;
};

const isObject = (data: unknown) => (data !== null && typeof data === 'object' ? null : 'no data');
const replyPage = (data: unknown) => {
  const p = data as Page | null;
  return p && Array.isArray(p.list) ? null : 'no page in the answer';
};
const detailOf = (id: number) => (data: unknown) => {
  const d = data as { productInfo?: { id?: number } } | null;
  return d?.productInfo?.id === id ? null : `no product ${id} in the answer`;
};

/** Popularity by rank (rank 1 most popular) with probability ∝ 1 / rank^s over `n` ranks: a Zipf law. */
export function zipf(n: number, s: number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 1; r <= n; r++) cdf[r - 1] = sum += 1 / Math.pow(r, s);
  return () => {
    const u = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo; // a 0-based rank
  };
}

interface MixContext {
  sample: CatalogueSample;
  /** The languages drawn from, one per request (Accept-Language). */
  langs: readonly Locale[];
  /** Pages of the product list at LIST_LIMIT, as the API counts them. */
  listPages: number;
}

const langHeader = (lang: Locale) => ({ 'accept-language': lang });

function detail(id: number, lang: Locale): MixRequest {
  return { path: `/api/front/product/detail/${id}`, headers: langHeader(lang), check: detailOf(id) };
}

function reviews(id: number, lang: Locale): MixRequest {
  return { path: `/api/front/product/reply/list/${id}?type=0&page=1&limit=${LIST_LIMIT}`, headers: langHeader(lang), check: replyPage };
}

function categoryPage(c: { id: number; products: number }, lang: Locale, maxPage: number): MixRequest {
  const page = int(1, Math.min(maxPage, Math.ceil(c.products / LIST_LIMIT)));
  return {
    path: withSort(`/api/front/product/list?cid=${c.id}&page=${page}&limit=${LIST_LIMIT}`, pick(LIST_SORTS)),
    headers: langHeader(lang),
    check: nonEmptyPage,
  };
}

function shopPage(shop: { id: number; products: number }, lang: Locale, maxPage: number): MixRequest {
  const page = int(1, Math.min(maxPage, Math.ceil(shop.products / SHOP_LIMIT)));
  return {
    path: withSort(`/api/front/product/merchant/pro/list?merId=${shop.id}&page=${page}&limit=${SHOP_LIMIT}`, pick(SHOP_SORTS)),
    headers: langHeader(lang),
    check: nonEmptyPage,
  };
}

/** A search for a word (or two) of a product's name in the request's language; null when the name has none. */
function search(name: string, lang: Locale, page: number): MixRequest | null {
  const words = searchOf(name, lang, Math.random);
  if (!words) return null;
  return {
    path: `/api/front/product/list?keyword=${encodeURIComponent(words)}&page=${page}&limit=${LIST_LIMIT}`,
    headers: langHeader(lang),
    check: searchPage(page),
  };
}

function searchFrom(names: CatalogueSample['names'], lang: Locale, page: () => number, nameIndex: (n: number) => number): MixRequest {
  const list = names[lang].length > 0 ? names[lang] : names.en;
  for (;;) {
    const r = search(list[nameIndex(list.length)].name, lang, page());
    if (r) return r;
  }
}

const home = (lang: Locale): MixRequest => ({ path: '/api/pc/home/index', headers: langHeader(lang), check: isObject });

/** The random-access mixes, by name (`--mixes`): each request a new uniform choice. */
export function randomMixes(ctx: MixContext): Mix[] {
  const { sample, langs } = ctx;
  const lang = () => pick(langs);
  return [
    {
      name: 'detail',
      about: `product detail, ${sample.productIds.length} ids spread over the ${sample.products} products`,
      next: () => detail(pick(sample.productIds), lang()),
    },
    {
      name: 'list',
      about: `product list, any page 1…${ctx.listPages}`,
      next: () => ({
        path: `/api/front/product/list?page=${int(1, ctx.listPages)}&limit=${LIST_LIMIT}`,
        headers: langHeader(lang()),
        check: nonEmptyPage,
      }),
    },
    {
      name: 'category',
      about: `category (${sample.categories.length} of any level), each sort (default, sales, price; asc/desc), pages 1–5`,
      next: () => categoryPage(pick(sample.categories), lang(), 5),
    },
    {
      name: 'search',
      about: `search, a word (or two) of a product name in the request's language (${langs.join(', ')}), pages 1–3`,
      next: () =>
        searchFrom(
          sample.names,
          lang(),
          () => int(1, 3),
          (n) => int(0, n - 1),
        ),
    },
    {
      name: 'reviews',
      about: 'product reviews, page 1 of any product',
      next: () => reviews(pick(sample.productIds), lang()),
    },
    {
      name: 'shop',
      about: `shop product list, any of ${sample.shops.length} shops, each sort, pages 1–3`,
      next: () => shopPage(pick(sample.shops), lang(), 3),
    },
    { name: 'home', about: 'the home data (one URL per language)', next: () => home(lang()) },
  ];
}

/**
 * The realistic session mix: products popular by a Zipf law (s ≈ 1) over the whole catalogue, ranked by sales;
 * 55 % product detail, 20 % category or product-list first pages, 15 % searches (page 1) for words of popular
 * products' names, 10 % reviews of popular products or shop pages.
 */
export function sessionMix(ctx: MixContext, s = 1): Mix {
  const { sample, langs } = ctx;
  const lang = () => pick(langs);
  const products = sample.byPopularity;
  const rank = zipf(products.length, s);
  const popularName = zipf(Math.max(1, ...Object.values(sample.popularNames).map((n) => n.length)), s);
  return {
    name: 'session (zipf)',
    about: `Zipf s=${s} over ${products.length} products: 55 % detail, 20 % category/list page 1, 15 % search, 10 % reviews/shop`,
    next() {
      const u = Math.random();
      const l = lang();
      if (u < 0.55) return detail(products[rank()], l);
      if (u < 0.75) {
        if (Math.random() < 0.75) return categoryPage(pick(sample.categories), l, 1);
        return {
          path: withSort(`/api/front/product/list?page=1&limit=${LIST_LIMIT}`, pick(LIST_SORTS)),
          headers: langHeader(l),
          check: nonEmptyPage,
        };
      }
      if (u < 0.9)
        return searchFrom(
          sample.popularNames,
          l,
          () => 1,
          (n) => Math.min(n - 1, popularName()),
        );
      if (Math.random() < 0.5) return reviews(products[rank()], l);
      return shopPage(pick(sample.shops), l, 1);
    },
  };
}
