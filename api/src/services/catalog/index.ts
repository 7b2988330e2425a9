import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { createProductTextsService } from '../admin/product-texts-service';
import { createCategoryService } from './category-service';
import { createProductDetailService } from './product-detail-service';
import { createProductListService } from './product-list-service';
import { createReplyService } from './reply-service';

/** The catalogue: categories, product lists and search, one product, its reviews, and the operator's product texts. */
export function createCatalogServices(db: Db, config: Config) {
  return {
    categories: createCategoryService(db, config),
    products: createProductListService(db, config),
    productDetail: createProductDetailService(db, config),
    replies: createReplyService(db, config),
    productTexts: createProductTextsService(db),
  };
}

export type CatalogServices = ReturnType<typeof createCatalogServices>;
