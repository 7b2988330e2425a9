import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { applyReducer } from '../features/apply/store/slice';
import { recordReducer } from '../features/record/store/slice';
import { sessionReducer } from '../features/session/store/slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

/** The merchant settlement remote's own store: created once, shared by all its pages. */
export const store = configureStore({
  reducer: { session: sessionReducer, apply: applyReducer, record: recordReducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  devTools: { name: 'merchantSettlement' },
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
