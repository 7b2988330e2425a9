import { bus, type MallEvents } from '@mall/event-bus';
import { getToken } from '@mall/api-client';
import { mergeVisitorCart } from '@mall/api-client/checkout';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { refreshCartCount } from '@mall/api-client/cart-count';
import { forgetVisitorToken, isVisitorSession, rememberVisitorToken, takeVisitorToken } from '../../../lib/visitor-token';
import { visitorCartMerged } from '../../../lib/cart-events';

type TokenEvent = MallEvents['auth/tokenChanged'];

function tokenEvents(): EventChannel<TokenEvent> {
  return eventChannel<TokenEvent>((emit) => bus.subscribe('auth/tokenChanged', emit), buffers.expanding(4));
}

/** One token event: remember a guest's token, or carry the guest cart into the account just signed in to. */
function* onTokenChanged({ token }: TokenEvent): SagaIterator {
  if (token === null) {
    forgetVisitorToken();
    return;
  }
  if (isVisitorSession()) {
    rememberVisitorToken(token);
    return;
  }
  const visitorToken = takeVisitorToken(token);
  if (!visitorToken) return;
  try {
    // Silent: a guest cart that cannot be carried over must not stop the sign-in (the account's cart still shows).
    yield call(mergeVisitorCart, visitorToken, { silent: true });
    yield put(visitorCartMerged());
    yield call(refreshCartCount);
  } catch {
    // Nothing more to do: the guest token was taken, the account keeps its own cart.
  }
}

/**
 * Cart across sign-in: while the strategy cookie says "visitor" (local3) the guest token is remembered; when
 * the token changes to another strategy's (the guest signed in to an account in this browser), the guest
 * cart is merged into the account with POST /api/front/cart/merge/visitor. The replayed last token covers a
 * remote loaded after the sign-in: the guest's cookie, left behind by the host's sign-in, still names it.
 */
export function* visitorCartSaga(): SagaIterator {
  // A page opened after the sign-in (an email registration reloads it) hears no event: look at the cookies now.
  const stored = getToken();
  if (stored) yield call(onTokenChanged, { token: stored });
  const channel: EventChannel<TokenEvent> = yield call(tokenEvents);
  try {
    while (true) {
      const event: TokenEvent = yield take(channel);
      yield call(onTokenChanged, event);
    }
  } finally {
    channel.close();
  }
}
