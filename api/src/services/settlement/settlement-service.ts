import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';
import { notFound, refused, type AppError } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { MerchantSettledResponse, SettledApplyBody } from '../../schemas/settlement';
import type { CodeService } from '../codes/code-service';
import { consumeCode } from '../codes/code-store';
import {
  AuditStatus,
  addHistory,
  findSettlement,
  insertSettlement,
  listSettlements,
  resubmitSettlement,
  withHistories,
  type SettlementFields,
} from './settlement-repository';
import { ensureEmailFree, ensureNameFree, ensureNothingPending, lockSettlements, settlementFields } from './settlement-rules';

export interface SettlementService {
  /** Sends the application's email code, unless the email already belongs to a merchant or a live application. */
  sendCode(email: string, locale: Locale): Promise<void>;
  /** A new application of `uid`; answers its id. */
  apply(uid: number, body: SettledApplyBody): Promise<number>;
  /** `uid`'s rejected application `id`, edited and sent for review again. */
  reapply(uid: number, id: number, body: SettledApplyBody): Promise<void>;
  /** `uid`'s applications, newest first. */
  record(uid: number, query: { page?: number; limit?: number }): Promise<PageInfo<MerchantSettledResponse>>;
  /** One of `uid`'s applications with its history; another shopper's is not found. */
  detail(uid: number, id: number): Promise<MerchantSettledResponse>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function createSettlementService(db: Db, config: Pick<Config, 'publicUrl'>, codes: CodeService): SettlementService {
  /**
   * Runs a submission: `write` runs after every rule passed and the email code checked out. A wrong code is
   * refused after the transaction committed its counted attempt (codes/code-store consumeCode).
   */
  async function submit<T>(
    body: SettledApplyBody,
    rules: (tx: Db) => Promise<SettlementFields>,
    write: (tx: Db, fields: SettlementFields) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      await lockSettlements(tx);
      const fields = await rules(tx);
      const check = await consumeCode(tx, fields.email, 'settle', body.captcha);
      if (!check.ok) return check;
      return { ok: true, value: await write(tx, fields) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  return {
    async sendCode(email, locale) {
      await db.transaction((tx) => ensureEmailFree(tx, email));
      await codes.sendSettlementEmail(email, locale);
    },

    async apply(uid, body) {
      return submit(
        body,
        async (tx) => {
          await ensureNothingPending(tx, uid);
          const fields = await settlementFields(tx, uid, body, config.publicUrl);
          await ensureNameFree(tx, fields.name);
          await ensureEmailFree(tx, fields.email);
          return fields;
        },
        async (tx, fields) => {
          const id = await insertSettlement(tx, uid, fields);
          await addHistory(tx, id, 'submitted');
          return id;
        },
      );
    },

    async reapply(uid, id, body) {
      await submit(
        body,
        async (tx) => {
          const current = await findSettlement(tx, id, { uid, lock: true });
          if (!current) throw notFound('settlement.notFound');
          if (current.audit_status !== AuditStatus.REJECTED) throw refused('settlement.notRejected');
          await ensureNothingPending(tx, uid);
          const fields = await settlementFields(tx, uid, body, config.publicUrl);
          await ensureNameFree(tx, fields.name, id);
          await ensureEmailFree(tx, fields.email, id);
          return fields;
        },
        async (tx, fields) => {
          await resubmitSettlement(tx, id, fields);
          await addHistory(tx, id, 'resubmitted');
        },
      );
    },

    async record(uid, query) {
      const { page, limit, offset } = pageParams(query);
      const { rows, total } = await listSettlements(db, { uid }, { limit, offset });
      return pageInfo(await withHistories(db, rows, config.publicUrl), total, page, limit);
    },

    async detail(uid, id) {
      const row = await findSettlement(db, id, { uid });
      if (!row) throw notFound('settlement.notFound');
      const [response] = await withHistories(db, [row], config.publicUrl);
      return response;
    },
  };
}
