import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import type { CodeService } from '../codes/code-service';
import { createAgreementService } from './agreement';
import { createSettlementReviewService } from './settlement-review-service';
import { createSettlementService } from './settlement-service';

/** Merchant settlement: applying (with an emailed code), the agreement text, and the operator's review. */
export function createSettlementServices(db: Db, config: Config, codes: CodeService) {
  return {
    applications: createSettlementService(db, config, codes),
    agreement: createAgreementService(db),
    review: createSettlementReviewService(db, config),
  };
}

export type SettlementServices = ReturnType<typeof createSettlementServices>;
