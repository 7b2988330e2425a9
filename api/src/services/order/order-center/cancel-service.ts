import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { notFound, refused } from '../../../lib/errors';
import { cancelUnpaid, type Cancelled } from './cancel';
import '../messages';

export interface OrderCancelService {
  /** The shopper cancels their unpaid order (cancelling it twice is harmless); a paid order is refused. */
  cancel(uid: number, orderNo: string): Promise<void>;
  /** Check on read: cancels the order if it is unpaid and older than ORDER_UNPAID_MINUTES. */
  expireIfDue(orderNo: string): Promise<void>;
  /** Cancels every unpaid order older than ORDER_UNPAID_MINUTES; answers how many. */
  sweep(): Promise<number>;
}

/** Called after a cancellation committed (e.g. to cancel its Stripe PaymentIntent); failures are only logged. */
export type AfterCancel = (cancelled: Cancelled) => Promise<void>;

export function createOrderCancelService(db: Db, config: Config, afterCancel: AfterCancel = async () => undefined): OrderCancelService {
  const after = async (c: Cancelled | null) => {
    if (c) await afterCancel(c);
  };
  const due = config.orderUnpaidMinutes;
  return {
    async cancel(uid, orderNo) {
      const cancelled = await db.transaction(async (tx) => {
        const m = (
          await tx.query<{ paid: boolean; is_cancel: boolean }>(
            'SELECT paid, is_cancel FROM master_order WHERE order_no = $1 AND uid = $2',
            [orderNo, uid],
          )
        ).rows[0];
        if (!m) throw notFound('order.notFound');
        if (m.paid) throw refused('order.cancel.paid');
        return cancelUnpaid(tx, orderNo, { uid });
      });
      await after(cancelled);
    },

    async expireIfDue(orderNo) {
      await after(await db.transaction((tx) => cancelUnpaid(tx, orderNo, { onlyIfDue: due })));
    },

    async sweep() {
      const rows = (
        await db.query<{ order_no: string }>(
          `SELECT order_no FROM master_order WHERE NOT paid AND NOT is_cancel AND created_at <= now() - make_interval(mins => $1)
          ORDER BY created_at LIMIT 200`,
          [due],
        )
      ).rows;
      let n = 0;
      for (const r of rows) {
        const cancelled = await db.transaction((tx) => cancelUnpaid(tx, r.order_no, { onlyIfDue: due }));
        if (cancelled) n++;
        await after(cancelled);
      }
      return n;
    },
  };
}
