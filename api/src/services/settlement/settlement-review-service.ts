import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { MerchantSettledResponse } from '../../schemas/settlement';
import { isUniqueViolation } from '../auth/user-repository';
import { openMerchant } from './open-merchant';
import {
  AuditStatus,
  addHistory,
  findSettlement,
  listSettlements,
  setReviewOutcome,
  withHistories,
  type SettlementRow,
} from './settlement-repository';
import { mediaStorage } from '../../infra/media-storage';
import { ensureNameFree, lockSettlements } from './settlement-rules';

/** An application as operators see it: the shopper's view plus who applied. */
export type ReviewedSettlement = MerchantSettledResponse & { uid: number };

export interface SettlementReviewService {
  list(query: { status?: AuditStatus; page?: number; limit?: number }): Promise<PageInfo<ReviewedSettlement>>;
  /** Approves a pending application and opens its shop, in one transaction. */
  approve(id: number): Promise<ReviewedSettlement>;
  /** Rejects a pending application with a reason the applicant reads. */
  reject(id: number, reason: string): Promise<ReviewedSettlement>;
}

export function createSettlementReviewService(db: Db, config: Pick<Config, 'publicUrl' | 'mediaDir' | 'media'>): SettlementReviewService {
  async function reviewed(rows: SettlementRow[], tx: Db = db): Promise<ReviewedSettlement[]> {
    const responses = await withHistories(tx, rows, config.publicUrl);
    return responses.map((r, i) => ({ ...r, uid: rows[i].uid }));
  }

  /** Locks a pending application for review; anything else is refused. */
  async function pendingForReview(tx: Db, id: number): Promise<SettlementRow> {
    await lockSettlements(tx);
    const row = await findSettlement(tx, id, { lock: true });
    if (!row) throw notFound('settlement.notFound');
    if (row.audit_status !== AuditStatus.PENDING) throw refused('settlement.notPending');
    return row;
  }

  async function current(tx: Db, id: number): Promise<ReviewedSettlement> {
    const [one] = await reviewed([(await findSettlement(tx, id))!], tx);
    return one;
  }

  return {
    async list(query) {
      const { page, limit, offset } = pageParams(query);
      const { rows, total } = await listSettlements(db, { status: query.status }, { limit, offset });
      return pageInfo(await reviewed(rows), total, page, limit);
    },

    async approve(id) {
      try {
        return await db.transaction(async (tx) => {
          const row = await pendingForReview(tx, id);
          await ensureNameFree(tx, row.name, row.id);
          const merId = await openMerchant(tx, mediaStorage(config), row);
          await setReviewOutcome(tx, id, { status: AuditStatus.APPROVED, merId });
          await addHistory(tx, id, 'approved');
          return current(tx, id);
        });
      } catch (err) {
        // merchant.name is unique: a shop of that name opened since the application was sent.
        if (isUniqueViolation(err)) throw refused('settlement.name.taken');
        throw err;
      }
    },

    async reject(id, reason) {
      return db.transaction(async (tx) => {
        await pendingForReview(tx, id);
        await setReviewOutcome(tx, id, { status: AuditStatus.REJECTED, reason });
        await addHistory(tx, id, 'rejected', reason);
        return current(tx, id);
      });
    },
  };
}
