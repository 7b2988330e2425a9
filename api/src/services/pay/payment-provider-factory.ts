import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { refused } from '../../lib/errors';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, stripeIntentsApi, stripeRefundsApi } from './stripe-provider';
import { createTestCardProvider } from './test-card-provider';
import './messages';

type PayConfig = Pick<Config, 'stripe' | 'devMode' | 'testCardsOptIn'>;

/**
 * Who takes card payments: Stripe when STRIPE_SECRET_KEY is set; the built-in test card provider (no network, no
 * money) in development mode or with the explicit opt-in PAY_TEST_CARDS; otherwise nobody — card payment is off.
 */
export function cardProvider(config: PayConfig): 'stripe' | 'test' | null {
  if (config.stripe.secretKey) return 'stripe';
  return config.devMode || config.testCardsOptIn ? 'test' : null;
}

export const testCardMode = (config: PayConfig) => cardProvider(config) === 'test';

/** No provider configured: paying answers a translated refusal; nothing was ever prepared, so nothing to cancel. */
const noCardProvider: PaymentProvider = {
  kind: 'none',
  prepare: async () => {
    throw refused('pay.card.off');
  },
  cancel: async () => undefined,
  refund: async () => {
    throw refused('pay.card.off');
  },
};

export function createPaymentProvider(db: Db, config: Config, log: FastifyBaseLogger): PaymentProvider {
  switch (cardProvider(config)) {
    case 'stripe':
      return createStripeProvider(stripeIntentsApi(config.stripe.secretKey!), log, stripeRefundsApi(config.stripe.secretKey!));
    case 'test':
      return createTestCardProvider(db);
    default:
      return noCardProvider;
  }
}

/** Says at start who takes card payments; the test card provider outside development mode, loudly. */
export function logPaymentMode(config: PayConfig, log: FastifyBaseLogger): void {
  const provider = cardProvider(config);
  if (provider === 'stripe' && config.testCardsOptIn)
    log.warn('PAY_TEST_CARDS is ignored: STRIPE_SECRET_KEY is set, cards go through Stripe');
  if (provider === 'test' && !config.devMode) {
    log.warn(
      '!!! PAY_TEST_CARDS is on: card payments go through the built-in TEST card provider — orders are marked paid ' +
        'with test card numbers (4242 4242 4242 4242) and no money moves. Never use it for a shop taking real orders. !!!',
    );
  }
  if (provider === null) {
    log.warn('No card payment provider: set STRIPE_SECRET_KEY (or PAY_TEST_CARDS=true for test cards); card payment is off');
  }
}
