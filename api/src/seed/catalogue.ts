import type { Db } from '../infra/db';
import { buildCatalogue } from './build/catalogue';
import type { CatalogueModel } from './build/model';
import { insertRows, syncSequence } from './insert-rows';

/** Tables in foreign-key order, each with the model rows that fill it. */
const TABLES: Array<[string, keyof CatalogueModel]> = [
  ['merchant_type', 'merchantTypes'],
  ['merchant_category', 'merchantCategories'],
  ['merchant', 'merchants'],
  ['category', 'categories'],
  ['merchant_product_category', 'merchantProductCategories'],
  ['guarantee', 'guarantees'],
  ['product', 'products'],
  ['product_attr', 'productAttrs'],
  ['product_sku', 'productSkus'],
  ['product_reply', 'productReplies'],
  ['coupon', 'coupons'],
  ['activity', 'activities'],
  ['activity_product', 'activityProducts'],
  ['hot_keyword', 'hotKeywords'],
  ['banner', 'banners'],
];

/** The platform's own tables: what an empty mall (SEED=none) has before its first merchant. */
const PLATFORM_TABLES = new Set(['merchant_type', 'merchant_category', 'category', 'guarantee']);

/** The platform's categories, merchant types and categories (with their fees) and guarantees: no merchant, no product. */
export async function seedPlatform(db: Db, now = Date.now()): Promise<void> {
  const model = buildCatalogue(now);
  for (const [table, key] of TABLES.filter(([t]) => PLATFORM_TABLES.has(t))) {
    await insertRows(db, table, model[key]);
    await syncSequence(db, table);
  }
}

/** Merchants, categories, products with SKUs, reviews, coupons, activities, keywords and banners (pictures: ./pictures). */
export async function seedCatalogue(db: Db, now = Date.now()): Promise<CatalogueModel> {
  const model = buildCatalogue(now);
  for (const [table, key] of TABLES) {
    await insertRows(db, table, model[key]);
    if (table !== 'activity_product') await syncSequence(db, table);
  }
  return model;
}
