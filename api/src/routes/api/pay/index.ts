import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { PayMethodResponse } from '../../../schemas/pay';
import { payMethods } from '../../../services/pay/pay-methods';
import testCard from './test-card';
import webhook from './webhook';
import '../../../services/pay/messages';
import * as endpoints from '../../../lib/endpoints';

/**
 * Card payment (docs/contract.md "Payment"): Stripe PaymentIntents with STRIPE_SECRET_KEY, the built-in test card provider
 * behind the same interface in development mode or with PAY_TEST_CARDS, otherwise none (paying is refused). Either way an order becomes paid only through the signed webhook.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.payMethods,
    {
      schema: {
        tags: ['pay'],
        summary: 'Payment methods on offer (public)',
        response: {
          200: Envelope(PayMethodResponse, '{paypalStatus:false, stripeStatus, wechatPaySwitch:false, testCardMode, stripePublishableKey}'),
        },
      },
    },
    async () => ok(payMethods(app.config)),
  );

  // Only with the test card provider (testCardMode): its pages stand in for Stripe's.
  const { testCards } = app.payments;
  if (testCards) await app.register(testCard, { cards: testCards });
  await app.register(webhook);
};

export default routes;
