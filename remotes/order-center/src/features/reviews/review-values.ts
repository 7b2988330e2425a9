import type { ReviewableLine, ReviewRequest } from '@mall/contract';
import { reviewPicsValue } from './api/reviews';

/** The review text's limit (the contract's review accepts 512 characters). */
export const COMMENT_LIMIT = 512;
/** Pictures of a review (the contract's upload takes at most 5 by default). */
export const REVIEW_PICTURES = 5;

export interface ReviewValues {
  star: number;
  serviceStar: number;
  comment: string;
  pics: string[];
}

/** A review starts at five stars for both scores, as the shop's rating widget does. */
export const initialReviewValues = (): ReviewValues => ({ star: 5, serviceStar: 5, comment: '', pics: [] });

/** POST /api/front/order/comment's body for a line: its merchant order number and id, the trimmed text. */
export function reviewRequestOf(line: Pick<ReviewableLine, 'id' | 'merOrderNo'>, values: ReviewValues): ReviewRequest {
  return {
    orderNo: line.merOrderNo,
    orderInfoId: line.id,
    star: values.star,
    serviceStar: values.serviceStar,
    comment: values.comment.trim(),
    pics: reviewPicsValue(values.pics),
  };
}
