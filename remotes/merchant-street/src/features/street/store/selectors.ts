import type { StreetState } from './slice';

interface WithStreet {
  street: StreetState;
}

export const selectStreet = (state: WithStreet): StreetState => state.street;
