import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { fromCents, toCents } from '../order/cents';
import type { PaymentProvider, ProviderRefund } from '../pay/payment-provider';
import { movePointsBack } from './refund-points';
import { returnRefundedUnits } from './refund-stock';
import './messages';

interface LockedRefund {
  id: number;
  refund_order_no: string;
  uid: number;
  store_order_id: number;
  master_order_no: string;
  refund_price: string;
  refund_status: number;
}

/**
 * Locks a refund for a state change, in the lock order every refund use case follows: the merchant order first (the
 * row a shopper's request locks), then the refund. Null for an unknown number.
 */
export async function lockRefund(tx: Db, refundOrderNo: string): Promise<LockedRefund | null> {
  const found = (
    await tx.query<{ store_order_id: number }>('SELECT store_order_id FROM refund_order WHERE refund_order_no = $1', [refundOrderNo])
  ).rows[0];
  if (!found) return null;
  await tx.query('SELECT id FROM store_order WHERE id = $1 FOR UPDATE', [found.store_order_id]);
  return (
    await tx.query<LockedRefund>(
      `SELECT id, refund_order_no, uid, store_order_id, master_order_no, refund_price, refund_status
       FROM refund_order WHERE refund_order_no = $1 FOR UPDATE`,
      [refundOrderNo],
    )
  ).rows[0];
}

/** The refund to ask the provider for, or null when the refund is already done. */
async function payoutOf(db: Db, provider: PaymentProvider, refundOrderNo: string) {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundOrderNo);
    if (!refund) throw notFound();
    if (refund.refund_status === 3) return null;
    if (refund.refund_status !== 2) throw refused('refund.notRefunding');
    const intent = (
      await tx.query<{ id: string; provider: string }>(
        `SELECT p.id, p.provider FROM master_order mo JOIN payment_intent p ON p.id = mo.out_trade_no WHERE mo.order_no = $1`,
        [refund.master_order_no],
      )
    ).rows[0];
    if (!intent) throw refused('refund.payment.missing');
    if (intent.provider !== provider.kind) throw refused('refund.payment.otherProvider');
    return { intentId: intent.id, amountCents: toCents(refund.refund_price), idempotencyKey: `refund-${refund.refund_order_no}` };
  });
}

/**
 * Marks a refund refunded (2 → 3) once its money went back, in one transaction: the provider refund recorded, the
 * units back in stock (sales reduced), the shopper's total spend reduced, the points moved back, the merchant order's
 * refundStatus 3. A refund already refunded (a concurrent confirm won) is left as it is.
 */
async function settle(db: Db, provider: PaymentProvider, refundOrderNo: string, paid: ProviderRefund, intentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = (await lockRefund(tx, refundOrderNo))!;
    if (refund.refund_status === 3) return;
    if (refund.refund_status !== 2) throw refused('refund.notRefunding');
    await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [refund.uid]);
    await tx.query(
      `INSERT INTO payment_refund (id, provider, intent_id, amount, currency, idempotency_key, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [paid.refundId, provider.kind, intentId, paid.amountCents, paid.currency, `refund-${refund.refund_order_no}`, paid.status],
    );
    await returnRefundedUnits(tx, refund.id);
    const refundCents = toCents(refund.refund_price);
    const points = await movePointsBack(tx, {
      uid: refund.uid,
      storeOrderId: refund.store_order_id,
      masterOrderNo: refund.master_order_no,
      refundCents,
    });
    await tx.query('UPDATE app_user SET total_consume = GREATEST(0, total_consume - $2::numeric), updated_at = now() WHERE id = $1', [
      refund.uid,
      fromCents(refundCents),
    ]);
    await tx.query('UPDATE store_order SET refund_status = 3, updated_at = now() WHERE id = $1', [refund.store_order_id]);
    await tx.query(
      `UPDATE refund_order SET refund_status = 3, refund_time = now(), payment_refund_id = $2, points_returned = $3,
              points_deducted = $4, updated_at = now() WHERE id = $1`,
      [refund.id, paid.refundId, points.returned, points.deducted],
    );
    await tx.query("INSERT INTO refund_order_history (refund_order_id, event) VALUES ($1, 'refunded')", [refund.id]);
  });
}

/**
 * Pays an accepted refund (state 2) back and marks it refunded. The provider is called between two transactions (never
 * inside one: Stripe is a network call) with the idempotency key "refund-<RE no>", so a retried or concurrent
 * confirm refunds the money once; when the provider fails, the refund stays in state 2 and can be confirmed again.
 */
export async function completeRefund(db: Db, provider: PaymentProvider, refundOrderNo: string): Promise<void> {
  const payout = await payoutOf(db, provider, refundOrderNo);
  if (!payout) return;
  const paid = await provider.refund(payout.intentId, payout.amountCents, payout.idempotencyKey);
  await settle(db, provider, refundOrderNo, paid, payout.intentId);
}
