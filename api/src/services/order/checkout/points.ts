import type { Db } from '../../../infra/db';
import { refused } from '../../../lib/errors';
import '../messages';

type Title = 'order_spend' | 'order_cancel_refund' | 'order_paid_gain';

async function record(tx: Db, uid: number, orderNo: string, type: 1 | 2, title: Title, points: number, balance: number) {
  await tx.query('INSERT INTO user_integral_record (uid, link_id, type, title, integral, balance) VALUES ($1, $2, $3, $4, $5, $6)', [
    uid,
    orderNo,
    type,
    title,
    points,
    balance,
  ]);
}

/** Spends points on an order: a guarded update, so the balance can never go below zero. */
export async function spendPoints(tx: Db, uid: number, orderNo: string, points: number): Promise<void> {
  if (points <= 0) return;
  const r = await tx.query<{ integral: number }>(
    'UPDATE app_user SET integral = integral - $2, updated_at = now() WHERE id = $1 AND integral >= $2 RETURNING integral',
    [uid, points],
  );
  if (r.rowCount === 0) throw refused('order.points.short');
  await record(tx, uid, orderNo, 2, 'order_spend', points, r.rows[0].integral);
}

/** Gives points back (a cancelled order) or credits them (a paid order). */
export async function creditPoints(
  tx: Db,
  uid: number,
  orderNo: string,
  points: number,
  title: Exclude<Title, 'order_spend'>,
): Promise<void> {
  if (points <= 0) return;
  const r = await tx.query<{ integral: number }>(
    'UPDATE app_user SET integral = integral + $2, updated_at = now() WHERE id = $1 RETURNING integral',
    [uid, points],
  );
  await record(tx, uid, orderNo, 1, title, points, r.rows[0].integral);
}
