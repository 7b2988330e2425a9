import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../../lib/envelope';
import { Envelope, MessageEnvelope, NEW_PASSWORD_ERRORS } from '../../../../schemas/common';
import { UpdatePasswordBody } from '../../../../schemas/user';
import { fieldErrors } from '../../../../services/auth/field-errors';
import { type PasswordChannel } from '../../../../services/auth/password-change-service';
import { targetRateLimit } from '../../../../services/codes/target-rate-limit';
import '../../../../services/codes/messages';
import * as endpoints from '../../../../lib/endpoints';

const CHANNELS: Array<{ code: string; change: string; channel: PasswordChannel; where: string }> = [
  { code: endpoints.passwordCodeEmail, change: endpoints.passwordChangeEmail, channel: 'email', where: 'the account’s own email' },
  {
    code: endpoints.passwordCodePhone,
    change: endpoints.passwordChangePhone,
    channel: 'phone',
    where: 'the account’s own phone, by SMS (the outbox: there is no SMS gateway)',
  },
];

const CODE_RULES =
  'Six digits, valid 10 minutes, single use, 5 wrong tries then burnt. One send per address per 60 s ' +
  '(refused with the seconds left); at most config.rateLimit.codePerHour sends per hour per IP and per account.';

/**
 * Changing the password of the signed-in shopper with a code (docs/contract.md "Codes and sign-in"): the storefront sends the code by the
 * account's type (phone accounts by SMS, the others by email), then the code and the new password twice.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Per account rather than per address: the address is the account's own, read from the database.
  const perAccount = targetRateLimit(app)((req: FastifyRequest) => `account:${req.userId}`);
  const tags = ['user'];
  app.setSchemaErrorFormatter(
    fieldErrors({
      captcha: 'codes.captcha.format',
      newPassword: NEW_PASSWORD_ERRORS,
      passwordAgain: 'auth.password.mismatch',
    }),
  );

  for (const { code, change, channel, where } of CHANNELS) {
    app.post(
      code,
      {
        config: { rateLimit: { max: app.config.rateLimit.codePerHour, timeWindow: '1 hour' } },
        preHandler: perAccount,
        schema: {
          tags,
          summary: `Send a password change code to ${where}`,
          description:
            `No body: the code goes to ${where}, never to an address given by the request. Refused (code 500) ` +
            `for a guest account, which has no password, and when the account has no ${channel}. ${CODE_RULES}`,
          response: { 200: Envelope(Type.Boolean(), 'data true, message "Sent successfully"') },
        },
      },
      async (req) => {
        await app.accounts.passwordChange.sendCode(req.userId!, channel, req.locale);
        return ok(true, 'codes.sent');
      },
    );

    app.post(
      change,
      {
        config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: `Change the password with the code sent to ${where}`,
          description:
            'newPassword: 8–128 characters of any kind, not one of the most common passwords (see the ' +
            'NewPassword schema); passwordAgain must equal it (checked before the code is used). Every other session of the shopper is ' +
            'signed out; the one that made the change stays signed in. Refused for a guest account.',
          body: UpdatePasswordBody,
          response: { 200: MessageEnvelope('"Password has been updated"') },
        },
      },
      async (req) => {
        await app.accounts.passwordChange.change(req.userId!, req.tokenHash!, channel, req.body);
        return ok(null, 'user.password.updated');
      },
    );
  }
};

export default routes;
