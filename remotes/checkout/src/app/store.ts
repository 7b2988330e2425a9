import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { cartReducer } from '../features/cart/store/slice';
import { confirmReducer } from '../features/confirm/store/slice';
import { paymentReducer } from '../features/payment/store/slice';
import { resultReducer } from '../features/result/store/slice';
import { sessionReducer } from '../features/session/store/slice';
import { visitorCartReducer } from '../features/visitor-cart/store/slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

/** The checkout remote's own store: created once, shared by all its pages. */
export const store = configureStore({
  reducer: {
    session: sessionReducer,
    visitorCart: visitorCartReducer,
    cart: cartReducer,
    confirm: confirmReducer,
    payment: paymentReducer,
    result: resultReducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  devTools: { name: 'checkout' },
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
