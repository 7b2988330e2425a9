import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { sessionReducer } from '../features/session/store/slice';
import { ordersReducer } from '../features/orders/store/slice';
import { orderDetailReducer } from '../features/order-detail/store/slice';
import { logisticsReducer } from '../features/logistics/store/slice';
import { refundsReducer } from '../features/refunds/store/slice';
import { reviewsReducer } from '../features/reviews/store/slice';
import { addressesReducer } from '../features/addresses/store/slice';
import { collectionsReducer } from '../features/collections/store/slice';
import { couponsReducer } from '../features/coupons/store/slice';
import { pointsReducer } from '../features/points/store/slice';
import { settingsReducer } from '../features/settings/store/slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

/** The order center remote's own store: created once, shared by all its pages. */
export const store = configureStore({
  reducer: {
    session: sessionReducer,
    orders: ordersReducer,
    orderDetail: orderDetailReducer,
    logistics: logisticsReducer,
    refunds: refundsReducer,
    reviews: reviewsReducer,
    addresses: addressesReducer,
    collections: collectionsReducer,
    coupons: couponsReducer,
    points: pointsReducer,
    settings: settingsReducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  devTools: { name: 'orderCenter' },
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
