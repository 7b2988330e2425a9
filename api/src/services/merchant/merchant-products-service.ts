import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { MerchantProduct, MerchantProductQuery, StoreCategoryNode } from '../../schemas/merchant';
import { onShelf } from '../catalog/on-shelf';
import { cardColumns, toProductCard, type CardRow } from '../catalog/product-card';
import { categoryColumns, categoryTree, type CategoryRow } from '../catalog/category-service';
import { requireOpenMerchant } from './merchant-gate';
import { productOrder } from './product-order';
import { likePattern } from './like-pattern';
import type { Locale } from '../../i18n/locale';
import { translatedText } from '../../i18n/localized';

export interface MerchantProductsService {
  /** A store's products on sale, filtered and sorted as the product list is. */
  products(query: MerchantProductQuery, locale: Locale): Promise<PageInfo<MerchantProduct>>;
  /** The store's own shown categories as a tree. */
  categories(merId: number, locale: Locale): Promise<StoreCategoryNode[]>;
}

/** WHERE conditions of a store's product list, with their parameters ($1 is the store). */
function productFilter(query: MerchantProductQuery, locale: Locale): { where: string; params: unknown[] } {
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
  const keyword = query.keyword?.trim();
  // The name in the shopper's language matches too (the store's own rows: its mer_id index narrows them first).
  const translated = (n: string) => (locale === 'en' ? '' : ` OR (${translatedText('p.store_name', locale)}) ILIKE ${n}`);
  if (keyword) add((n) => `(p.store_name ILIKE ${n} OR p.keyword ILIKE ${n}${translated(n)})`, likePattern(keyword));
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
      const { where, params } = productFilter(query, locale);
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, query.merId);
        const count = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM product p WHERE ${where}`, params);
        const rows = await tx.query<CardRow>(
          `SELECT ${cardColumns(locale)}
             FROM product p WHERE ${where}
            ORDER BY ${productOrder(query.salesOrder, query.priceOrder)}
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        );
        const list = rows.rows.map((p) => toProductCard(p, config.publicUrl));
        return pageInfo(list, count.rows[0].total, page, limit);
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
