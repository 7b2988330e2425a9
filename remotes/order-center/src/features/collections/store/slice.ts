import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CollectedProduct, FollowedMerchant, PageInfo } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

export interface CollectionsState {
  products: Loadable<PageInfo<CollectedProduct>>;
  stores: Loadable<PageInfo<FollowedMerchant>>;
  /** The page each list shows (a removal reads that page again). */
  productsPage: number;
  storesPage: number;
  /** The product or store being removed ("product:12", "store:3"), one at a time. */
  busyKey: string | null;
}

const initialState: CollectionsState = { products: idle(), stores: idle(), productsPage: 1, storesPage: 1, busyKey: null };

const collectionsSlice = createSlice({
  name: 'orderCenter/collections',
  initialState,
  reducers: {
    collectedProductsRequested(state, action: PayloadAction<{ page: number }>) {
      state.productsPage = action.payload.page;
      startLoading(state.products);
    },
    collectedProductsLoaded(state, action: PayloadAction<PageInfo<CollectedProduct>>) {
      finishLoading(state.products, action.payload);
    },
    collectedProductsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.products, action.payload);
    },
    followedStoresRequested(state, action: PayloadAction<{ page: number }>) {
      state.storesPage = action.payload.page;
      startLoading(state.stores);
    },
    followedStoresLoaded(state, action: PayloadAction<PageInfo<FollowedMerchant>>) {
      finishLoading(state.stores, action.payload);
    },
    followedStoresFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.stores, action.payload);
    },
    productUncollected(state, action: PayloadAction<{ productId: number }>) {
      state.busyKey = `product:${action.payload.productId}`;
    },
    storeUnfollowed(state, action: PayloadAction<{ merId: number }>) {
      state.busyKey = `store:${action.payload.merId}`;
    },
    /** The removal is done (the page is read again) or was refused (the API client said why). */
    collectionChangeEnded(state) {
      state.busyKey = null;
    },
  },
});

export const {
  collectedProductsRequested,
  collectedProductsLoaded,
  collectedProductsFailed,
  followedStoresRequested,
  followedStoresLoaded,
  followedStoresFailed,
  productUncollected,
  storeUnfollowed,
  collectionChangeEnded,
} = collectionsSlice.actions;
export const collectionsReducer = collectionsSlice.reducer;
