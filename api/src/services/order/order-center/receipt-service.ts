import type { Db } from '../../../infra/db';
import { notFound, refused } from '../../../lib/errors';
import '../messages';

export interface OrderReceiptService {
  /** Confirm receipt: shipped (status 1) → received, to review (2). The original jumped to 3, leaving "to review" unreachable. */
  take(uid: number, orderNo: string): Promise<void>;
  /**
   * Hides a paid order from the caller's lists: a received or completed one (status 2 or 3) without a refund in
   * progress, or one whose refund is done (refundStatus 3: a refunded order closes, "no further actions but delete" —
   * also when it never shipped, which the contract's status rule alone would leave undeletable), or a cancelled one
   * (status 9): finished orders only.
   */
  remove(uid: number, orderNo: string): Promise<void>;
}

interface StateRow {
  status: number;
  refund_status: number;
  paid: boolean;
}

/**
 * The shopper's own moves of a merchant order. Each is ONE guarded UPDATE (`… WHERE status = …`): of two concurrent
 * requests only one changes the row; the other finds nothing to change and is told why from the state it now reads.
 */
export function createOrderReceiptService(db: Db): OrderReceiptService {
  /** The state of the caller's visible order, for the refusal; another shopper's, or a deleted one, is not found. */
  async function state(tx: Db, uid: number, orderNo: string): Promise<StateRow> {
    const row = (
      await tx.query<StateRow>(
        `SELECT s.status, s.refund_status, mo.paid FROM store_order s JOIN master_order mo ON mo.order_no = s.master_order_no
        WHERE s.order_no = $1 AND s.uid = $2 AND NOT s.is_user_del AND NOT s.is_merchant_del`,
        [orderNo, uid],
      )
    ).rows[0];
    if (!row) throw notFound();
    return row;
  }

  return {
    take(uid, orderNo) {
      return db.transaction(async (tx) => {
        const moved = await tx.query(
          `UPDATE store_order SET status = 2, receiving_time = now(), updated_at = now()
            WHERE order_no = $1 AND uid = $2 AND NOT is_user_del AND NOT is_merchant_del AND status = 1`,
          [orderNo, uid],
        );
        if (moved.rowCount === 1) return;
        const s = await state(tx, uid, orderNo);
        if (s.status === 9) throw refused('order.cancelled');
        if (s.status === 0) throw refused('order.take.notShipped');
        throw refused('order.take.already');
      });
    },

    remove(uid, orderNo) {
      return db.transaction(async (tx) => {
        const hidden = await tx.query(
          `UPDATE store_order s SET is_user_del = TRUE, updated_at = now() FROM master_order mo
            WHERE mo.order_no = s.master_order_no AND s.order_no = $1 AND s.uid = $2 AND NOT s.is_user_del
              AND NOT s.is_merchant_del
              AND (s.status = 9 OR (mo.paid AND (s.refund_status = 3 OR (s.status IN (2, 3) AND s.refund_status = 0))))`,
          [orderNo, uid],
        );
        if (hidden.rowCount === 1) return;
        const s = await state(tx, uid, orderNo);
        if (s.refund_status === 1 || s.refund_status === 2) throw refused('order.delete.refunding');
        throw refused('order.delete.notReceived');
      });
    },
  };
}
