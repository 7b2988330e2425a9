import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { pageInfo, pageParams, RESULT_WINDOW, windowCountSql, windowTake, type PageInfo } from '../../lib/paging';
import type { MerchantProduct, MerchantProductQuery, StoreCategoryNode } from '../../schemas/merchant';
import { onShelf } from '../catalog/on-shelf';
import { cardColumns, toProductCard, type CardRow } from '../catalog/product-card';
import { categoryColumns, categoryTree, type CategoryRow } from '../catalog/category-service';
import { judgeOpen, requireOpenMerchant } from './merchant-gate';
import { assertInWindow, listingOrder, listingOrderBy, listingPage, windowTotal } from '../catalog/listing';
import { correctWords, keywordCondition, searchWords } from '../catalog/product-search-sql';
import type { Locale } from '../../i18n/locale';

export interface MerchantProductsService {
  /** A store's products on sale, filtered and sorted as the product list is. */
  products(query: MerchantProductQuery, locale: Locale): Promise<PageInfo<MerchantProduct>>;
  /** The store's own shown categories as a tree. */
  categories(merId: number, locale: Locale): Promise<StoreCategoryNode[]>;
}

/**
 * WHERE conditions of a store's product list, with their parameters ($1 is the store). `terms`: the keyword's words
 * as corrected against the catalogue's vocabulary (correctWords), each matched as the product search matches it.
 */
function productFilter(query: MerchantProductQuery, locale: Locale, terms: string[][]): { where: string; params: unknown[] } {
  const conditions = ['p.mer_id = $1', onShelf('p')];
  const params: unknown[] = [query.merId];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.cid) {
    // The category and everything under it.
    add(
      (n) => `p.mer_category_id IN (
        WITH RECURSIVE tree AS (
          SELECT id FROM merchant_product_category WHERE id = ${n} AND mer_id = $1
          UNION ALL
          SELECT c.id FROM merchant_product_category c JOIN tree t ON c.pid = t.id
        ) SELECT id FROM tree)`,
      Number(query.cid),
    );
  }
  // Every word in the name (also in the shopper's language) or the keywords; the store's mer_id index narrows first.
  conditions.push(
    ...keywordCondition(terms, locale, (value) => {
      params.push(value);
      return `$${params.length}`;
    }),
  );
  if (query.minPrice) add((n) => `p.price >= ${n}::numeric`, query.minPrice);
  if (query.maxPrice) add((n) => `p.price <= ${n}::numeric`, query.maxPrice);
  return { where: conditions.join(' AND '), params };
}

export function createMerchantProductsService(db: Db, config: Config): MerchantProductsService {
  return {
    products(query, locale) {
      if (query.minPrice && query.maxPrice && Number(query.minPrice) > Number(query.maxPrice)) {
        throw badRequest('merchant.price.range');
      }
      const { page, limit, offset } = pageParams(query, 20);
      assertInWindow(offset);
      const order = listingOrder(query.salesOrder, query.priceOrder);
      const answer = (found: { rows: CardRow[]; total: number; relation: 'eq' | 'gte' }) =>
        pageInfo(
          found.rows.map((p) => toProductCard(p, config.publicUrl)),
          found.total,
          page,
          limit,
          { size: RESULT_WINDOW, relation: found.relation },
        );
      if (!query.cid && !query.keyword?.trim()) {
        // The shop's whole shelf (or a price range of it): an index per order (migration 026), a kept total, and the
        // store's gate in the same statement, outside a transaction, so it runs on the prepared reads' generic plan
        // (db.ts): in a transaction the page was planned anew each time (1–2 ms of planning for 0.15 ms of run) and
        // took four round trips (BEGIN, the gate, the page, COMMIT); beside a gate of its own, two. A page with no
        // rows (past the end, a store with none) carries no gate, which is then read alone. A closed or unknown store
        // answers as before.
        return listingPage<CardRow & { shop_open: boolean | null }>(
          db,
          {
            scope: { kind: 'shop', merId: query.merId },
            order,
            minPrice: query.minPrice || undefined,
            maxPrice: query.maxPrice || undefined,
            columns: cardColumns(locale),
            gate: true,
          },
          limit,
          offset,
        ).then(async (found) => {
          if (found.rows.length > 0) judgeOpen(found.rows[0].shop_open);
          else await requireOpenMerchant(db, query.merId);
          return answer(found);
        });
      }
      // A category or a keyword: the words corrected, counted and paged in one snapshot.
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, query.merId);
        const terms = await correctWords(tx, searchWords(query.keyword), locale);
        const { where, params } = productFilter(query, locale, terms);
        const n = params.length;
        const take = windowTake(limit, offset);
        const counted = await tx.query<{ n: number }>(windowCountSql(`FROM product p WHERE ${where}`), params);
        const rows = await tx.query<CardRow>(
          `SELECT ${cardColumns(locale)} FROM product p WHERE ${where}
            ORDER BY ${listingOrderBy(order)} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, take, offset],
        );
        return answer({ rows: rows.rows, ...windowTotal(counted.rows[0].n, false) });
      });
    },

    categories(merId, locale) {
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, merId);
        const r = await tx.query<CategoryRow>(
          `SELECT ${categoryColumns(locale)} FROM merchant_product_category WHERE mer_id = $1 AND is_show ORDER BY sort DESC, id`,
          [merId],
        );
        return categoryTree(r.rows, config.publicUrl);
      });
    },
  };
}
