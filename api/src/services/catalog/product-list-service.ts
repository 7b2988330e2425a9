import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { mediaUrl, money } from '../../lib/format';
import { pageInfo, pageParams, RESULT_WINDOW, type PageInfo, type PageQuery } from '../../lib/paging';
import type { IndexProductResponse, LeaderboardItem, ProductListQuery } from '../../schemas/catalog';
import { onShelf } from './on-shelf';
import { assertInWindow, listingOrder, listingOrderBy, listingPage, type ListingScope } from './listing';
import { cardColumns, toIndexProduct, type CardRow } from './product-card';
import type { Locale } from '../../i18n/locale';
import { correctedWords, searchStatements, searchWords, singleCharacters } from './product-search-sql';
import './messages';

/** Most products the ranking shows (the contract's "TOP ONE" list). */
const LEADERBOARD_SIZE = 20;

export interface ProductListService {
  /** Search and category results (GET /api/front/product/list). */
  search(query: ProductListQuery, locale: Locale): Promise<PageInfo<IndexProductResponse>>;
  /** The home page's "You may also like" grid, scrolled page by page. */
  recommended(query: PageQuery, locale: Locale): Promise<PageInfo<IndexProductResponse>>;
  /** Best sellers by sold count (sales + ficti). */
  leaderboard(locale: Locale): Promise<LeaderboardItem[]>;
}

export function createProductListService(db: Db, config: Config): ProductListService {
  return {
    async search(query, locale) {
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('catalog.price.range');
      }
      const { page, limit, offset } = pageParams(query);
      assertInWindow(offset);
      // A category lists its products and those of the shown categories below it; a hidden or unknown one, nothing.
      const scope: ListingScope = query.cid !== undefined ? { kind: 'category', id: query.cid } : { kind: 'all' };
      const order = listingOrder(query.salesOrder, query.priceOrder);
      const { rows, total, relation, window } =
        searchWords(query.keyword).length > 0
          ? await searchPage(db, query, locale, scope, limit, offset)
          : await listingPage<CardRow>(
              db,
              { scope, order, minPrice: query.minPrice, maxPrice: query.maxPrice, columns: cardColumns(locale) },
              limit,
              offset,
            ).then((r) => ({ ...r, window: RESULT_WINDOW }));
      return pageInfo(
        rows.map((r) => toIndexProduct(r, config.publicUrl, false)),
        total,
        page,
        limit,
        { size: window, relation },
      );
    },

    async recommended(query, locale) {
      const { page, limit, offset } = pageParams(query);
      // Merchants' sort first, then the best sellers, so the grid opens on what shoppers buy.
      const { rows, total, relation } = await listingPage<CardRow>(
        db,
        { scope: { kind: 'all' }, order: { by: 'picks' }, columns: cardColumns(locale) },
        limit,
        offset,
      );
      return pageInfo(
        rows.map((r) => toIndexProduct(r, config.publicUrl, true)),
        total,
        page,
        limit,
        { size: RESULT_WINDOW, relation },
      );
    },

    async leaderboard(locale) {
      const r = await db.query<CardRow>(
        `SELECT ${cardColumns(locale)} FROM product p WHERE ${onShelf('p')}
          ORDER BY ${listingOrderBy({ by: 'sold', dir: 'desc' })} LIMIT ${LEADERBOARD_SIZE}`,
      );
      return r.rows.map((p) => ({
        id: p.id,
        storeName: p.store_name,
        image: mediaUrl(config.publicUrl, p.image),
        price: money(p.price),
        otPrice: money(p.ot_price),
        sales: p.sales + p.ficti,
      }));
    },
  };
}

/**
 * One page of a keyword search: the words corrected against the catalogue's vocabulary (a misspelt word stands for
 * the closest words the catalogue has), then the matches in relevance order (or the sort chosen), counted up to
 * the page's window: the first RELEVANCE_CANDIDATES matches for relevance, the result window for a sort.
 *
 * Most searches are spelled as the catalogue spells them: their relevance page is tried first with the words as
 * typed, in one statement that also checks the vocabulary knows each word (searchStatements' `typed`). A row means
 * they were all known, and it is the page; no row (a word to correct, no match, a page past the last) goes the
 * long way below, whose page is the same statement when no word needed correcting.
 */
async function searchPage(db: Db, query: ProductListQuery, locale: Locale, scope: ListingScope, limit: number, offset: number) {
  const words = searchWords(query.keyword);
  const typed = words.map((w) => [w]);
  const guess = searchStatements(query, locale, scope, limit, offset, typed, new Map(), words);
  let tried: Array<CardRow & { window_n: number }> | null = null;
  if (guess.page.gated && offset < guess.window) {
    tried = (await db.query<CardRow & { window_n: number }>(guess.page.sql, guess.page.params, { name: guess.page.name })).rows;
    if (tried.length > 0) return counted(tried, tried[0].window_n, guess.window);
  }
  const { terms, allKnown } = await correctedWords(db, words, locale);
  // A word of one character: answered from the vocabulary (none, or its pairs) when it is absent or rare.
  const singles = await singleCharacters(db, terms, locale);
  const s = searchStatements(query, locale, scope, limit, offset, terms, singles);
  if (offset >= s.window) throw badRequest('catalog.page.window', { window: s.window.toLocaleString('en') });
  if (s.countedInPage) {
    // Every word known as typed: the page tried above was this one, and had no row.
    const asTyped = tried !== null && allKnown;
    const named = s.page.name ? { name: s.page.name } : {};
    const page = asTyped ? [] : (await db.query<CardRow & { window_n: number }>(s.page.sql, s.page.params, named)).rows;
    const n = page.length > 0 ? page[0].window_n : (await db.query<{ n: number }>(s.total.sql, s.total.params)).rows[0].n;
    return counted(page, n, s.window);
  }
  const [page, total] = await Promise.all([
    db.query<CardRow>(s.page.sql, s.page.params),
    db.query<{ n: number }>(s.total.sql, s.total.params),
  ]);
  return counted(page.rows, total.rows[0].n, s.window);
}

/** A search page's rows and its count of matches `n`, bounded by its window. */
function counted(rows: CardRow[], n: number, window: number) {
  return { rows, total: Math.min(n, window), relation: n > window ? ('gte' as const) : ('eq' as const), window };
}
