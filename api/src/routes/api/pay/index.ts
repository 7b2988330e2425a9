import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OrderPayBody, OrderPayResultResponse, PayMethodResponse } from '../../../schemas/pay';
import { payMethods } from '../../../services/pay/pay-methods';
import testCard from './test-card';
import webhook from './webhook';
import '../../../services/pay/messages';

/**
 * Card payment (docs/contract.md "Payment"): Stripe PaymentIntents with STRIPE_SECRET_KEY, the built-in test card provider
 * behind the same interface in development mode or with PAY_TEST_CARDS, otherwise none (paying is refused). Either way an order becomes paid only through the signed webhook.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/pay/method',
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

  app.post(
    '/api/front/pay/payment',
    {
      config: { auth: true },
      schema: {
        tags: ['pay'],
        security: [{ token: [] }],
        summary: 'Pay a master order by card: answers the PaymentIntent client secret',
        description:
          'The intent is in cents of the configured currency (STRIPE_CURRENCY); an attempt’s open intent is ' +
          'reused. paypal and wechat answer "This payment method is not available"; without a card provider ' +
          '(no STRIPE_SECRET_KEY, not in development mode, no PAY_TEST_CARDS) every payment answers "Card payments are not ' +
          'set up on this shop yet." (pay/method says stripeStatus false). Code 500 for a paid or cancelled ' +
          'order, 404 for another shopper’s.',
        body: OrderPayBody,
        response: { 200: Envelope(OrderPayResultResponse, 'OrderPayResultResponse: go to /order/stripe_payment?clientSecret=…') },
      },
    },
    async (req) => ok(await app.payments.cards.pay(req.userId!, req.body), 'pay.started'),
  );

  // Only with the test card provider (testCardMode): its pages stand in for Stripe's.
  const { testCards } = app.payments;
  if (testCards) await app.register(testCard, { cards: testCards });
  await app.register(webhook);
};

export default routes;
