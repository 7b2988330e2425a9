import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import type { PaymentProvider } from '../pay/payment-provider';
import { createRefundApplyService } from './refund-apply-service';
import { createRefundQueryService } from './refund-query-service';
import { createRefundReviewService } from './refund-review-service';

/** After-sales: the shopper applies and reads; the operator reviews, and an approved refund goes back through the payment provider. */
export function createRefundServices(db: Db, config: Config, provider: PaymentProvider) {
  return {
    applications: createRefundApplyService(db, config),
    queries: createRefundQueryService(db, config),
    review: createRefundReviewService(db, config, provider),
  };
}

export type RefundServices = ReturnType<typeof createRefundServices>;
