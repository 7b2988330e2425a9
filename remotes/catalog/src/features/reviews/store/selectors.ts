import type { ReviewsState } from './slice';

interface WithReviews {
  reviews: ReviewsState;
}

export const selectReviews = (state: WithReviews) => state.reviews;
