import type { SearchState } from './slice';

interface WithSearch {
  search: SearchState;
}

export const selectSearch = (state: WithSearch) => state.search;
