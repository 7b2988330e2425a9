import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, CartMerchantGroup, CartResetRequest, ProductDetailResponse } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';
import { cartLineIds } from '../cart-lines';

interface ReselectState {
  /** The invalid line being reselected (null: the chooser is closed). */
  line: CartLine | null;
  product: Loadable<ProductDetailResponse>;
  submitting: boolean;
}

export interface CartState {
  valid: Loadable<CartMerchantGroup[]>;
  invalid: Loadable<CartMerchantGroup[]>;
  /** Checked line ids (every line starts checked). */
  selected: number[];
  /** Every line id seen so far: a line new since the last load starts checked, one unchecked stays so. */
  known: number[];
  /** Quantities the server confirmed, per line id: what a failed update rolls back to. */
  saved: Record<number, number>;
  /** Lines whose quantity change is waiting for the debounce or on its way. */
  saving: number[];
  deleting: boolean;
  reselect: ReselectState;
  checkout: 'idle' | 'submitting';
  /** Set when "Buy now" made a pre-order: the page opens the confirm page, then clears it. */
  preOrderNo: string | null;
}

const freshCart = (): CartState => ({
  valid: idle(),
  invalid: idle(),
  selected: [],
  known: [],
  saved: {},
  saving: [],
  deleting: false,
  reselect: { line: null, product: idle(), submitting: false },
  checkout: 'idle',
  preOrderNo: null,
});

function findLine(groups: CartMerchantGroup[] | null, id: number): CartLine | undefined {
  for (const group of groups ?? []) {
    const line = group.cartInfoList.find((item) => item.id === id);
    if (line) return line;
  }
  return undefined;
}

const cartSlice = createSlice({
  name: 'checkout/cart',
  initialState: freshCart,
  reducers: {
    /** A visit of the cart page (or a change of shopper): everything starts over, every line checked. */
    cartOpened() {
      const fresh = freshCart();
      startLoading(fresh.valid);
      startLoading(fresh.invalid);
      return fresh;
    },
    /** A reload that keeps what the shopper checked. */
    cartRequested(state) {
      startLoading(state.valid);
      startLoading(state.invalid);
    },
    cartLoaded(state, action: PayloadAction<{ valid: CartMerchantGroup[]; invalid: CartMerchantGroup[] }>) {
      const { valid, invalid } = action.payload;
      // A quantity still on its way keeps the number the shopper sees; the server's arrives with its answer.
      for (const group of valid) {
        for (const line of group.cartInfoList) {
          state.saved[line.id] = line.cartNum;
          const shown = findLine(state.valid.data, line.id);
          if (shown && state.saving.includes(line.id)) line.cartNum = shown.cartNum;
        }
      }
      const ids = cartLineIds(valid);
      const selected = new Set(state.selected);
      const known = new Set(state.known);
      state.selected = ids.filter((id) => selected.has(id) || !known.has(id));
      state.known = [...new Set([...state.known, ...ids])];
      finishLoading(state.valid, valid);
      finishLoading(state.invalid, invalid);
    },
    cartFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.valid, action.payload);
      failLoading(state.invalid, action.payload);
    },
    lineToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selected = state.selected.includes(id) ? state.selected.filter((item) => item !== id) : [...state.selected, id];
    },
    merchantToggled(state, action: PayloadAction<{ merId: number; checked: boolean }>) {
      const group = state.valid.data?.find((item) => item.merId === action.payload.merId);
      if (!group) return;
      const ids = group.cartInfoList.map((line) => line.id);
      const rest = state.selected.filter((id) => !ids.includes(id));
      state.selected = action.payload.checked ? [...rest, ...ids] : rest;
    },
    allToggled(state, action: PayloadAction<boolean>) {
      state.selected = action.payload ? cartLineIds(state.valid.data ?? []) : [];
    },
    /** Shown at once; the saga sends it after 500 ms without another change of that line. */
    quantityChanged(state, action: PayloadAction<{ id: number; number: number }>) {
      const line = findLine(state.valid.data, action.payload.id);
      if (!line) return;
      line.cartNum = action.payload.number;
      if (!state.saving.includes(line.id)) state.saving.push(line.id);
    },
    quantitySaved(state, action: PayloadAction<{ id: number; number: number }>) {
      state.saved[action.payload.id] = action.payload.number;
      state.saving = state.saving.filter((id) => id !== action.payload.id);
    },
    /** The server refused: the line shows its last confirmed quantity again. */
    quantityFailed(state, action: PayloadAction<{ id: number }>) {
      const line = findLine(state.valid.data, action.payload.id);
      const saved = state.saved[action.payload.id];
      if (line && saved !== undefined) line.cartNum = saved;
      state.saving = state.saving.filter((id) => id !== action.payload.id);
    },
    linesDeleteRequested(state, _action: PayloadAction<number[]>) {
      state.deleting = true;
    },
    linesDeleted(state, action: PayloadAction<number[]>) {
      state.deleting = false;
      const gone = new Set(action.payload);
      const drop = (groups: CartMerchantGroup[] | null) =>
        (groups ?? [])
          .map((group) => ({ ...group, cartInfoList: group.cartInfoList.filter((line) => !gone.has(line.id)) }))
          .filter((group) => group.cartInfoList.length > 0);
      if (state.valid.data) state.valid.data = drop(state.valid.data);
      if (state.invalid.data) state.invalid.data = drop(state.invalid.data);
      state.selected = state.selected.filter((id) => !gone.has(id));
    },
    linesDeleteFailed(state) {
      state.deleting = false;
    },
    reselectOpened(state, action: PayloadAction<CartLine>) {
      state.reselect = { line: action.payload, product: idle(), submitting: false };
      startLoading(state.reselect.product);
    },
    reselectProductLoaded(state, action: PayloadAction<ProductDetailResponse>) {
      finishLoading(state.reselect.product, action.payload);
    },
    reselectProductFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.reselect.product, action.payload);
    },
    reselectSubmitted(state, _action: PayloadAction<CartResetRequest>) {
      state.reselect.submitting = true;
    },
    reselectFailed(state) {
      state.reselect.submitting = false;
    },
    reselectClosed(state) {
      state.reselect = { line: null, product: idle(), submitting: false };
    },
    checkoutSubmitted(state, _action: PayloadAction<number[]>) {
      state.checkout = 'submitting';
      state.preOrderNo = null;
    },
    checkoutSucceeded(state, action: PayloadAction<string>) {
      state.checkout = 'idle';
      state.preOrderNo = action.payload;
    },
    checkoutFailed(state) {
      state.checkout = 'idle';
    },
    /** The page has moved on to the confirm page. */
    preOrderOpened(state) {
      state.preOrderNo = null;
    },
  },
});

export const {
  cartOpened,
  cartRequested,
  cartLoaded,
  cartFailed,
  lineToggled,
  merchantToggled,
  allToggled,
  quantityChanged,
  quantitySaved,
  quantityFailed,
  linesDeleteRequested,
  linesDeleted,
  linesDeleteFailed,
  reselectOpened,
  reselectProductLoaded,
  reselectProductFailed,
  reselectSubmitted,
  reselectFailed,
  reselectClosed,
  checkoutSubmitted,
  checkoutSucceeded,
  checkoutFailed,
  preOrderOpened,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
