import { createRemote } from '@mall/remote-kit';
import { cartSaga } from '../features/cart/store/saga';
import { cartReducer } from '../features/cart/store/slice';
import { confirmSaga } from '../features/confirm/store/saga';
import { confirmReducer } from '../features/confirm/store/slice';
import { paymentSaga } from '../features/payment/store/saga';
import { paymentReducer } from '../features/payment/store/slice';
import { resultSaga } from '../features/result/store/saga';
import { resultReducer } from '../features/result/store/slice';
import { visitorCartSaga } from '../features/visitor-cart/store/saga';
import { visitorCartReducer } from '../features/visitor-cart/store/slice';
import { checkoutMessages } from '../lib/catalogue';

/** The checkout remote's set-up: its store (session and features), providers and page wrapper. */
export const remote = createRemote({
  name: 'checkout',
  messages: checkoutMessages,
  session: { storedToken: true },
  features: {
    visitorCart: { reducer: visitorCartReducer, saga: visitorCartSaga },
    cart: { reducer: cartReducer, saga: cartSaga },
    confirm: { reducer: confirmReducer, saga: confirmSaga },
    payment: { reducer: paymentReducer, saga: paymentSaga },
    result: { reducer: resultReducer, saga: resultSaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
