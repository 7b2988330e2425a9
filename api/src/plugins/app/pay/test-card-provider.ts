import { randomBytes } from 'node:crypto';
import type { Db } from '../../external/db';
import { IntentGoneError, type IntentRequest, type PaymentProvider } from './payment-provider';
import { hashSecret, newClientSecret } from './test-card-secret';

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
        const existing = (await tx.query<{ id: string; status: string }>(
          'SELECT id, status FROM payment_intent WHERE master_order_no = $1 AND attempt = $2 FOR UPDATE', [req.orderNo, req.attempt],
        )).rows[0];
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
        const made = (await tx.query<{ id: string }>(
          'SELECT id FROM payment_intent WHERE master_order_no = $1 AND attempt = $2', [req.orderNo, req.attempt],
        )).rows[0];
        return withFreshSecret(tx, made.id);
      });
    },
    async cancel(intentId) {
      await db.query(
        "UPDATE payment_intent SET status = 'canceled', updated_at = now() WHERE id = $1 AND status NOT IN ('canceled', 'succeeded')",
        [intentId],
      );
    },
  };
}
