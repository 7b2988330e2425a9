import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { getPcHomeIndex } from '@mall/api-client';
import type {
  ActivityBlock,
  IndexProductResponse,
  LeaderboardProduct,
  PageInfo,
  PcIndexInfoResponse,
  MerchantStreetItem,
} from '@mall/contract';
import { getLeaderboard } from '../../../api/leaderboard';
import { getMerchantStreet } from '@mall/api-client/calls';
import { getHomeActivities, getIndexProducts } from '../api/home';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { selectRecommend } from './selectors';
import {
  HOME_SECTIONS,
  activitiesLoaded,
  homeDataLoaded,
  homeRequested,
  merchantsLoaded,
  moreFailed,
  moreLoaded,
  moreRequested,
  rankingLoaded,
  recommendLoaded,
  sectionFailed,
  sectionRequested,
  type HomeSection,
  type RecommendList,
} from './slice';

/** Page size of the home "you may also like" list (the contract's client asks 13). */
const RECOMMEND_PAGE_SIZE = 13;

const toRecommend = (page: number, answer: PageInfo<IndexProductResponse>): RecommendList => ({
  list: answer.list ?? [],
  total: Number(answer.total) || 0,
  page,
});

function* loadSection(section: HomeSection): SagaIterator {
  const silent = { silent: true } as const;
  try {
    switch (section) {
      case 'home': {
        const data: PcIndexInfoResponse = yield* callAbortable((signal) => getPcHomeIndex({ ...silent, signal }));
        yield put(homeDataLoaded(data));
        break;
      }
      case 'activities': {
        const data: ActivityBlock[] = yield* callAbortable((signal) => getHomeActivities({ ...silent, signal }));
        yield put(activitiesLoaded((data ?? []).filter((activity) => activity.productList?.length > 0)));
        break;
      }
      case 'ranking': {
        const data: LeaderboardProduct[] = yield* callAbortable((signal) => getLeaderboard({ ...silent, signal }));
        yield put(rankingLoaded(data ?? []));
        break;
      }
      case 'merchants': {
        const data: PageInfo<MerchantStreetItem> = yield* callAbortable((signal) =>
          getMerchantStreet({ page: 1, limit: 20 }, { ...silent, signal }),
        );
        yield put(merchantsLoaded(data.list ?? []));
        break;
      }
      case 'recommend': {
        const data: PageInfo<IndexProductResponse> = yield* callAbortable((signal) =>
          getIndexProducts({ page: 1, limit: RECOMMEND_PAGE_SIZE }, { ...silent, signal }),
        );
        yield put(recommendLoaded(toRecommend(1, data)));
        break;
      }
    }
  } catch (error) {
    if (!isCanceled(error)) yield put(sectionFailed({ section, error: toApiFailure(error) }));
  }
}

function* requestEverySection(): SagaIterator {
  yield all(HOME_SECTIONS.map((section) => put(sectionRequested(section))));
}

function* loadMore(): SagaIterator {
  const recommend: ReturnType<typeof selectRecommend> = yield select(selectRecommend);
  const current = recommend.data;
  if (!current || current.list.length >= current.total) {
    yield put(moreLoaded({ list: [], total: current?.total ?? 0, page: current?.page ?? 0 }));
    return;
  }
  const page = current.page + 1;
  try {
    const data: PageInfo<IndexProductResponse> = yield* callAbortable((signal) =>
      getIndexProducts({ page, limit: RECOMMEND_PAGE_SIZE }, { silent: true, signal }),
    );
    yield put(moreLoaded(toRecommend(page, data)));
  } catch (error) {
    if (!isCanceled(error)) yield put(moreFailed(toApiFailure(error)));
  }
}

export function* homeSaga(): SagaIterator {
  yield takeLatest(homeRequested.type, requestEverySection);
  // One latest load per block: a retry of one block never cancels another.
  for (const section of HOME_SECTIONS) {
    yield fork(function* watchSection(): SagaIterator {
      yield takeLatest(
        (action: unknown) => sectionRequested.match(action as PayloadAction) && (action as PayloadAction<HomeSection>).payload === section,
        () => loadSection(section),
      );
    });
  }
  // Appending pages: the running page must finish (not be replaced) before the next one starts.
  yield takeLeading(moreRequested.type, loadMore);
}
