import type { StoreFrontState } from './slice';

interface WithStoreFront {
  storeFront: StoreFrontState;
}

export const selectStoreFront = (state: WithStoreFront): StoreFrontState => state.storeFront;
