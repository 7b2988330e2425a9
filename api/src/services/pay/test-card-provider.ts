import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { refused } from '../../lib/errors';
import { IntentGoneError, type IntentRequest, type PaymentProvider, type ProviderRefund } from './payment-provider';
import { hashSecret, newClientSecret } from './test-card-secret';
import './messages';

/** Hands out a new client secret of the intent (only its hash is kept, so an earlier one cannot be read back). */
async function withFreshSecret(tx: Db, intentId: string) {
  const clientSecret = newClientSecret(intentId);
  await tx.query('INSERT INTO payment_intent_secret (secret_hash, intent_id) VALUES ($1, $2)', [hashSecret(clientSecret), intentId]);
  return { intentId, clientSecret };
}

/**
 * The built-in test card provider (no STRIPE_SECRET_KEY): its intents live in the payment_intent table, their client
 * secrets only as hashes. Preparing an attempt again reuses its intent with one more secret (the hash of the first
 * cannot be turned back into it; earlier secrets keep working). Cards are run by test-card-service, which reports
 * each outcome as a signed webhook event.
 */
export function createTestCardProvider(db: Db): PaymentProvider {
  return {
    kind: 'test',
    prepare(req: IntentRequest) {
      return db.transaction(async (tx) => {
        const existing = (
          await tx.query<{ id: string; status: string }>(
            'SELECT id, status FROM payment_intent WHERE master_order_no = $1 AND attempt = $2 FOR UPDATE',
            [req.orderNo, req.attempt],
          )
        ).rows[0];
        if (existing?.status === 'canceled') throw new IntentGoneError(existing.id);
        if (existing) return withFreshSecret(tx, existing.id);
        const intentId = `testpi_${randomBytes(12).toString('hex')}`;
        const inserted = await tx.query(
          `INSERT INTO payment_intent (id, provider, master_order_no, attempt, amount, currency, status)
           VALUES ($1, 'test', $2, $3, $4, $5, 'requires_payment_method') ON CONFLICT (master_order_no, attempt) DO NOTHING`,
          [intentId, req.orderNo, req.attempt, req.amountCents, req.currency],
        );
        if (inserted.rowCount === 1) return withFreshSecret(tx, intentId);
        // A concurrent request made this attempt's intent first: share it.
        const made = (
          await tx.query<{ id: string }>('SELECT id FROM payment_intent WHERE master_order_no = $1 AND attempt = $2', [
            req.orderNo,
            req.attempt,
          ])
        ).rows[0];
        return withFreshSecret(tx, made.id);
      });
    },
    async cancel(intentId) {
      await db.query(
        "UPDATE payment_intent SET status = 'canceled', updated_at = now() WHERE id = $1 AND status NOT IN ('canceled', 'succeeded')",
        [intentId],
      );
    },
    refund(intentId, amountCents, idempotencyKey) {
      return db.transaction((tx) => recordRefund(tx, intentId, amountCents, idempotencyKey));
    },
  };
}

interface RefundRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
}
const asRefund = (r: RefundRow): ProviderRefund => ({ refundId: r.id, amountCents: r.amount, currency: r.currency, status: r.status });

/**
 * The test provider's refund: recorded in payment_refund, never more than the intent was paid in all. The same
 * idempotency key answers the refund it made (a retried confirm refunds once). The intent row is the lock.
 */
async function recordRefund(tx: Db, intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
  const intent = (
    await tx.query<{ amount: number; currency: string; status: string }>(
      "SELECT amount, currency, status FROM payment_intent WHERE id = $1 AND provider = 'test' FOR UPDATE",
      [intentId],
    )
  ).rows[0];
  const earlier = (
    await tx.query<RefundRow>('SELECT id, amount, currency, status FROM payment_refund WHERE idempotency_key = $1', [idempotencyKey])
  ).rows[0];
  if (earlier) return asRefund(earlier);
  if (intent?.status !== 'succeeded') throw refused('pay.refund.notRefundable');
  const done = (
    await tx.query<{ sum: number }>('SELECT COALESCE(sum(amount), 0)::int AS sum FROM payment_refund WHERE intent_id = $1', [intentId])
  ).rows[0].sum;
  if (amountCents <= 0 || done + amountCents > intent.amount) throw refused('pay.refund.tooMuch');
  const made = (
    await tx.query<RefundRow>(
      `INSERT INTO payment_refund (id, provider, intent_id, amount, currency, idempotency_key, status)
     VALUES ($1, 'test', $2, $3, $4, $5, 'succeeded') RETURNING id, amount, currency, status`,
      [`testre_${randomBytes(12).toString('hex')}`, intentId, amountCents, intent.currency, idempotencyKey],
    )
  ).rows[0];
  return asRefund(made);
}
