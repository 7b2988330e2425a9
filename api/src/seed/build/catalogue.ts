import { createRng } from '../random';
import { buildCategories } from './categories';
import { buildMerchants } from './merchants';
import { buildProducts } from './products';
import { buildReviews } from './reviews';
import { buildActivities, buildBanners, buildCoupons, buildGuarantees, buildHotKeywords } from './marketing';
import type { CatalogueModel } from './model';
import { translateCatalogue } from './translations';

/** The fixed seed of the demo mall: change it and every machine gets a different (but again fixed) mall. */
const DEMO_SEED = 'mall-demo-v1';

/**
 * Builds the whole demo catalogue in memory. Everything but the timestamps (placed around `now`) is a pure
 * function of DEMO_SEED, so two builds give the same merchants, products, prices and pictures.
 */
export function buildCatalogue(now = Date.now()): CatalogueModel {
  const rng = createRng(DEMO_SEED);
  const { rows: categories, leaves } = buildCategories();
  const { types, categories: merchantCategories, merchants } = buildMerchants(rng.fork('merchants'), now);
  const built = buildProducts(rng.fork('products'), leaves, merchants, now);
  const productReplies = buildReviews(rng.fork('reviews'), built.products, built.skus, built.nouns, now);
  const { activities, items } = buildActivities(rng.fork('activities'), built.products, leaves);
  const model: CatalogueModel = {
    merchantTypes: types,
    merchantCategories,
    merchants: merchants.map((m) => m.row),
    categories,
    merchantProductCategories: built.merchantCategories,
    guarantees: buildGuarantees(),
    products: built.products,
    productAttrs: built.attrs,
    productSkus: built.skus,
    productReplies,
    coupons: buildCoupons(rng.fork('coupons'), merchants, built.products, built.nouns, now),
    activities,
    activityProducts: items,
    hotKeywords: buildHotKeywords(),
    banners: buildBanners(activities, leaves),
  };
  translateCatalogue(model);
  return model;
}
