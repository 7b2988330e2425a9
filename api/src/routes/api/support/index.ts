import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { ChatIdentity } from '../../../schemas/support';
import * as endpoints from '../../../lib/endpoints';

/**
 * The customer-service chat (ours, off with CONTRACT_STRICT; docs/customer-service.md): the signed-in shopper's
 * identity for the engine's widget, signed with the inbox's secret so the engine can tell it is not a plain claim.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.chatIdentity,
    {
      config: { extension: 'chat-identity' },
      schema: {
        tags: ['support'],
        summary: "The signed-in shopper's identity for the customer-service chat, with Chatwoot's identifier hash",
        description:
          'Code 401 without a live token; code 404 when the chat engine verifies no identities (CHATWOOT_HMAC_TOKEN unset): ' +
          'the widget then opens without naming the shopper. Not cached: the hash names one account.',
        response: { 200: Envelope(ChatIdentity, 'ChatIdentity') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await app.chatIdentity.identity(req.userId!));
    },
  );
};

export default routes;
