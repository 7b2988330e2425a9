import type { StoreProductsState } from './slice';

interface WithStoreProducts {
  storeProducts: StoreProductsState;
}

export const selectStoreProducts = (state: WithStoreProducts): StoreProductsState => state.storeProducts;
export const selectStoreCategories = (state: WithStoreProducts) => state.storeProducts.categories;
