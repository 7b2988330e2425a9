import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { TestCardAuthenticateBody, TestCardConfirmBody, TestCardIntent, TestCardResult, TestCardSecretBody } from '../../../schemas/pay';
import type { TestCardService } from '../../../services/pay/test-card-service';
import * as endpoints from '../../../lib/endpoints';

/**
 * The built-in test card provider's "card network" (only without STRIPE_SECRET_KEY, in development mode or with PAY_TEST_CARDS). Like Stripe.js, these calls are
 * authorised by the client secret alone. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds, 4000 0025 0000 3155 asks for authentication.
 */
const routes: FastifyPluginAsyncTypebox<{ cards: TestCardService }> = async (app, { cards }) => {
  const tags = ['pay'];

  app.post(
    endpoints.testCardRetrieve,
    {
      schema: {
        tags,
        summary: 'The payment a client secret opens (amount, state, last decline)',
        body: TestCardSecretBody,
        response: { 200: Envelope(TestCardIntent, 'The intent; code 404 for an unknown secret') },
      },
    },
    async (req) => ok(await cards.retrieve(req.body.clientSecret)),
  );

  app.post(
    endpoints.testCardConfirm,
    {
      schema: {
        tags,
        summary: 'Pay with a card',
        description:
          'Code 400 for an invalid number (Luhn), a past expiry or a bad CVC, with nothing changed. A success ' +
          'or a decline is reported by a signed webhook event before this answers: read the order for its state.',
        body: TestCardConfirmBody,
        response: { 200: Envelope(TestCardResult, 'succeeded, requires_action, or requires_payment_method with the decline') },
      },
    },
    async (req) => ok(await cards.confirm(req.body)),
  );

  app.post(
    endpoints.testCardAuthenticate,
    {
      schema: {
        tags,
        summary: 'Complete or fail the authentication a card asked for',
        body: TestCardAuthenticateBody,
        response: { 200: Envelope(TestCardResult, 'succeeded, or requires_payment_method (authentication_failed)') },
      },
    },
    async (req) => ok(await cards.authenticate(req.body)),
  );
};

export default routes;
