import { createRemote } from '@mall/remote-kit';
import { addressesSaga } from '../features/addresses/store/saga';
import { addressesReducer } from '../features/addresses/store/slice';
import { collectionsSaga } from '../features/collections/store/saga';
import { collectionsReducer } from '../features/collections/store/slice';
import { couponsSaga } from '../features/coupons/store/saga';
import { couponsReducer } from '../features/coupons/store/slice';
import { logisticsSaga } from '../features/logistics/store/saga';
import { logisticsReducer } from '../features/logistics/store/slice';
import { orderDetailSaga } from '../features/order-detail/store/saga';
import { orderDetailReducer } from '../features/order-detail/store/slice';
import { ordersSaga } from '../features/orders/store/saga';
import { ordersReducer } from '../features/orders/store/slice';
import { pointsSaga } from '../features/points/store/saga';
import { pointsReducer } from '../features/points/store/slice';
import { refundsSaga } from '../features/refunds/store/saga';
import { refundsReducer } from '../features/refunds/store/slice';
import { reviewsSaga } from '../features/reviews/store/saga';
import { reviewsReducer } from '../features/reviews/store/slice';
import { settingsSaga } from '../features/settings/store/saga';
import { settingsReducer } from '../features/settings/store/slice';
import { orderCenterMessages } from './catalogue';

/** The order center remote's set-up: its store (session and features), providers and page wrapper. */
export const remote = createRemote({
  name: 'orderCenter',
  messages: orderCenterMessages,
  features: {
    orders: { reducer: ordersReducer, saga: ordersSaga },
    orderDetail: { reducer: orderDetailReducer, saga: orderDetailSaga },
    logistics: { reducer: logisticsReducer, saga: logisticsSaga },
    refunds: { reducer: refundsReducer, saga: refundsSaga },
    reviews: { reducer: reviewsReducer, saga: reviewsSaga },
    addresses: { reducer: addressesReducer, saga: addressesSaga },
    collections: { reducer: collectionsReducer, saga: collectionsSaga },
    coupons: { reducer: couponsReducer, saga: couponsSaga },
    points: { reducer: pointsReducer, saga: pointsSaga },
    settings: { reducer: settingsReducer, saga: settingsSaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
