import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OutboxMessage, OutboxQuery } from '../../../schemas/auth';
import { createOutboxService } from '../../../plugins/app/codes/outbox-service';
import '../../../plugins/app/codes/messages';

/** /api/dev/**: developer helpers, registered only when not in production (see routes/index.ts). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = createOutboxService(app.db);

  app.get('/api/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Messages sent to one address (not in production)',
      description:
        'The local outbox of email and SMS, newest first (at most 50), with the one-time code each carried. ' +
        '`to` is an email (lower-cased) or a phone normalised as "+<dial code><number>", e.g. +8613800000000.',
      querystring: OutboxQuery,
      response: { 200: Envelope(Type.Array(OutboxMessage), 'Newest first') },
    },
  }, async (req) => ok(await outbox.sentTo(req.query.to)));
};

export default routes;
