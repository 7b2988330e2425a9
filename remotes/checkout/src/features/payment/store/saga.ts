import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MasterOrderDetail, OrderPayResult, PayMethodResponse, TestCardConfirmRequest, TestCardResult } from '@mall/contract';
import { getMasterOrderDetail, payOrder } from '@mall/api-client/calls';
import { getPayMethods } from '../../../api/pay-methods';
import { authenticateTestCard, confirmTestCard } from '../api/test-card';
import { type ApiFailure, callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { paymentStepOf } from '../../../lib/payment-step';
import {
  actionRequired,
  authenticateSubmitted,
  cardFinished,
  cardRefused,
  methodsFailed,
  methodsLoaded,
  orderFailed,
  orderLoaded,
  payFailed,
  paymentPageOpened,
  payRequested,
  payStarted,
  testCardSubmitted,
  type AuthenticateRequest,
} from './slice';

function* loadMethods(): SagaIterator {
  try {
    const methods: PayMethodResponse = yield* callAbortable((signal) => getPayMethods({ silent: true, signal }));
    yield put(methodsLoaded(methods));
  } catch (error) {
    if (!isCanceled(error)) yield put(methodsFailed(toApiFailure(error)));
  }
}

function* loadOrder(orderNo: string): SagaIterator {
  try {
    const order: MasterOrderDetail = yield* callAbortable((signal) => getMasterOrderDetail(orderNo, { silent: true, signal }));
    yield put(orderLoaded(order));
  } catch (error) {
    if (!isCanceled(error)) yield put(orderFailed(toApiFailure(error)));
  }
}

function* openPaymentPage(action: PayloadAction<string>): SagaIterator {
  yield all([call(loadMethods), call(loadOrder, action.payload)]);
}

/**
 * The card step answered: a confirmation step, or over (paid or refused: the result page reads the real state).
 */
function* afterCardAnswer(orderNo: string, result: TestCardResult): SagaIterator {
  if (result?.status === 'requires_action') yield put(actionRequired());
  else yield put(cardFinished(orderNo));
}

/**
 * A refusal of the details themselves (400: number, expiry, code) or no answer (0) stays on the card page so the
 * shopper can correct them; anything else (a declined card, an order no longer payable) is settled on the result
 * page, which shows the order's real state and its reason.
 */
function* afterCardError(orderNo: string, failure: ApiFailure): SagaIterator {
  yield put(cardRefused(failure));
  if (failure.code !== 400 && failure.code !== 0) yield put(cardFinished(orderNo));
}

function* confirmCard(action: PayloadAction<TestCardConfirmRequest & { orderNo: string }>): SagaIterator {
  const { orderNo, ...card } = action.payload;
  try {
    const result: TestCardResult = yield call(confirmTestCard, card, { silent: true });
    yield call(afterCardAnswer, orderNo, result);
  } catch (error) {
    yield call(afterCardError, orderNo, toApiFailure(error));
  }
}

function* authenticate(action: PayloadAction<AuthenticateRequest>): SagaIterator {
  const { orderNo, clientSecret, approve } = action.payload;
  try {
    const result: TestCardResult = yield call(authenticateTestCard, { clientSecret, approve }, { silent: true });
    yield call(afterCardAnswer, orderNo, result);
  } catch (error) {
    yield call(afterCardError, orderNo, toApiFailure(error));
  }
}

/** "Pay again" for an unpaid order: a new payment of the same master order (the API reuses its intent). */
function* pay(action: PayloadAction<string>): SagaIterator {
  try {
    const answer: OrderPayResult = yield call(payOrder, { orderNo: action.payload, payType: 'stripe', payChannel: 'pc' });
    yield put(payStarted(paymentStepOf(action.payload, answer)));
  } catch {
    // The API client has toasted the reason (e.g. the order was cancelled meanwhile).
    yield put(payFailed());
  }
}

export function* paymentSaga(): SagaIterator {
  yield takeLatest(paymentPageOpened.type, openPaymentPage);
  yield takeLeading(testCardSubmitted.type, confirmCard);
  yield takeLeading(authenticateSubmitted.type, authenticate);
  yield takeLeading(payRequested.type, pay);
}
