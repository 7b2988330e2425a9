import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { createMyReviewService } from './my-review-service';
import { createPendingReviewService } from './pending-review-service';
import { createReviewReplyService } from './review-reply-service';
import { createReviewSubmitService } from './review-submit-service';

/** Product reviews: lines waiting for one, submitting, the shopper's own, and the operator's replies. */
export function createReviewServices(db: Db, config: Config) {
  return {
    pending: createPendingReviewService(db, config),
    submission: createReviewSubmitService(db, config),
    mine: createMyReviewService(db, config),
    replies: createReviewReplyService(db, config),
  };
}

export type ReviewServices = ReturnType<typeof createReviewServices>;
