import { createRemote } from '@mall/remote-kit';
import { visitorCartSaga } from '../features/visitor-cart/store/saga';
import { visitorCartReducer } from '../features/visitor-cart/store/slice';
import { checkoutMessages } from '../lib/catalogue';

/**
 * The checkout remote's set-up: its store, providers and page wrapper. Each page brings its own features
 * (`remote.inject` in its module); the store starts with the session and the guest cart, which follows the session on every page.
 */
export const remote = createRemote({
  name: 'checkout',
  messages: checkoutMessages,
  session: { storedToken: true },
  features: {
    visitorCart: { reducer: visitorCartReducer, saga: visitorCartSaga },
  },
});

export const { store } = remote;
