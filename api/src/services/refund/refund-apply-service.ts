import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { refused } from '../../lib/errors';
import type { ApplyRefundInfo, RefundApplyBody, RefundApplyResponse } from '../../schemas/refund';
import { isUniqueViolation } from '../auth/user-repository';
import { fromCents, toCents } from '../order/cents';
import { checkRefundInput } from './refund-input';
import { refundOrderNo } from './refund-number';
import { refundReasons } from './refund-reasons';
import type { Locale } from '../../i18n/locale';
import { orderLine } from './order-line';
import { assertRefundable, loadOrderForRefund } from './refundable-order';
import './messages';

export interface RefundApplyService {
  /** The order a refund is asked for, with what its lines and any number of units may take back (500 when refused). */
  applyInfo(uid: number, orderNo: string, locale: Locale): Promise<ApplyRefundInfo>;
  reasons(locale: Locale): Promise<string[]>;
  /** Records the request (state 0, merchant reviewing) and marks the order applied (refundStatus 1), in one transaction. */
  apply(uid: number, body: RefundApplyBody): Promise<RefundApplyResponse>;
}

export function createRefundApplyService(db: Db, config: Pick<Config, 'publicUrl'>): RefundApplyService {
  return {
    applyInfo(uid, orderNo, locale) {
      return db.transaction(async (tx) => {
        const { order, lines, plan } = await loadOrderForRefund(tx, uid, orderNo, { locale });
        assertRefundable(order);
        return {
          id: order.id,
          orderNo: order.order_no,
          merId: order.mer_id,
          merName: order.mer_name,
          paid: order.paid,
          payPrice: fromCents(toCents(order.pay_price)),
          totalNum: plan.totalNum,
          status: order.status,
          orderInfoList: lines.map((l) => ({
            ...orderLine(l, config.publicUrl),
            refundablePrice: fromCents(plan.lineCents.get(l.id) ?? 0),
          })),
          maxRefundPrices: Array.from({ length: plan.totalNum }, (_, i) => fromCents(plan.maxFor(i + 1))),
        };
      });
    },

    reasons: (locale) => refundReasons(db, locale),

    async apply(uid, body) {
      try {
        return await db.transaction(async (tx) => {
          // The order row is the lock: two requests for the same order are checked one after the other.
          const { order, plan } = await loadOrderForRefund(tx, uid, body.orderNo, { lock: true });
          assertRefundable(order);
          const input = await checkRefundInput(tx, config.publicUrl, uid, body, plan);
          const no = refundOrderNo();
          const { id } = (
            await tx.query<{ id: number }>(
              `INSERT INTO refund_order (refund_order_no, uid, store_order_id, mer_order_no, master_order_no, mer_id, refund_num,
                    refund_price, max_refund_price, refund_reason_wap, refund_reason_wap_explain, refund_reason_wap_img, mark)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
              [
                no,
                uid,
                order.id,
                order.order_no,
                order.master_order_no,
                order.mer_id,
                input.num,
                fromCents(input.priceCents),
                fromCents(input.maxCents),
                input.reason,
                input.explain,
                JSON.stringify(input.pictures),
                input.mark,
              ],
            )
          ).rows[0];
          for (const line of plan.pick(input.num)) {
            await tx.query('INSERT INTO refund_order_info (refund_order_id, order_info_id, refund_num) VALUES ($1, $2, $3)', [
              id,
              line.id,
              line.num,
            ]);
          }
          await tx.query("INSERT INTO refund_order_history (refund_order_id, event) VALUES ($1, 'applied')", [id]);
          const marked = await tx.query(
            'UPDATE store_order SET refund_status = 1, updated_at = now() WHERE id = $1 AND refund_status = 0',
            [order.id],
          );
          if (marked.rowCount !== 1) throw refused('refund.order.applied');
          return { refundOrderNo: no };
        });
      } catch (err) {
        // refund_order_live_uq: a concurrent request for the same order got there first.
        if (isUniqueViolation(err)) throw refused('refund.order.applied');
        throw err;
      }
    },
  };
}
