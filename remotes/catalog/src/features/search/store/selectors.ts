import type { SearchState } from './slice';

interface WithSearch {
  search: SearchState;
}

export const selectSearch = (state: WithSearch) => state.search;
export const selectResults = (state: WithSearch) => state.search.results;
export const selectMerchantMatches = (state: WithSearch) => state.search.merchants;
