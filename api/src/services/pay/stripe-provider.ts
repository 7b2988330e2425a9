import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { refused } from '../../lib/errors';
import { IntentGoneError, type IntentRequest, type PaymentProvider, type PreparedIntent, type ProviderRefund } from './payment-provider';

/** The part of Stripe's PaymentIntent the API reads. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret: string | null;
}

/** The three PaymentIntent calls the provider makes (the real client, or a double in tests: no network there). */
export interface StripeIntentsApi {
  create(
    params: {
      amount: number;
      currency: string;
      description: string;
      metadata: Record<string, string>;
      automatic_payment_methods: { enabled: true };
    },
    options: { idempotencyKey: string },
  ): Promise<StripeIntent>;
  retrieve(id: string): Promise<StripeIntent>;
  cancel(id: string): Promise<StripeIntent>;
}

/** The part of Stripe's Refund the API reads. */
export interface StripeRefund {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
}

/** The Refunds call the provider makes (the real client, or a double in tests). */
export interface StripeRefundsApi {
  create(
    params: { payment_intent: string; amount: number; metadata: Record<string, string> },
    options: { idempotencyKey: string },
  ): Promise<StripeRefund>;
}

/** Stripe's Refunds with the official library. */
export function stripeRefundsApi(secretKey: string): StripeRefundsApi {
  const client = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return { create: (params, options) => client.refunds.create(params, options) };
}

/** Stripe's own client, with the official library. */
export function stripeIntentsApi(secretKey: string): StripeIntentsApi {
  const client = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    create: (params, options) => client.paymentIntents.create(params, options),
    retrieve: (id) => client.paymentIntents.retrieve(id),
    cancel: (id) => client.paymentIntents.cancel(id),
  };
}

const secretOf = (intent: StripeIntent): PreparedIntent => {
  if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
  return { intentId: intent.id, clientSecret: intent.client_secret };
};

/**
 * Stripe PaymentIntents (docs/contract.md "Payment"): amount in cents, the configured currency, automatic payment methods, the
 * order number in the metadata. An attempt's intent is reused while it can still be paid; a new one is created with
 * the idempotency key `<order no>-<attempt>`, so a retried request cannot create a second intent.
 */
export function createStripeProvider(api: StripeIntentsApi, log: FastifyBaseLogger, refunds?: StripeRefundsApi): PaymentProvider {
  /** A failing call to Stripe is logged and answered with a message the shopper can act on (try again). */
  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof IntentGoneError) throw err;
      log.error({ err }, `Stripe ${what} failed`);
      throw refused('pay.provider.unavailable');
    }
  };
  return {
    kind: 'stripe',
    prepare: (req) => call('prepare payment intent', () => prepare(api, req)),
    cancel: (intentId) => call('cancel payment intent', () => cancel(api, intentId)),
    refund: (intentId, amountCents, idempotencyKey) =>
      call('refund payment intent', async () => {
        if (!refunds) throw new Error('the Stripe provider was made without the Refunds API');
        return refund(refunds, intentId, amountCents, idempotencyKey);
      }),
  };
}

/** Refunds part of a PaymentIntent; Stripe answers the same refund to a retry with the same idempotency key. */
async function refund(api: StripeRefundsApi, intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
  const made = await api.create({ payment_intent: intentId, amount: amountCents, metadata: { idempotencyKey } }, { idempotencyKey });
  return { refundId: made.id, amountCents: made.amount, currency: made.currency, status: made.status ?? 'pending' };
}

async function prepare(api: StripeIntentsApi, req: IntentRequest): Promise<PreparedIntent> {
  if (req.existingIntentId) {
    const existing = await api.retrieve(req.existingIntentId);
    if (existing.status === 'canceled' || existing.amount !== req.amountCents || existing.currency !== req.currency) {
      throw new IntentGoneError(existing.id);
    }
    return secretOf(existing);
  }
  const created = await api.create(
    {
      amount: req.amountCents,
      currency: req.currency,
      description: req.description,
      metadata: { orderNo: req.orderNo, attempt: String(req.attempt) },
      automatic_payment_methods: { enabled: true },
    },
    { idempotencyKey: `${req.orderNo}-${req.attempt}` },
  );
  return secretOf(created);
}

async function cancel(api: StripeIntentsApi, intentId: string): Promise<void> {
  const intent = await api.retrieve(intentId);
  if (intent.status !== 'canceled' && intent.status !== 'succeeded') await api.cancel(intentId);
}
