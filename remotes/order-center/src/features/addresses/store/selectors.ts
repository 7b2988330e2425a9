import type { AddressesState } from './slice';

interface WithAddresses {
  addresses: AddressesState;
}

export const selectAddresses = (state: WithAddresses): AddressesState => state.addresses;
