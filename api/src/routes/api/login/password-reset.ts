import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { MessageEnvelope, NEW_PASSWORD_ERRORS } from '../../../schemas/common';
import { ResetPasswordBody } from '../../../schemas/auth';
import { fieldErrors } from '../../../services/auth/field-errors';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.setSchemaErrorFormatter(
    fieldErrors({
      email: 'auth.email.invalid',
      captcha: 'codes.captcha.format',
      newPassword: NEW_PASSWORD_ERRORS,
      passwordAgain: 'auth.password.mismatch',
    }),
  );

  app.post(
    endpoints.resetPassword,
    {
      config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        summary: 'Reset a forgotten password',
        description:
          'The code comes from POST /api/front/login/email/forget/password. newPassword follows the password rule and ' +
          'passwordAgain must equal it. Every session of the account is signed out.',
        body: ResetPasswordBody,
        response: { 200: MessageEnvelope('"Password reset successfully"') },
      },
    },
    async (req) => {
      await app.accounts.passwordReset.reset(req.body);
      return ok(null, 'auth.password.reset');
    },
  );
};

export default routes;
