import type { Db } from '../plugins/external/db';
import type { Config } from '../config';

/** Merchants, categories, products with SKUs and pictures, reviews, coupons, activities, keywords and banners. */
export async function seedCatalogue(_db: Db, _config: Config): Promise<void> {
  // Filled by the catalogue seed generator.
}
