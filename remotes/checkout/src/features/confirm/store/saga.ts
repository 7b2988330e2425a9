import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  AddressEditRequest,
  ComputePriceRequest,
  ComputedPrice,
  OrderCoupon,
  OrderCreateResponse,
  OrderPayResult,
  PayMethodResponse,
  PreOrderVo,
  UserAddress,
} from '@mall/contract';
import { getAllAddresses, payOrder } from '@mall/api-client/calls';
import { getPayMethods } from '../../../api/pay-methods';
import { computeOrderPrice, createOrder, getOrderCoupons, loadPreOrder, saveAddress } from '../api/confirm';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { refreshCartCount } from '@mall/api-client/cart-count';
import { paymentStepOf } from '../../../lib/payment-step';
import { selectConfirm } from './selectors';
import {
  addressAdded,
  addressesFailed,
  addressesLoaded,
  addressesRequested,
  addressSaveFailed,
  addressSubmitted,
  confirmOpened,
  couponsFailed,
  couponsLoaded,
  orderCreated,
  orderSubmitFailed,
  orderSubmitted,
  payMethodsFailed,
  payMethodsLoaded,
  paymentStarted,
  preOrderFailed,
  preOrderLoaded,
  priceComputed,
  priceFailed,
  priceRequested,
  type ConfirmState,
  type OrderSubmission,
} from './slice';

function* loadPre(preOrderNo: string): SagaIterator {
  try {
    const preOrder: PreOrderVo = yield* callAbortable((signal) => loadPreOrder(preOrderNo, { silent: true, signal }));
    yield put(preOrderLoaded(preOrder));
  } catch (error) {
    if (!isCanceled(error)) yield put(preOrderFailed(toApiFailure(error)));
  }
}

function* loadAddresses(): SagaIterator {
  try {
    const addresses: UserAddress[] = yield* callAbortable((signal) => getAllAddresses({ silent: true, signal }));
    yield put(addressesLoaded(addresses ?? []));
  } catch (error) {
    if (!isCanceled(error)) yield put(addressesFailed(toApiFailure(error)));
  }
}

function* loadPayMethods(): SagaIterator {
  try {
    const methods: PayMethodResponse = yield* callAbortable((signal) => getPayMethods({ silent: true, signal }));
    yield put(payMethodsLoaded(methods));
  } catch (error) {
    if (!isCanceled(error)) yield put(payMethodsFailed(toApiFailure(error)));
  }
}

function* loadCoupons(preOrderNo: string): SagaIterator {
  try {
    const coupons: OrderCoupon[] = yield* callAbortable((signal) => getOrderCoupons(preOrderNo, { silent: true, signal }));
    yield put(couponsLoaded(coupons ?? []));
  } catch (error) {
    if (!isCanceled(error)) yield put(couponsFailed(toApiFailure(error)));
  }
}

/** Everything the confirm page shows, loaded side by side; each part fails on its own. */
function* openConfirm(action: PayloadAction<string>): SagaIterator {
  yield all([call(loadPre, action.payload), call(loadAddresses), call(loadPayMethods), call(loadCoupons, action.payload)]);
}

/** The newest choice wins: an earlier recompute still on its way is cancelled (takeLatest) and aborted. */
function* recompute(action: PayloadAction<ComputePriceRequest>): SagaIterator {
  try {
    const price: ComputedPrice = yield* callAbortable((signal) => computeOrderPrice(action.payload, { silent: true, signal }));
    yield put(priceComputed(price));
  } catch (error) {
    if (!isCanceled(error)) yield put(priceFailed(toApiFailure(error)));
  }
}

function* addAddress(action: PayloadAction<AddressEditRequest>): SagaIterator {
  try {
    // Not silent: the server's refusal (e.g. a phone it cannot accept) is toasted as sent.
    const saved: Partial<UserAddress> | null = yield call(saveAddress, action.payload);
    const addresses: UserAddress[] = yield call(getAllAddresses, { silent: true });
    const before: ConfirmState = yield select(selectConfirm);
    const known = new Set((before.addresses.data ?? []).map((address) => address.id));
    // The edit answer names the new address when it carries an id; otherwise it is the one not seen before.
    const id = saved?.id ?? addresses.find((address) => !known.has(address.id))?.id ?? addresses.at(-1)?.id;
    if (id === undefined) throw new Error('The new address is not in the list');
    yield put(addressAdded({ id, addresses }));
  } catch {
    yield put(addressSaveFailed());
  }
}

/**
 * Create, then pay: POST order/create with the visit's Idempotency-Key (takeLeading: a double click makes one
 * call; a later retry sends the same key and gets the same order), then POST pay/payment for the master order.
 */
function* submitOrder(action: PayloadAction<OrderSubmission>): SagaIterator {
  const { order, idempotencyKey } = action.payload;
  try {
    const { orderNo }: OrderCreateResponse = yield call(createOrder, order, idempotencyKey);
    yield put(orderCreated());
    // A cart pre-order took its lines out of the cart: the header badge follows.
    yield fork(refreshCartCount);
    const answer: OrderPayResult = yield call(payOrder, { orderNo, payType: order.payType, payChannel: 'pc' });
    yield put(paymentStarted(paymentStepOf(orderNo, answer)));
  } catch {
    // The API client has toasted the server's reason (stock short, coupon gone, …); the shopper may try again.
    yield put(orderSubmitFailed());
  }
}

export function* confirmSaga(): SagaIterator {
  yield takeLatest(confirmOpened.type, openConfirm);
  yield takeLatest(addressesRequested.type, loadAddresses);
  yield takeLatest(priceRequested.type, recompute);
  yield takeLeading(addressSubmitted.type, addAddress);
  yield takeLeading(orderSubmitted.type, submitOrder);
}
