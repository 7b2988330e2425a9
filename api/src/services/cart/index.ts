import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { createCartLineService } from './cart-line-service';
import { createCartListService } from './cart-list-service';
import { createCartSaveService } from './cart-save-service';
import { createCartService } from './cart-service';
import { createVisitorMergeService } from './visitor-merge-service';

/** The cart: adding and counting, the cart page, changing a line, and a guest's cart merged at sign-in. */
export function createCartServices(db: Db, config: Config) {
  const { maxPerSku } = config.limits;
  return {
    items: createCartService(db),
    saving: createCartSaveService(db, maxPerSku),
    listing: createCartListService(db, config),
    lines: createCartLineService(db, maxPerSku),
    visitorMerge: createVisitorMergeService(db, maxPerSku),
  };
}

export type CartServices = ReturnType<typeof createCartServices>;
