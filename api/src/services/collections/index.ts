import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { createCollectionListService } from './collection-list-service';
import { createCollectionService } from './collection-service';

/** The shopper's collections: products kept as favourites and followed shops. */
export function createCollectionServices(db: Db, config: Config) {
  return {
    items: createCollectionService(db),
    favourites: createCollectionListService(db, config),
  };
}

export type CollectionServices = ReturnType<typeof createCollectionServices>;
