import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { defineMessages } from 'react-intl';
import { bus } from '@mall/event-bus';
import { refreshCartCount } from '@mall/api-client/cart-count';
import type {
  BuyNowDetail,
  CartSaveLine,
  MerchantType,
  PageInfo,
  PreOrderResponse,
  ProductDetailResponse,
  StoreCouponFront,
} from '@mall/contract';
import {
  collectProduct,
  followMerchantById,
  getMerchantTypes,
  getProductDetail,
  getReceivableCoupons,
  receiveCouponById,
  saveCartLines,
  uncollectProduct,
  unfollowMerchantById,
} from '@mall/api-client/calls';
import { createBuyNowPreOrder } from '../api/buy-now';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { translate } from '../../../lib/translate';
import type { ProductState } from './slice';
import {
  addToCartFinished,
  addToCartSubmitted,
  buyNowFailed,
  buyNowSubmitted,
  buyNowSucceeded,
  collectionChanged,
  collectionFailed,
  collectionToggled,
  couponReceived,
  couponReceiveFailed,
  couponReceiveSubmitted,
  couponsFailed,
  couponsLoaded,
  couponsRequested,
  followChanged,
  followFailed,
  followToggled,
  merchantTypesLoaded,
  productFailed,
  productLoaded,
  productRequested,
} from './slice';
import { selectProduct } from './selectors';

const messages = defineMessages({
  addedToCart: {
    id: 'catalog.ProductSaga.addedToCart',
    defaultMessage: 'Added to cart',
    description: 'Toast after adding a product to the cart',
  },
  addedToCollections: {
    id: 'catalog.ProductSaga.addedToCollections',
    defaultMessage: 'Added to your favourites',
    description: 'Toast after adding a product to the collections',
  },
  removedFromCollections: {
    id: 'catalog.ProductSaga.removedFromCollections',
    defaultMessage: 'Removed from your favourites',
    description: 'Toast after taking a product out of the collections',
  },
  followed: { id: 'catalog.ProductSaga.followed', defaultMessage: 'You now follow this shop', description: 'Toast after following a shop' },
  unfollowed: {
    id: 'catalog.ProductSaga.unfollowed',
    defaultMessage: 'You no longer follow this shop',
    description: 'Toast after unfollowing a shop',
  },
  received: { id: 'catalog.ProductSaga.received', defaultMessage: 'Coupon received', description: 'Toast after receiving a coupon' },
});

/** Coupons of one product in the dropdown (the contract's client: page 1, limit 20, the product's coupons). */
const PRODUCT_COUPON_LIMIT = 20;

const success = (message: string) => bus.publish('ui/toast', { kind: 'success', message });

function* loadDetail(action: PayloadAction<number>): SagaIterator {
  try {
    const detail: ProductDetailResponse = yield* callAbortable((signal) => getProductDetail(action.payload, { silent: true, signal }));
    yield put(productLoaded(detail));
    yield put(couponsRequested({ merId: detail.productInfo.merId, productId: detail.productInfo.id }));
  } catch (error) {
    if (!isCanceled(error)) yield put(productFailed(toApiFailure(error)));
  }
}

function* loadMerchantTypes(): SagaIterator {
  const state: ProductState = yield select(selectProduct);
  if (state.merchantTypes.length > 0) return;
  try {
    const types: MerchantType[] = yield call(getMerchantTypes, { silent: true });
    yield put(merchantTypesLoaded(types ?? []));
  } catch {
    // Without the list the merchant card leaves out the type name; nothing else depends on it.
  }
}

function* loadCoupons(action: PayloadAction<{ merId: number; productId: number }>): SagaIterator {
  try {
    const page: PageInfo<StoreCouponFront> = yield* callAbortable((signal) =>
      getReceivableCoupons(
        { useType: 2, merId: action.payload.merId, productId: action.payload.productId, page: 1, limit: PRODUCT_COUPON_LIMIT },
        { silent: true, signal },
      ),
    );
    yield put(couponsLoaded(page.list ?? []));
  } catch (error) {
    if (!isCanceled(error)) yield put(couponsFailed(toApiFailure(error)));
  }
}

// Submits are not silent: the API client shows the server's message (and opens sign-in on a lost session).

function* receiveCoupon(action: PayloadAction<number>): SagaIterator {
  try {
    yield call(receiveCouponById, action.payload);
    yield put(couponReceived(action.payload));
    success(translate(messages.received));
  } catch {
    yield put(couponReceiveFailed(action.payload));
  }
}

function* toggleCollection(): SagaIterator {
  const state: ProductState = yield select(selectProduct);
  const detail = state.detail.data;
  if (!detail) return;
  const next = !detail.userCollect;
  try {
    yield call(next ? collectProduct : uncollectProduct, detail.productInfo.id);
    yield put(collectionChanged(next));
    success(translate(next ? messages.addedToCollections : messages.removedFromCollections));
  } catch {
    yield put(collectionFailed());
  }
}

function* toggleFollow(): SagaIterator {
  const state: ProductState = yield select(selectProduct);
  const detail = state.detail.data;
  if (!detail) return;
  const next = !detail.merchantInfo.isCollect;
  try {
    yield call(next ? followMerchantById : unfollowMerchantById, detail.productInfo.merId);
    yield put(followChanged(next));
    success(translate(next ? messages.followed : messages.unfollowed));
  } catch {
    yield put(followFailed());
  }
}

function* addToCart(action: PayloadAction<CartSaveLine>): SagaIterator {
  try {
    yield call(saveCartLines, [action.payload]);
    yield call(refreshCartCount);
    success(translate(messages.addedToCart));
  } catch {
    // The API client has shown why.
  } finally {
    yield put(addToCartFinished());
  }
}

function* buyNow(action: PayloadAction<BuyNowDetail>): SagaIterator {
  try {
    const answer: PreOrderResponse = yield call(createBuyNowPreOrder, [action.payload]);
    yield put(buyNowSucceeded(answer.preOrderNo));
  } catch {
    // A missing pre-order endpoint (or a business refusal) answers with a message the API client shows.
    yield put(buyNowFailed());
  }
}

export function* productSaga(): SagaIterator {
  yield takeLatest(productRequested.type, loadDetail);
  yield takeLeading(productRequested.type, loadMerchantTypes);
  yield takeLatest(couponsRequested.type, loadCoupons);
  // Coupons are independent of each other; a second click on the same one is blocked by its disabled button.
  yield takeEvery(couponReceiveSubmitted.type, receiveCoupon);
  yield takeLeading(collectionToggled.type, toggleCollection);
  yield takeLeading(followToggled.type, toggleFollow);
  yield takeLeading(addToCartSubmitted.type, addToCart);
  yield takeLeading(buyNowSubmitted.type, buyNow);
}
