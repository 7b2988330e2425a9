import type { Db } from '../../infra/db';
import { allocate, toCents } from '../order/cents';
import { pointsShare } from './refund-amounts';

export interface PointsMoved {
  /** Points the order spent, given back. */
  returned: number;
  /** Points the order earned, taken back (never more than the shopper has). */
  deducted: number;
}

async function record(tx: Db, uid: number, linkId: string, type: 1 | 2, title: string, points: number, balance: number) {
  await tx.query('INSERT INTO user_integral_record (uid, link_id, type, title, integral, balance) VALUES ($1, $2, $3, $4, $5, $6)', [
    uid,
    linkId,
    type,
    title,
    points,
    balance,
  ]);
}

/**
 * Moves the points of a refunded merchant order back, in proportion to the money refunded out of what the order paid:
 * the points it spent are returned (order_refund_return), then the points it earned are taken back
 * (order_refund_deduct) — never below zero. The points a master order earned are shared over its merchant orders by
 * what each paid. Both are recorded against the master order number, as the other points records are. The caller
 * holds the shopper's row lock.
 */
export async function movePointsBack(
  tx: Db,
  refund: { uid: number; storeOrderId: number; masterOrderNo: string; refundCents: number },
): Promise<PointsMoved> {
  const stores = (
    await tx.query<{ id: number; pay_price: string; use_integral: number }>(
      'SELECT id, pay_price, use_integral FROM store_order WHERE master_order_no = $1 ORDER BY id',
      [refund.masterOrderNo],
    )
  ).rows;
  const master = (
    await tx.query<{ gain_integral: number }>('SELECT gain_integral FROM master_order WHERE order_no = $1', [refund.masterOrderNo])
  ).rows[0];
  const index = stores.findIndex((s) => s.id === refund.storeOrderId);
  const store = stores[index];
  const payCents = toCents(store.pay_price);
  const earned = allocate(
    master.gain_integral,
    stores.map((s) => toCents(s.pay_price)),
  )[index];

  const returned = pointsShare(store.use_integral, refund.refundCents, payCents);
  if (returned > 0) {
    const r = await tx.query<{ integral: number }>(
      'UPDATE app_user SET integral = integral + $2, updated_at = now() WHERE id = $1 RETURNING integral',
      [refund.uid, returned],
    );
    await record(tx, refund.uid, refund.masterOrderNo, 1, 'order_refund_return', returned, r.rows[0].integral);
  }
  const due = pointsShare(earned, refund.refundCents, payCents);
  const balance = (await tx.query<{ integral: number }>('SELECT integral FROM app_user WHERE id = $1 FOR UPDATE', [refund.uid])).rows[0]
    .integral;
  const deducted = Math.min(due, balance);
  if (deducted > 0) {
    const r = await tx.query<{ integral: number }>(
      'UPDATE app_user SET integral = integral - $2, updated_at = now() WHERE id = $1 RETURNING integral',
      [refund.uid, deducted],
    );
    await record(tx, refund.uid, refund.masterOrderNo, 2, 'order_refund_deduct', deducted, r.rows[0].integral);
  }
  return { returned, deducted };
}
