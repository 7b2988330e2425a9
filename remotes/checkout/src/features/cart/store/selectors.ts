import type { CartState } from './slice';

interface WithCart {
  cart: CartState;
}

export const selectCart = (state: WithCart): CartState => state.cart;
