import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CartMerchantGroup, CartResetRequest, CartLine, PreOrderResponse, ProductDetailResponse } from '@mall/contract';
import { getProductDetail } from '@mall/api-client/calls';
import { createCartPreOrder, deleteCartLines, getCartList, resetCartLine, updateCartQuantity } from '../api/cart';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { refreshCartCount } from '@mall/api-client/cart-count';
import { visitorCartMerged } from '../../../lib/cart-events';
import {
  cartFailed,
  cartLoaded,
  cartOpened,
  cartRequested,
  checkoutFailed,
  checkoutSubmitted,
  checkoutSucceeded,
  linesDeleted,
  linesDeleteFailed,
  linesDeleteRequested,
  quantityChanged,
  quantityFailed,
  quantitySaved,
  reselectClosed,
  reselectFailed,
  reselectOpened,
  reselectProductFailed,
  reselectProductLoaded,
  reselectSubmitted,
} from './slice';

/** A quantity is sent once the shopper stopped changing that line for this long (500 ms, so a run of clicks sends one request). */
const QUANTITY_DEBOUNCE_MS = 500;

function* loadCart(): SagaIterator {
  try {
    const [valid, invalid]: [CartMerchantGroup[], CartMerchantGroup[]] = yield all([
      call(callAbortable<CartMerchantGroup[]>, (signal) => getCartList(true, { silent: true, signal })),
      call(callAbortable<CartMerchantGroup[]>, (signal) => getCartList(false, { silent: true, signal })),
    ]);
    yield put(cartLoaded({ valid: valid ?? [], invalid: invalid ?? [] }));
  } catch (error) {
    if (!isCanceled(error)) yield put(cartFailed(toApiFailure(error)));
  }
}

function* saveQuantity({ id, number }: { id: number; number: number }): SagaIterator {
  yield delay(QUANTITY_DEBOUNCE_MS);
  try {
    // Not silent: a refusal (beyond stock, line gone) is toasted with the server's message.
    yield call(updateCartQuantity, id, number);
    yield put(quantitySaved({ id, number }));
  } catch {
    yield put(quantityFailed({ id }));
  }
  yield call(refreshCartCount);
}

/** One debounce per line: a new change of the same line restarts its wait, other lines keep theirs. */
function* watchQuantities(): SagaIterator {
  const waiting = new Map<number, Task>();
  while (true) {
    const action: PayloadAction<{ id: number; number: number }> = yield take(quantityChanged.type);
    const previous = waiting.get(action.payload.id);
    if (previous?.isRunning()) yield cancel(previous);
    waiting.set(action.payload.id, yield fork(saveQuantity, action.payload));
  }
}

function* deleteLines(action: PayloadAction<number[]>): SagaIterator {
  try {
    yield call(deleteCartLines, action.payload);
    yield put(linesDeleted(action.payload));
  } catch {
    yield put(linesDeleteFailed());
  }
  yield call(refreshCartCount);
}

function* loadReselectProduct(action: PayloadAction<CartLine>): SagaIterator {
  try {
    const detail: ProductDetailResponse = yield* callAbortable((signal) =>
      getProductDetail(action.payload.productId, { silent: true, signal }),
    );
    yield put(reselectProductLoaded(detail));
  } catch (error) {
    if (!isCanceled(error)) yield put(reselectProductFailed(toApiFailure(error)));
  }
}

function* reselect(action: PayloadAction<CartResetRequest>): SagaIterator {
  try {
    yield call(resetCartLine, action.payload);
    yield put(reselectClosed());
    yield put(cartRequested());
    yield call(refreshCartCount);
  } catch {
    yield put(reselectFailed());
  }
}

function* checkout(action: PayloadAction<number[]>): SagaIterator {
  try {
    const { preOrderNo }: PreOrderResponse = yield call(createCartPreOrder, action.payload);
    yield put(checkoutSucceeded(preOrderNo));
  } catch {
    // The API client has toasted why (a line sold out meanwhile, …); the cart is reloaded to show it.
    yield put(checkoutFailed());
    yield put(cartRequested());
  }
}

export function* cartSaga(): SagaIterator {
  yield takeLatest([cartOpened.type, cartRequested.type], loadCart);
  yield takeLatest(visitorCartMerged.type, function* reloadAfterMerge() {
    yield put(cartRequested());
  });
  yield fork(watchQuantities);
  yield takeEvery(linesDeleteRequested.type, deleteLines);
  yield takeLatest(reselectOpened.type, loadReselectProduct);
  yield takeLeading(reselectSubmitted.type, reselect);
  yield takeLeading(checkoutSubmitted.type, checkout);
}
