import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OutboxMessage, OutboxQuery } from '../../../schemas/auth';
import '../../../services/codes/messages';
import { notFound } from '../../../lib/errors';
import { DevCaptchaQuery, DevCaptchaResponse } from '../../../schemas/merchant';

/** /api/dev/**: developer helpers, registered only in development mode (MALL_DEV_MODE), never in production. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.devMode) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages sent to one address (development mode only)',
        description:
          'The local outbox of email and SMS, newest first (at most 50), with the one-time code each carried. ' +
          '`to` is an email (lower-cased) or a phone normalised as "+<dial code><number>", e.g. +8613800000000.',
        querystring: OutboxQuery,
        response: { 200: Envelope(Type.Array(OutboxMessage), 'Newest first') },
      },
    },
    async (req) => ok(await app.outbox.sentTo(req.query.to)),
  );

  app.get(
    '/api/dev/merchant-captcha',
    {
      schema: {
        tags: ['dev'],
        summary: 'The code of a store qualification picture (development mode only)',
        description:
          'For browser journeys, which cannot read the picture: the 4 characters of a live challenge of ' +
          'GET /api/front/merchant/qualification/captcha/{id}. Only challenges drawn in development mode keep their code; ' +
          'reading it does not use the challenge up. Code 404 for an unknown, used or expired key.',
        querystring: DevCaptchaQuery,
        response: { 200: Envelope(DevCaptchaResponse, '{code}') },
      },
    },
    async (req) => {
      const code = await app.merchants.qualification.devCode(req.query.key);
      if (code === null) throw notFound();
      return ok({ code });
    },
  );
};

export default routes;
