import type { ReviewsState } from './slice';

interface WithReviews {
  reviews: ReviewsState;
}

export const selectPendingReviews = (state: WithReviews) => state.reviews.pending;
export const selectMyReviews = (state: WithReviews) => state.reviews.mine;
export const selectReviewLine = (state: WithReviews) => state.reviews.line;
export const selectReviewSubmit = (state: WithReviews) => state.reviews.submit;
