import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import type { OrderCancelService } from '../order/order-center/cancel-service';
import type { PaymentProvider } from './payment-provider';
import { testCardMode } from './payment-provider-factory';
import { createPaymentService } from './payment-service';
import { createTestCardService } from './test-card-service';
import { createWebhookService } from './webhook-service';

/**
 * Card payment, composed once around the one payment provider (Stripe, the test card provider or none): paying an
 * order, the signed webhook that settles it, and the test card pages when the test card provider is the one.
 */
export function createPaymentServices(
  db: Db,
  config: Config,
  provider: PaymentProvider,
  cancels: OrderCancelService,
  log: FastifyBaseLogger,
) {
  const webhooks = createWebhookService(db, config, log);
  return {
    provider,
    cards: createPaymentService(db, config, provider, cancels),
    webhooks,
    testCards: testCardMode(config) ? createTestCardService(db, cancels, webhooks) : null,
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
