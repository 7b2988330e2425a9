import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActivityBlock, IndexProductResponse, LeaderboardProduct, PcIndexInfoResponse, MerchantStreetItem } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

/** The home page's blocks; each loads, fails and retries on its own. */
export const HOME_SECTIONS = ['home', 'activities', 'ranking', 'merchants', 'recommend'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The "you may also like" list: page 1 with the section, further pages appended while scrolling. */
export interface RecommendList {
  list: IndexProductResponse[];
  total: number;
  /** The last page appended. */
  page: number;
}

export interface HomeState {
  home: Loadable<PcIndexInfoResponse>;
  activities: Loadable<ActivityBlock[]>;
  ranking: Loadable<LeaderboardProduct[]>;
  merchants: Loadable<MerchantStreetItem[]>;
  recommend: Loadable<RecommendList>;
  /** Loading the next page of the recommend list. */
  more: { status: 'idle' | 'loading' | 'failed'; error: ApiFailure | null };
}

const initialState: HomeState = {
  home: idle(),
  activities: idle(),
  ranking: idle(),
  merchants: idle(),
  recommend: idle(),
  more: { status: 'idle', error: null },
};

const homeSlice = createSlice({
  name: 'catalog/home',
  initialState,
  reducers: {
    /** The page opened: every block loads. */
    homeRequested() {},
    sectionRequested(state, action: PayloadAction<HomeSection>) {
      startLoading(state[action.payload] as Loadable<unknown>);
      if (action.payload === 'recommend') state.more = { status: 'idle', error: null };
    },
    sectionFailed(state, action: PayloadAction<{ section: HomeSection; error: ApiFailure }>) {
      failLoading(state[action.payload.section] as Loadable<unknown>, action.payload.error);
    },
    homeDataLoaded(state, action: PayloadAction<PcIndexInfoResponse>) {
      finishLoading(state.home, action.payload);
    },
    activitiesLoaded(state, action: PayloadAction<ActivityBlock[]>) {
      finishLoading(state.activities, action.payload);
    },
    rankingLoaded(state, action: PayloadAction<LeaderboardProduct[]>) {
      finishLoading(state.ranking, action.payload);
    },
    merchantsLoaded(state, action: PayloadAction<MerchantStreetItem[]>) {
      finishLoading(state.merchants, action.payload);
    },
    recommendLoaded(state, action: PayloadAction<RecommendList>) {
      finishLoading(state.recommend, action.payload);
    },
    /** The sentinel below the list came into view. */
    moreRequested(state) {
      state.more = { status: 'loading', error: null };
    },
    moreLoaded(state, action: PayloadAction<RecommendList>) {
      const current = state.recommend.data;
      if (current) {
        const known = new Set(current.list.map((item) => item.id));
        current.list.push(...action.payload.list.filter((item) => !known.has(item.id)));
        current.total = action.payload.total;
        current.page = action.payload.page;
        // A page that brings nothing new ends the list even if `total` promised more.
        if (action.payload.list.length === 0) current.total = current.list.length;
      }
      state.more = { status: 'idle', error: null };
    },
    moreFailed(state, action: PayloadAction<ApiFailure>) {
      state.more = { status: 'failed', error: action.payload };
    },
  },
});

export const {
  homeRequested,
  sectionRequested,
  sectionFailed,
  homeDataLoaded,
  activitiesLoaded,
  rankingLoaded,
  merchantsLoaded,
  recommendLoaded,
  moreRequested,
  moreLoaded,
  moreFailed,
} = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
