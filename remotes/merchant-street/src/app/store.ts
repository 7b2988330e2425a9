import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { directoryReducer } from '../features/directory/store/slice';
import { merchantSearchReducer } from '../features/merchant-search/store/slice';
import { qualificationReducer } from '../features/qualification/store/slice';
import { sessionReducer } from '../features/session/store/slice';
import { storeCouponsReducer } from '../features/store-coupons/store/slice';
import { storeFrontReducer } from '../features/store-front/store/slice';
import { storeProductsReducer } from '../features/store-products/store/slice';
import { streetReducer } from '../features/street/store/slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({
  session: sessionReducer,
  street: streetReducer,
  directory: directoryReducer,
  merchantSearch: merchantSearchReducer,
  storeFront: storeFrontReducer,
  storeProducts: storeProductsReducer,
  storeCoupons: storeCouponsReducer,
  qualification: qualificationReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A store with its sagas running: one for the remote's pages, a fresh one per test. */
export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware();
  const created = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: { name: 'merchantStreet' },
  });
  sagaMiddleware.run(rootSaga);
  return created;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The merchant street remote's own store: created once, shared by all its pages. */
export const store = createAppStore();
