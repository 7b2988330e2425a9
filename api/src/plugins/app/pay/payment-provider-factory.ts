import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../external/db';
import type { Config } from '../../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, stripeIntentsApi, stripeRefundsApi } from './stripe-provider';
import { createTestCardProvider } from './test-card-provider';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test card provider (no network). */
export function createPaymentProvider(db: Db, config: Config, log: FastifyBaseLogger): PaymentProvider {
  return config.stripe.secretKey
    ? createStripeProvider(stripeIntentsApi(config.stripe.secretKey), log, stripeRefundsApi(config.stripe.secretKey))
    : createTestCardProvider(db);
}

export const testCardMode = (config: Config) => !config.stripe.secretKey;
