import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductReply, ProductReplyConfig, ReplyType } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export interface ReviewQuery {
  productId: number;
  type: ReplyType;
  page: number;
}

export interface ReviewsState {
  summary: Loadable<ProductReplyConfig>;
  query: ReviewQuery | null;
  list: Loadable<{ list: ProductReply[]; total: number }>;
}

const initialState: ReviewsState = { summary: idle(), query: null, list: idle() };

const reviewsSlice = createSlice({
  name: 'catalog/reviews',
  initialState,
  reducers: {
    summaryRequested(state, _action: PayloadAction<number>) {
      startLoading(state.summary);
    },
    summaryLoaded(state, action: PayloadAction<ProductReplyConfig>) {
      finishLoading(state.summary, action.payload);
    },
    summaryFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.summary, action.payload);
    },
    reviewsRequested(state, action: PayloadAction<ReviewQuery>) {
      state.query = action.payload;
      startLoading(state.list);
    },
    reviewsLoaded(state, action: PayloadAction<{ list: ProductReply[]; total: number }>) {
      finishLoading(state.list, action.payload);
    },
    reviewsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.list, action.payload);
    },
  },
});

export const { summaryRequested, summaryLoaded, summaryFailed, reviewsRequested, reviewsLoaded, reviewsFailed } = reviewsSlice.actions;
export const reviewsReducer = reviewsSlice.reducer;
