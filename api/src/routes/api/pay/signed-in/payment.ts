import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../../lib/envelope';
import { Envelope } from '../../../../schemas/common';
import { OrderPayBody, OrderPayResultResponse } from '../../../../schemas/pay';
import '../../../../services/pay/messages';
import * as endpoints from '../../../../lib/endpoints';

/** Paying a master order by card (docs/contract.md "Payment"). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.payPayment,
    {
      schema: {
        tags: ['pay'],
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
};

export default routes;
