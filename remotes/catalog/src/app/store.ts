import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { activityReducer } from '../features/activity/store/slice';
import { homeReducer } from '../features/home/store/slice';
import { productReducer } from '../features/product/store/slice';
import { rankingReducer } from '../features/ranking/store/slice';
import { reviewsReducer } from '../features/reviews/store/slice';
import { searchReducer } from '../features/search/store/slice';
import { sessionReducer } from '../features/session/store/slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

/** The catalog remote's own store: created once, shared by all its pages. */
export const store = configureStore({
  reducer: {
    session: sessionReducer,
    home: homeReducer,
    search: searchReducer,
    product: productReducer,
    reviews: reviewsReducer,
    ranking: rankingReducer,
    activity: activityReducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  devTools: { name: 'catalog' },
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
