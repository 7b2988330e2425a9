import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MyReview, PageInfo, ReviewableLine, ReviewRequest } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

type ReviewSubmitStatus = 'idle' | 'submitting' | 'sent' | 'refused';

export interface ReviewsState {
  /** Received lines waiting for a review ("To review" tab). */
  pending: Loadable<PageInfo<ReviewableLine>>;
  /** The shopper's reviews ("My reviews" tab). */
  mine: Loadable<PageInfo<MyReview>>;
  /** The line the review form is about. */
  line: Loadable<ReviewableLine>;
  submit: {
    status: ReviewSubmitStatus;
    /** The server's thanks, once sent. */
    message: string;
    /** Why the server refused it (already reviewed, not received…). */
    error: ApiFailure | null;
  };
}

const freshSubmit = (): ReviewsState['submit'] => ({ status: 'idle', message: '', error: null });

const initialState: ReviewsState = { pending: idle(), mine: idle(), line: idle(), submit: freshSubmit() };

const reviewsSlice = createSlice({
  name: 'orderCenter/reviews',
  initialState,
  reducers: {
    pendingReviewsRequested(state, _action: PayloadAction<{ page: number }>) {
      startLoading(state.pending);
    },
    pendingReviewsLoaded(state, action: PayloadAction<PageInfo<ReviewableLine>>) {
      finishLoading(state.pending, action.payload);
    },
    pendingReviewsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.pending, action.payload);
    },
    myReviewsRequested(state, _action: PayloadAction<{ page: number }>) {
      startLoading(state.mine);
    },
    myReviewsLoaded(state, action: PayloadAction<PageInfo<MyReview>>) {
      finishLoading(state.mine, action.payload);
    },
    myReviewsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.mine, action.payload);
    },
    /** The review form opened for a line: nothing of an earlier form is shown. */
    reviewLineRequested(state, _action: PayloadAction<{ orderInfoId: number }>) {
      state.line = idle();
      startLoading(state.line);
      state.submit = freshSubmit();
    },
    /** The review form was left: its line and outcome are not shown to a later visit. */
    reviewFormLeft(state) {
      state.line = idle();
      state.submit = freshSubmit();
    },
    reviewLineLoaded(state, action: PayloadAction<ReviewableLine>) {
      finishLoading(state.line, action.payload);
    },
    reviewLineFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.line, action.payload);
    },
    reviewSubmitted(state, _action: PayloadAction<ReviewRequest>) {
      state.submit = { status: 'submitting', message: '', error: null };
    },
    reviewSent(state, action: PayloadAction<{ message: string }>) {
      state.submit = { status: 'sent', message: action.payload.message, error: null };
    },
    reviewRefused(state, action: PayloadAction<ApiFailure>) {
      state.submit = { status: 'refused', message: '', error: action.payload };
    },
  },
});

export const {
  pendingReviewsRequested,
  pendingReviewsLoaded,
  pendingReviewsFailed,
  myReviewsRequested,
  myReviewsLoaded,
  myReviewsFailed,
  reviewLineRequested,
  reviewFormLeft,
  reviewLineLoaded,
  reviewLineFailed,
  reviewSubmitted,
  reviewSent,
  reviewRefused,
} = reviewsSlice.actions;
export const reviewsReducer = reviewsSlice.reducer;
