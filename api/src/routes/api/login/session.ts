import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import { LoginMethodResponse, LoginPicResponse } from '../../../schemas/auth';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.tokenExists,
    {
      schema: {
        tags: ['login'],
        summary: 'Is the request’s token alive?',
        description: 'No body. data is true when the authori-zation header carries a live token, false otherwise.',
        security: [{ token: [] }],
        response: { 200: Envelope(Type.Boolean(), 'true or false') },
      },
    },
    async (req) => ok(req.userId !== null),
  );

  app.get(
    endpoints.logout,
    {
      schema: {
        tags: ['login'],
        summary: 'Sign out',
        description: 'Revokes the token the request came with; without one it succeeds and does nothing.',
        security: [{ token: [] }],
        response: { 200: MessageEnvelope('Signed out') },
      },
    },
    async (req) => {
      await app.accounts.sessions.logout(req.tokenHash);
      return ok(null, 'auth.logout.success');
    },
  );

  app.get(
    endpoints.loginPicture,
    {
      schema: {
        tags: ['login'],
        summary: 'The picture beside the login dialog',
        response: { 200: Envelope(LoginPicResponse, 'loginLeftImage, absolute') },
      },
    },
    async (req) => ok(await app.accounts.loginSettings.loginPicture(req.locale)),
  );

  app.get(
    endpoints.loginMethods,
    {
      schema: {
        tags: ['login'],
        summary: 'Sign-in methods on offer and the user agreement',
        description: 'Social providers are off (none is configured); visitorOpen follows system_config visitor_open.',
        response: { 200: Envelope(LoginMethodResponse, 'LoginMethodResponse') },
      },
    },
    async () => ok(await app.accounts.loginSettings.methodInfo()),
  );
};

export default routes;
