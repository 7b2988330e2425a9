import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AwaitPayOrder, OrderCounts, OrderPayResult, PageInfo, PayType, StoreOrderDetail, StoreOrderItem } from '@mall/contract';
import { payOrder, saveCartLines } from '@mall/api-client/calls';
import { getOrderDetail } from '../../../api/orders';
import { cancelMasterOrder, confirmOrderReceipt, deleteOrder, getAwaitPayOrders, getOrderCounts, getOrderList } from '../api/orders';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { refreshCartCount } from '@mall/api-client/cart-count';
import { refundDetailPath, SHOPPING_CART_PATH } from '@mall/routes';
import { paymentTargetOf, type PaymentTarget } from '../../../lib/payment-target';
import { ORDERS_PAGE_SIZE, tabListType, type OrderTab } from '../order-tabs';
import { selectOrderQuery } from './selectors';
import {
  actionFailed,
  actionSucceeded,
  buyAgainRequested,
  cancelRequested,
  countsFailed,
  countsLoaded,
  countsRequested,
  deleteRequested,
  ordersFailed,
  ordersLoaded,
  ordersOpened,
  payRequested,
  receiptRequested,
  refundDetailRequested,
  type BuyAgainLine,
  type OrderActionKind,
  type OrderActionProblemKind,
} from './slice';

/** Something the page explains itself (the API answered, but there is nowhere to go). */
class OrderActionProblem extends Error {
  constructor(readonly problem: OrderActionProblemKind) {
    super(problem);
  }
}

const PAY_TYPES: readonly PayType[] = ['stripe', 'paypal', 'wechat'];

function* loadCounts(): SagaIterator {
  try {
    const counts: OrderCounts = yield* callAbortable((signal) => getOrderCounts({ silent: true, signal }));
    yield put(countsLoaded(counts));
  } catch (error) {
    if (!isCanceled(error)) yield put(countsFailed(toApiFailure(error)));
  }
}

function* loadList(tab: OrderTab, page: number): SagaIterator {
  try {
    const query = { page, limit: ORDERS_PAGE_SIZE };
    if (tab === 0) {
      const orders: PageInfo<AwaitPayOrder> = yield* callAbortable((signal) => getAwaitPayOrders(query, { silent: true, signal }));
      yield put(ordersLoaded({ tab, page, orders }));
    } else {
      const orders: PageInfo<StoreOrderItem> = yield* callAbortable((signal) =>
        getOrderList(tabListType(tab), query, { silent: true, signal }),
      );
      yield put(ordersLoaded({ tab, page, orders }));
    }
  } catch (error) {
    if (!isCanceled(error)) yield put(ordersFailed(toApiFailure(error)));
  }
}

function* openOrders(action: PayloadAction<{ tab: OrderTab; page: number }>): SagaIterator {
  yield all([call(loadCounts), call(loadList, action.payload.tab, action.payload.page)]);
}

/** After an action: the badges and the open tab show the new state. */
function* reloadShown(): SagaIterator {
  const query: ReturnType<typeof selectOrderQuery> = yield select(selectOrderQuery);
  if (query) yield put(ordersOpened(query));
}

/** Runs one action; the API client toasts a refusal with the server's message. */
function* runAction(kind: OrderActionKind, orderNo: string, send: () => Promise<PaymentTarget | undefined>): SagaIterator {
  try {
    const redirect: PaymentTarget | undefined = yield call(send);
    yield put(actionSucceeded({ kind, orderNo, redirect }));
    if (kind !== 'refundDetail') yield call(reloadShown);
  } catch (error) {
    // A refusal of the API has been toasted by its client; a problem of ours is told by the page.
    yield put(actionFailed(error instanceof OrderActionProblem ? { problem: error.problem } : {}));
  }
}

function* cancel(action: PayloadAction<string>): SagaIterator {
  yield call(runAction, 'cancel', action.payload, async () => {
    await cancelMasterOrder(action.payload);
    return undefined;
  });
}

function* pay(action: PayloadAction<{ orderNo: string; payType: string }>): SagaIterator {
  const { orderNo } = action.payload;
  // The order is paid again with the method it was placed with (the contract's goPay); cards by default.
  const payType = PAY_TYPES.find((type) => type === action.payload.payType) ?? 'stripe';
  yield call(runAction, 'pay', orderNo, async () => {
    const answer: OrderPayResult = await payOrder({ orderNo, payType, payChannel: 'pc' });
    const target = paymentTargetOf(orderNo, answer);
    if (!target) throw new OrderActionProblem('payUnavailable');
    return target;
  });
}

function* receipt(action: PayloadAction<string>): SagaIterator {
  yield call(runAction, 'receipt', action.payload, async () => {
    await confirmOrderReceipt(action.payload);
    return undefined;
  });
}

function* remove(action: PayloadAction<string>): SagaIterator {
  yield call(runAction, 'delete', action.payload, async () => {
    await deleteOrder(action.payload);
    return undefined;
  });
}

function* buyAgain(action: PayloadAction<{ orderNo: string; lines: BuyAgainLine[] }>): SagaIterator {
  const lines = action.payload.lines.map((line) => ({
    productId: line.productId,
    productAttrUnique: line.attrValueId,
    cartNum: line.payNum,
  }));
  yield call(runAction, 'buyAgain', action.payload.orderNo, async () => {
    await saveCartLines(lines);
    await refreshCartCount();
    return { kind: 'path', to: SHOPPING_CART_PATH };
  });
}

function* openRefund(action: PayloadAction<string>): SagaIterator {
  yield call(runAction, 'refundDetail', action.payload, async () => {
    const detail: StoreOrderDetail = await getOrderDetail(action.payload);
    if (!detail.refundOrderNo) throw new OrderActionProblem('noRefund');
    return { kind: 'path', to: refundDetailPath(detail.refundOrderNo) };
  });
}

export function* ordersSaga(): SagaIterator {
  yield takeLatest(ordersOpened.type, openOrders);
  yield takeLatest(countsRequested.type, loadCounts);
  yield takeLeading(cancelRequested.type, cancel);
  yield takeLeading(payRequested.type, pay);
  yield takeLeading(receiptRequested.type, receipt);
  yield takeLeading(deleteRequested.type, remove);
  yield takeLeading(buyAgainRequested.type, buyAgain);
  yield takeLeading(refundDetailRequested.type, openRefund);
}
