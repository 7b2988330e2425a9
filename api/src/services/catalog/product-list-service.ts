import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { mediaUrl, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo, type PageQuery } from '../../lib/paging';
import type { IndexProductResponse, LeaderboardItem, ProductListQuery } from '../../schemas/catalog';
import { onShelf } from './on-shelf';
import { pagedRows } from './paged-rows';
import { cardColumns, toIndexProduct, type CardRow } from './product-card';
import type { Locale } from '../../i18n/locale';
import { productSearchSql } from './product-search-sql';
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
      const { rows, total } = await pagedRows<CardRow>(db, productSearchSql(query, locale), limit, offset);
      return pageInfo(
        rows.map((r) => toIndexProduct(r, config.publicUrl, false)),
        total,
        page,
        limit,
      );
    },

    async recommended(query, locale) {
      const { page, limit, offset } = pageParams(query);
      // Merchants' sort first, then the best sellers, so the grid opens on what shoppers buy.
      const { rows, total } = await pagedRows<CardRow>(
        db,
        {
          columns: cardColumns(locale),
          from: `FROM product p WHERE ${onShelf('p')}`,
          orderBy: 'p.sort DESC, p.sales + p.ficti DESC, p.id DESC',
          params: [],
        },
        limit,
        offset,
      );
      return pageInfo(
        rows.map((r) => toIndexProduct(r, config.publicUrl, true)),
        total,
        page,
        limit,
      );
    },

    async leaderboard(locale) {
      const r = await db.query<CardRow>(
        `SELECT ${cardColumns(locale)} FROM product p WHERE ${onShelf('p')}
          ORDER BY p.sales + p.ficti DESC, p.id DESC LIMIT ${LEADERBOARD_SIZE}`,
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
