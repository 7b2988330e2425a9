import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { LeaderboardProduct } from '@mall/contract';
import { getLeaderboard } from '../../../api/leaderboard';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { rankingFailed, rankingLoaded, rankingRequested } from './slice';

function* loadRanking(): SagaIterator {
  try {
    const list: LeaderboardProduct[] = yield* callAbortable((signal) => getLeaderboard({ silent: true, signal }));
    yield put(rankingLoaded(list ?? []));
  } catch (error) {
    if (!isCanceled(error)) yield put(rankingFailed(toApiFailure(error)));
  }
}

export function* rankingSaga(): SagaIterator {
  yield takeLatest(rankingRequested.type, loadRanking);
}
