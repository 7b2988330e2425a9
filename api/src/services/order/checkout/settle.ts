import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';
import { toCents } from '../cents';
import { loadOrderRules, pointsEarned } from './order-rules';
import { masterOrderCoupons, masterOrderLines } from './order-lines';
import { creditPoints, spendPoints } from './points';
import { addSales, takeStock } from './stock';

export type SettleOutcome = 'paid' | 'alreadyPaid' | 'lateRefundDue' | 'unknownOrder';

interface MasterState {
  uid: number;
  paid: boolean;
  is_cancel: boolean;
  pay_price: string;
  use_integral: number;
}

/**
 * A cancelled order whose payment arrived late (the card was charged as the order timed out): take its stock,
 * coupons and points again so it can be honoured. Refused (and rolled back to the savepoint) if any is gone.
 */
async function reinstate(tx: Db, orderNo: string, m: MasterState): Promise<boolean> {
  await tx.query('SAVEPOINT reinstate');
  try {
    const coupons = await masterOrderCoupons(tx, orderNo);
    if (coupons.length > 0) {
      const taken = await tx.query('UPDATE user_coupon SET status = 1, use_time = now() WHERE id = ANY($1::bigint[]) AND status = 0', [
        coupons,
      ]);
      if (taken.rowCount !== coupons.length) throw new AppError(500, 'order.coupon.gone');
    }
    await spendPoints(tx, m.uid, orderNo, m.use_integral);
    const lines = await masterOrderLines(tx, orderNo);
    await tx.query('SELECT id FROM product_sku WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [lines.map((l) => l.skuId)]);
    await takeStock(tx, lines);
    await tx.query('UPDATE master_order SET is_cancel = FALSE, cancel_time = NULL WHERE order_no = $1', [orderNo]);
    await tx.query('UPDATE store_order SET status = 0 WHERE master_order_no = $1', [orderNo]);
    await tx.query('RELEASE SAVEPOINT reinstate');
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await tx.query('ROLLBACK TO SAVEPOINT reinstate');
    return false;
  }
}

/**
 * Marks a master order and its merchant orders paid — only ever called for a verified payment (the webhook) or an
 * order with nothing to pay. Adds the sales, credits the points earned and the shopper's total spend. Idempotent:
 * an order already paid is left as it is. Lock order: master order, shopper, coupons, SKUs, products.
 */
export async function settlePaid(
  tx: Db,
  config: Config,
  orderNo: string,
  payment: { intentId: string | null; amount: number | null },
): Promise<SettleOutcome> {
  const m = (
    await tx.query<MasterState>('SELECT uid, paid, is_cancel, pay_price, use_integral FROM master_order WHERE order_no = $1 FOR UPDATE', [
      orderNo,
    ])
  ).rows[0];
  if (!m) return 'unknownOrder';
  if (m.paid) return 'alreadyPaid';
  await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [m.uid]);
  if (m.is_cancel && !(await reinstate(tx, orderNo, m))) {
    await tx.query(
      `UPDATE master_order SET out_trade_no = $2, pay_fail_code = 'paid_after_cancel', pay_fail_reason = $3, updated_at = now()
        WHERE order_no = $1`,
      [orderNo, payment.intentId, `A payment of ${payment.amount ?? '?'} cents arrived after the order was cancelled; a refund is due`],
    );
    return 'lateRefundDue';
  }
  const payCents = toCents(m.pay_price);
  const gain = pointsEarned(payCents, await loadOrderRules(tx, config));
  await tx.query(
    `UPDATE master_order SET paid = TRUE, pay_time = now(), out_trade_no = COALESCE($2, out_trade_no), gain_integral = $3,
            pay_fail_code = NULL, pay_fail_reason = NULL, updated_at = now() WHERE order_no = $1`,
    [orderNo, payment.intentId, gain],
  );
  await tx.query('UPDATE store_order SET paid = TRUE, pay_time = now(), updated_at = now() WHERE master_order_no = $1', [orderNo]);
  await addSales(tx, await masterOrderLines(tx, orderNo));
  await creditPoints(tx, m.uid, orderNo, gain, 'order_paid_gain');
  await tx.query('UPDATE app_user SET total_consume = total_consume + $2::numeric WHERE id = $1', [m.uid, m.pay_price]);
  return 'paid';
}
