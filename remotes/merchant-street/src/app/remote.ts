import { createRemote } from '@mall/remote-kit';
import { directorySaga } from '../features/directory/store/saga';
import { directoryReducer } from '../features/directory/store/slice';
import { merchantSearchSaga } from '../features/merchant-search/store/saga';
import { merchantSearchReducer } from '../features/merchant-search/store/slice';
import { qualificationSaga } from '../features/qualification/store/saga';
import { qualificationReducer } from '../features/qualification/store/slice';
import { storeCouponsSaga } from '../features/store-coupons/store/saga';
import { storeCouponsReducer } from '../features/store-coupons/store/slice';
import { storeFrontSaga } from '../features/store-front/store/saga';
import { storeFrontReducer } from '../features/store-front/store/slice';
import { storeProductsSaga } from '../features/store-products/store/saga';
import { storeProductsReducer } from '../features/store-products/store/slice';
import { streetSaga } from '../features/street/store/saga';
import { streetReducer } from '../features/street/store/slice';
import { streetMessages } from './catalogue';

/** The merchant street remote's set-up: its store (session and features), providers and page wrapper. */
export const remote = createRemote({
  name: 'merchantStreet',
  messages: streetMessages,
  session: { followUser: true },
  features: {
    street: { reducer: streetReducer, saga: streetSaga },
    directory: { reducer: directoryReducer, saga: directorySaga },
    merchantSearch: { reducer: merchantSearchReducer, saga: merchantSearchSaga },
    storeFront: { reducer: storeFrontReducer, saga: storeFrontSaga },
    storeProducts: { reducer: storeProductsReducer, saga: storeProductsSaga },
    storeCoupons: { reducer: storeCouponsReducer, saga: storeCouponsSaga },
    qualification: { reducer: qualificationReducer, saga: qualificationSaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
