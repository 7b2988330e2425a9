import type { MerchantSearchState } from './slice';

interface WithMerchantSearch {
  merchantSearch: MerchantSearchState;
}

export const selectMerchantSearch = (state: WithMerchantSearch): MerchantSearchState => state.merchantSearch;
