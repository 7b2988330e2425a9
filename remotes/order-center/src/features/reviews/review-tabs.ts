import { EVALUATION_LIST_PATH } from '@mall/routes';

/** The tabs of /users/evaluation_list: lines waiting for a review, and the reviews written. */
export const REVIEW_TABS = ['pending', 'mine'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** Where a sent review leads: the "My reviews" tab, where it now shows. */
export const MY_REVIEWS_PATH = `${EVALUATION_LIST_PATH}?tab=mine`;
