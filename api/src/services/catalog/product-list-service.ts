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
import { correctWords, searchStatements, searchWords, singleCharacters } from './product-search-sql';
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
 */
async function searchPage(db: Db, query: ProductListQuery, locale: Locale, scope: ListingScope, limit: number, offset: number) {
  const terms = await correctWords(db, searchWords(query.keyword), locale);
  // A word of one character: answered from the vocabulary (none, or its pairs) when it is absent or rare.
  const singles = await singleCharacters(db, terms, locale);
  const s = searchStatements(query, locale, scope, limit, offset, terms, singles);
  if (offset >= s.window) throw badRequest('catalog.page.window', { window: s.window.toLocaleString('en') });
  let rows: CardRow[];
  let n: number;
  if (s.countedInPage) {
    const named = s.page.name ? { name: s.page.name } : {};
    const page = (await db.query<CardRow & { window_n: number }>(s.page.sql, s.page.params, named)).rows;
    rows = page;
    n = page.length > 0 ? page[0].window_n : (await db.query<{ n: number }>(s.total.sql, s.total.params)).rows[0].n;
  } else {
    const [page, counted] = await Promise.all([
      db.query<CardRow>(s.page.sql, s.page.params),
      db.query<{ n: number }>(s.total.sql, s.total.params),
    ]);
    rows = page.rows;
    n = counted.rows[0].n;
  }
  return { rows, total: Math.min(n, s.window), relation: n > s.window ? ('gte' as const) : ('eq' as const), window: s.window };
}
