import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { createFollowedMerchantsService } from './followed-merchants-service';
import { createMerchantDirectoryService } from './merchant-directory-service';
import { createMerchantProductsService } from './merchant-products-service';
import { createMerchantStoreService } from './merchant-store-service';
import { createMerchantStreetService } from './merchant-street-service';
import { createQualificationService } from './qualification-service';

/** Shops: the street and search, categories and types, one shop's page and products, qualifications, followed shops. */
export function createMerchantServices(db: Db, config: Config) {
  return {
    street: createMerchantStreetService(db, config),
    directory: createMerchantDirectoryService(db),
    store: createMerchantStoreService(db, config),
    products: createMerchantProductsService(db, config),
    qualification: createQualificationService(db, config),
    followed: createFollowedMerchantsService(db, config),
  };
}

export type MerchantServices = ReturnType<typeof createMerchantServices>;
