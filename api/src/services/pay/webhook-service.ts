import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { toCents } from '../order/cents';
import { settlePaid } from '../order/checkout/settle';
import { verifySignature } from './webhook-signature';
import './messages';

/** The part of a Stripe event (and of the test provider's events, which have the same shape) that is read. */
interface IntentEvent {
  id: string;
  type: string;
  data: {
    object: {
      id: string;
      object?: string;
      amount?: number;
      amount_received?: number;
      currency?: string;
      metadata?: Record<string, string>;
      last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
    };
  };
}

export interface WebhookResult {
  /** false when the event id was already handled (a replay or a retry): nothing was applied again. */
  applied: boolean;
}

export interface WebhookService {
  /**
   * Verifies the `Stripe-Signature` of the raw body with `secret`, then applies the event once: the event id is
   * recorded in the same transaction as its effect, so a replayed id changes nothing.
   */
  handle(rawBody: Buffer | string, signature: string | undefined, secret: string | null): Promise<WebhookResult>;
}

function parseEvent(raw: Buffer | string): IntentEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw.toString());
  } catch {
    throw badRequest('pay.webhook.payload');
  }
  const e = event as Partial<IntentEvent> | null;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object?.id !== 'string') {
    throw badRequest('pay.webhook.payload');
  }
  return e as IntentEvent;
}

interface IntentRow {
  master_order_no: string;
  amount: number;
  currency: string;
}

/**
 * A Stripe intent this API made but could not record (the process stopped between Stripe's answer and the insert):
 * the order number in its metadata still finds the order, at the order's own amount and the configured currency.
 */
async function fromMetadata(tx: Db, event: IntentEvent, currency: string): Promise<IntentRow | undefined> {
  const orderNo = event.data.object.metadata?.orderNo;
  if (!orderNo || !event.data.object.id.startsWith('pi_')) return undefined;
  const m = (await tx.query<{ pay_price: string }>('SELECT pay_price FROM master_order WHERE order_no = $1', [orderNo])).rows[0];
  return m ? { master_order_no: orderNo, amount: toCents(m.pay_price), currency } : undefined;
}

export function createWebhookService(db: Db, config: Config, log: FastifyBaseLogger): WebhookService {
  async function succeeded(tx: Db, event: IntentEvent, intent: IntentRow) {
    const obj = event.data.object;
    const received = obj.amount_received ?? obj.amount ?? -1;
    if (received !== intent.amount || (obj.currency ?? '').toLowerCase() !== intent.currency) {
      // Never mark an order paid for a different sum than it asks.
      log.error({ event: event.id, intent: obj.id, received, expected: intent.amount }, 'payment amount does not match the order');
      await tx.query(
        `UPDATE master_order SET pay_fail_code = 'amount_mismatch', pay_fail_reason = $2, updated_at = now()
          WHERE order_no = $1 AND NOT paid`,
        [intent.master_order_no, `Received ${received} ${obj.currency ?? ''} for an order of ${intent.amount} ${intent.currency}`],
      );
      return;
    }
    const outcome = await settlePaid(tx, config, intent.master_order_no, { intentId: obj.id, amount: received });
    if (outcome === 'lateRefundDue')
      log.error({ order: intent.master_order_no, intent: obj.id }, 'payment arrived for a cancelled order: refund due');
    await tx.query("UPDATE payment_intent SET status = 'succeeded', updated_at = now() WHERE id = $1", [obj.id]);
  }

  async function failed(tx: Db, event: IntentEvent, intent: IntentRow) {
    const err = event.data.object.last_payment_error ?? {};
    const code = err.decline_code ?? err.code ?? 'payment_failed';
    const message = err.message ?? 'The payment failed';
    await tx.query(
      `UPDATE master_order SET pay_fail_code = $2, pay_fail_reason = $3, updated_at = now() WHERE order_no = $1 AND NOT paid`,
      [intent.master_order_no, code, message],
    );
    await tx.query(
      `UPDATE payment_intent SET status = 'requires_payment_method', last_error_code = $2, last_error = $3, updated_at = now()
        WHERE id = $1 AND status <> 'succeeded'`,
      [event.data.object.id, code, message],
    );
  }

  return {
    async handle(rawBody, signature, secret) {
      if (!secret) throw badRequest('pay.webhook.notConfigured');
      const check = verifySignature(signature, rawBody, secret);
      if (check === 'stale') throw badRequest('pay.webhook.stale');
      if (check !== 'ok') throw badRequest('pay.webhook.signature');
      const event = parseEvent(rawBody);
      return db.transaction(async (tx) => {
        const fresh = await tx.query('INSERT INTO webhook_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
          event.id,
          event.type,
        ]);
        if (fresh.rowCount === 0) return { applied: false };
        if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return { applied: true };
        const intent =
          (await tx.query<IntentRow>('SELECT master_order_no, amount, currency FROM payment_intent WHERE id = $1', [event.data.object.id]))
            .rows[0] ?? (await fromMetadata(tx, event, config.stripe.currency));
        if (!intent) {
          // Not an intent this API made (another integration on the same Stripe account): acknowledged, ignored.
          log.warn({ event: event.id, intent: event.data.object.id }, 'webhook for an unknown payment intent');
          return { applied: true };
        }
        if (event.type === 'payment_intent.succeeded') await succeeded(tx, event, intent);
        else await failed(tx, event, intent);
        return { applied: true };
      });
    },
  };
}
