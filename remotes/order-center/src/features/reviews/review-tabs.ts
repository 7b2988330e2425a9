/** The tabs of /users/evaluation_list: lines waiting for a review, and the reviews written. */
export const REVIEW_TABS = ['pending', 'mine'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const EVALUATION_LIST_PATH = '/users/evaluation_list';
/** Where a sent review leads: the "My reviews" tab, where it now shows. */
export const MY_REVIEWS_PATH = '/users/evaluation_list?tab=mine';
