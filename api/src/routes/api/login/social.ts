import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refused } from '../../../lib/errors';
import { MessageEnvelope } from '../../../schemas/common';
import { TwitterLoginBody, TwitterTokenQuery } from '../../../schemas/auth';

/**
 * Twitter sign-in needs consumer credentials and the network; this deployment has neither, so both steps refuse
 * (method/info answers twitterOpen: false, so the storefront does not offer it).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };
  const response = { 200: MessageEnvelope('Refused: "Twitter sign-in is not configured"') };

  app.get('/api/front/login/twitter/request/token', {
    schema: {
      tags: ['login'],
      summary: 'Twitter sign-in, step 1 (not configured)',
      querystring: TwitterTokenQuery,
      response,
    },
  }, async () => {
    throw refused('auth.twitter.notConfigured');
  });

  app.post('/api/front/login/twitter', {
    config: { rateLimit },
    schema: {
      tags: ['login'],
      summary: 'Twitter sign-in, step 2 (not configured)',
      body: TwitterLoginBody,
      response,
    },
  }, async () => {
    throw refused('auth.twitter.notConfigured');
  });
};

export default routes;
