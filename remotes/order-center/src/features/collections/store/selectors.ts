import type { CollectionsState } from './slice';

interface WithCollections {
  collections: CollectionsState;
}

export const selectCollections = (state: WithCollections): CollectionsState => state.collections;
