import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { fromCents } from '../order/cents';
import type { OrderCancelService } from '../order/order-center/cancel-service';
import type { TestCardConfirmBody, TestCardAuthenticateBody, TestCardResult, TestCardIntent } from '../../schemas/pay';
import { runTestCard, type CardOutcome } from './test-card-rules';
import { hashSecret, intentIdOf } from './test-card-secret';
import type { WebhookService } from './webhook-service';
import { signPayload } from './webhook-signature';
import './messages';

export interface TestCardService {
  /** What the card page shows before paying (Stripe.js's retrievePaymentIntent). */
  retrieve(clientSecret: string): Promise<TestCardIntent>;
  /** Runs a card through the simulated network; the outcome reaches the order only as a signed webhook event. */
  confirm(body: TestCardConfirmBody): Promise<TestCardResult>;
  /** Completes (approve) or fails a payment that asked for authentication (4000 0025 0000 3155). */
  authenticate(body: TestCardAuthenticateBody): Promise<TestCardResult>;
}

interface IntentRow {
  id: string;
  master_order_no: string;
  amount: number;
  currency: string;
  status: string;
  last_error_code: string | null;
  last_error: string | null;
}
interface OrderState {
  paid: boolean;
  is_cancel: boolean;
}

type Emitted = { kind: 'succeeded' } | { kind: 'declined'; code: string; message: string };

export function createTestCardService(db: Db, cancels: OrderCancelService, webhooks: WebhookService): TestCardService {
  /** The test provider's own webhook secret: its events are signed and verified like Stripe's, without HTTP. */
  const internalSecret = `whsec_internal_${randomBytes(24).toString('hex')}`;

  async function emit(intent: IntentRow, outcome: Emitted) {
    const event = {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: outcome.kind === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount,
          amount_received: outcome.kind === 'succeeded' ? intent.amount : 0,
          currency: intent.currency,
          status: outcome.kind === 'succeeded' ? 'succeeded' : 'requires_payment_method',
          metadata: { orderNo: intent.master_order_no },
          last_payment_error:
            outcome.kind === 'declined'
              ? {
                  type: 'card_error',
                  code: outcome.code === 'authentication_failed' ? 'payment_intent_authentication_failure' : 'card_declined',
                  decline_code: outcome.code,
                  message: outcome.message,
                }
              : null,
        },
      },
    };
    const raw = JSON.stringify(event);
    await webhooks.handle(raw, signPayload(internalSecret, raw), internalSecret);
  }

  /** The intent a client secret opens (an unknown or wrong secret is not found), and the state of its order. */
  async function open(tx: Db, clientSecret: string, lock: boolean): Promise<{ intent: IntentRow; order: OrderState }> {
    const id = intentIdOf(clientSecret);
    const intent =
      id === null
        ? undefined
        : (
            await tx.query<IntentRow>(
              `SELECT i.id, i.master_order_no, i.amount, i.currency, i.status, i.last_error_code, i.last_error
         FROM payment_intent_secret s JOIN payment_intent i ON i.id = s.intent_id
        WHERE s.secret_hash = $1 AND i.id = $2 AND i.provider = 'test'${lock ? ' FOR UPDATE OF i' : ''}`,
              [hashSecret(clientSecret), id],
            )
          ).rows[0];
    if (!intent) throw notFound('pay.intent.notFound');
    const order = (await tx.query<OrderState>('SELECT paid, is_cancel FROM master_order WHERE order_no = $1', [intent.master_order_no]))
      .rows[0];
    return { intent, order };
  }

  /** Checks the unpaid-order timeout before a card is run: a cancelled order cannot be paid. */
  async function expireFirst(clientSecret: string) {
    const id = intentIdOf(clientSecret);
    const row =
      id === null
        ? undefined
        : (await db.query<{ master_order_no: string }>('SELECT master_order_no FROM payment_intent WHERE id = $1', [id])).rows[0];
    if (row) await cancels.expireIfDue(row.master_order_no);
  }

  /** Moves the intent (locked) to its next state; the webhook event follows once that is committed. */
  async function settle(
    clientSecret: string,
    decide: (intent: IntentRow, order: OrderState) => CardOutcome | 'replay',
  ): Promise<TestCardResult> {
    await expireFirst(clientSecret);
    const step = await db.transaction(async (tx) => {
      const { intent, order } = await open(tx, clientSecret, true);
      if (order.is_cancel) throw refused('order.cancelled');
      if (intent.status === 'canceled') throw refused('pay.intent.canceled');
      const outcome = decide(intent, order);
      if (outcome === 'replay') return { intent, outcome };
      const status = outcome.kind === 'declined' ? 'requires_payment_method' : outcome.kind;
      await tx.query(`UPDATE payment_intent SET status = $2, last_error_code = $3, last_error = $4, updated_at = now() WHERE id = $1`, [
        intent.id,
        status,
        outcome.kind === 'declined' ? outcome.code : null,
        outcome.kind === 'declined' ? outcome.message : null,
      ]);
      return { intent, outcome };
    });
    const { intent, outcome } = step;
    // An intent that succeeded while its event was lost is reported again (the handler is idempotent).
    if (outcome === 'replay' || outcome.kind === 'succeeded') await emit(intent, { kind: 'succeeded' });
    else if (outcome.kind === 'declined') await emit(intent, outcome);
    const result = outcome === 'replay' ? { kind: 'succeeded' as const } : outcome;
    return {
      status: result.kind === 'declined' ? 'requires_payment_method' : result.kind,
      orderNo: intent.master_order_no,
      paymentIntentId: intent.id,
      error: result.kind === 'declined' ? { code: result.code, message: result.message } : null,
    };
  }

  return {
    retrieve(clientSecret) {
      return db.transaction(async (tx) => {
        const { intent, order } = await open(tx, clientSecret, false);
        return {
          id: intent.id,
          orderNo: intent.master_order_no,
          amount: fromCents(intent.amount),
          currency: intent.currency,
          status: order.is_cancel ? 'canceled' : intent.status,
          lastError: intent.last_error_code ? { code: intent.last_error_code, message: intent.last_error ?? '' } : null,
        };
      });
    },

    confirm(body) {
      return settle(body.clientSecret, (intent, order) => {
        if (intent.status === 'succeeded') {
          if (order.paid) throw refused('order.paid.already');
          return 'replay';
        }
        if (order.paid) throw refused('order.paid.already');
        return runTestCard(body);
      });
    },

    authenticate(body) {
      return settle(body.clientSecret, (intent, order) => {
        if (order.paid) throw refused('order.paid.already');
        if (intent.status !== 'requires_action') throw refused('pay.intent.noAction');
        return body.approve
          ? { kind: 'succeeded' }
          : { kind: 'declined', code: 'authentication_failed', message: 'We are unable to authenticate your payment method.' };
      });
    },
  };
}
