import type { Db } from '../../../infra/db';
import { creditPoints } from '../checkout/points';
import { masterOrderCoupons, masterOrderLines } from '../checkout/order-lines';
import { restoreStock } from '../checkout/stock';

/** How many of a shopper's orders wait for payment (neither paid nor cancelled). */
export async function countUnpaidOrders(tx: Db, uid: number): Promise<number> {
  return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM master_order WHERE uid = $1 AND NOT paid AND NOT is_cancel', [uid]))
    .rows[0].n;
}

export interface Cancelled {
  orderNo: string;
  /** Stripe intents to cancel at Stripe once the transaction has committed. */
  stripeIntents: string[];
}

/**
 * Cancels an unpaid master order inside the caller's transaction and gives back what it held: the stock of every
 * line, its coupons (unused again) and the points it spent. The guarded update makes it idempotent: an order that is
 * paid or already cancelled is left alone and null comes back. Lock order: master order, shopper, coupons, SKUs.
 */
export async function cancelUnpaid(tx: Db, orderNo: string, opts: { uid?: number; onlyIfDue?: number } = {}): Promise<Cancelled | null> {
  const params: unknown[] = [orderNo];
  let where = 'order_no = $1 AND NOT paid AND NOT is_cancel';
  if (opts.uid !== undefined) {
    params.push(opts.uid);
    where += ` AND uid = $${params.length}`;
  }
  if (opts.onlyIfDue !== undefined) {
    params.push(opts.onlyIfDue);
    where += ` AND created_at <= now() - make_interval(mins => $${params.length})`;
  }
  const master = (
    await tx.query<{ uid: number; use_integral: number }>(
      `UPDATE master_order SET is_cancel = TRUE, cancel_time = now(), updated_at = now() WHERE ${where} RETURNING uid, use_integral`,
      params,
    )
  ).rows[0];
  if (!master) return null;

  await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [master.uid]);
  await tx.query('UPDATE store_order SET status = 9, updated_at = now() WHERE master_order_no = $1', [orderNo]);
  const coupons = await masterOrderCoupons(tx, orderNo);
  if (coupons.length > 0) {
    await tx.query('UPDATE user_coupon SET status = 0, use_time = NULL WHERE id = ANY($1::bigint[]) AND status = 1', [coupons]);
  }
  await creditPoints(tx, master.uid, orderNo, master.use_integral, 'order_cancel_refund');
  await restoreStock(tx, await masterOrderLines(tx, orderNo));
  const intents = (
    await tx.query<{ id: string; provider: string }>(
      `UPDATE payment_intent SET status = 'canceled', updated_at = now()
      WHERE master_order_no = $1 AND status NOT IN ('succeeded', 'canceled') RETURNING id, provider`,
      [orderNo],
    )
  ).rows;
  return { orderNo, stripeIntents: intents.filter((i) => i.provider === 'stripe').map((i) => i.id) };
}
