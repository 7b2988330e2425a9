import type { MerchantIndexInfo } from '@mall/contract';
import { followMerchantById, unfollowMerchantById } from '@mall/api-client/calls';
import { getMerchantIndexInfo } from '../api/store';
import { defineMessages } from 'react-intl';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { bus } from '@mall/event-bus';
import { toApiFailure } from '@mall/remote-kit';
import { translate } from '../../../lib/translate';
import { selectStoreFront } from './selectors';
import { followChanged, followFailed, followToggled, storeFailed, storeLoaded, storeRequested, type StoreFrontState } from './slice';

const messages = defineMessages({
  followed: {
    id: 'merchantStreet.StoreFrontSaga.followed',
    defaultMessage: 'You now follow this shop',
    description: 'Toast after following a shop',
  },
  unfollowed: {
    id: 'merchantStreet.StoreFrontSaga.unfollowed',
    defaultMessage: 'You no longer follow this shop',
    description: 'Toast after unfollowing a shop',
  },
});

function* loadStore(action: ReturnType<typeof storeRequested>) {
  try {
    const info: MerchantIndexInfo = yield call(getMerchantIndexInfo, action.payload.merId, { silent: true });
    yield put(storeLoaded(info));
  } catch (error) {
    yield put(storeFailed(toApiFailure(error)));
  }
}

function* toggleFollow(action: ReturnType<typeof followToggled>) {
  const { merId, follow } = action.payload;
  try {
    // Failures are toasted by the client (the server's message, e.g. a lost session opens the login dialog).
    yield call(follow ? followMerchantById : unfollowMerchantById, merId);
  } catch {
    yield put(followFailed());
    return;
  }
  // The button's new label alone was easy to miss: say what happened (issue 18, item 12).
  bus.publish('ui/toast', { kind: 'success', message: translate(follow ? messages.followed : messages.unfollowed) });
  try {
    // The server's own count, which includes other shoppers' changes meanwhile.
    const info: MerchantIndexInfo = yield call(getMerchantIndexInfo, merId, { silent: true });
    yield put(followChanged({ merId, following: info.isCollect, followerCount: info.followerCount }));
  } catch {
    const { info }: StoreFrontState = yield select(selectStoreFront);
    const count = Math.max(0, (info?.followerCount ?? 0) + (follow === info?.isCollect ? 0 : follow ? 1 : -1));
    yield put(followChanged({ merId, following: follow, followerCount: count }));
  }
}

export function* storeFrontSaga() {
  yield takeLatest(storeRequested.type, loadStore);
  yield takeLeading(followToggled.type, toggleFollow);
}
