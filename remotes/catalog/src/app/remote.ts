import { createRemote } from '@mall/remote-kit';
import { activitySaga } from '../features/activity/store/saga';
import { activityReducer } from '../features/activity/store/slice';
import { homeSaga } from '../features/home/store/saga';
import { homeReducer } from '../features/home/store/slice';
import { productSaga } from '../features/product/store/saga';
import { productReducer } from '../features/product/store/slice';
import { rankingSaga } from '../features/ranking/store/saga';
import { rankingReducer } from '../features/ranking/store/slice';
import { reviewsSaga } from '../features/reviews/store/saga';
import { reviewsReducer } from '../features/reviews/store/slice';
import { searchSaga } from '../features/search/store/saga';
import { searchReducer } from '../features/search/store/slice';
import { catalogMessages } from '../lib/catalogue';

/** The catalog remote's set-up: its store (session and features), providers and page wrapper. */
export const remote = createRemote({
  name: 'catalog',
  messages: catalogMessages,
  session: { storedToken: true },
  features: {
    home: { reducer: homeReducer, saga: homeSaga },
    search: { reducer: searchReducer, saga: searchSaga },
    product: { reducer: productReducer, saga: productSaga },
    reviews: { reducer: reviewsReducer, saga: reviewsSaga },
    ranking: { reducer: rankingReducer, saga: rankingSaga },
    activity: { reducer: activityReducer, saga: activitySaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
