import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError, Code } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { translate } from '../../../i18n/messages';
import { Envelope } from '../../../schemas/common';
import { WebhookResponse } from '../../../schemas/pay';

/**
 * POST /api/admin/payment/callback/stripe/webhooks (the contract's path). The signature covers the exact bytes
 * received, so this scope parses JSON bodies as raw buffers. A bad or stale signature answers code 400 and changes
 * nothing; an unexpected failure answers HTTP 500 so that Stripe retries (the event id makes the retry safe).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  app.post(
    '/api/admin/payment/callback/stripe/webhooks',
    {
      schema: {
        tags: ['pay'],
        summary: 'Stripe webhook: payment_intent.succeeded marks the order paid, payment_failed records why',
        description:
          'Verifies Stripe-Signature (t=…,v1=HMAC-SHA256 of "t.body" with STRIPE_WEBHOOK_SECRET, 5-minute ' +
          'tolerance). Each event id is applied once.',
        response: {
          200: Envelope(WebhookResponse, '{received, applied}; code 400 for a missing, bad or stale signature'),
          500: Type.Object(
            { code: Type.Integer(), message: Type.String(), data: Type.Null() },
            { description: 'Not applied: Stripe retries' },
          ),
        },
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      const signature = req.headers['stripe-signature'];
      try {
        const result = await app.payments.webhooks.handle(
          raw,
          Array.isArray(signature) ? signature[0] : signature,
          app.config.stripe.webhookSecret,
        );
        return ok({ received: true, applied: result.applied });
      } catch (err) {
        if (err instanceof AppError) throw err;
        req.log.error({ err }, 'stripe webhook failed');
        return reply.status(500).send({ code: Code.FAILED, message: translate(req.locale, 'error.system'), data: null });
      }
    },
  );
};

export default routes;
