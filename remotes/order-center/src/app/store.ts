import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { sessionReducer } from '../features/session/store/slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

/** The order center remote's own store: created once, shared by all its pages. */
export const store = configureStore({
  reducer: { session: sessionReducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  devTools: { name: 'orderCenter' },
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
