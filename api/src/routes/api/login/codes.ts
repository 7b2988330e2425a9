import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { MessageEnvelope } from '../../../schemas/common';
import { RawEmailBody, SendSmsBody } from '../../../schemas/auth';
import { fieldErrors } from '../../../services/auth/field-errors';
import { formFieldsAsBody } from '../../../services/codes/form-fields';
import { targetRateLimit } from '../../../services/codes/target-rate-limit';
import { emailTarget, phoneTarget } from '../../../services/codes/targets';
import * as endpoints from '../../../lib/endpoints';

const RULES =
  'Six digits, valid 10 minutes, single use, 5 wrong tries then burnt. One send per address per 60 s ' +
  '(refused with the seconds left); at most config.rateLimit.codePerHour sends per hour per IP and per address.';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.rateLimit.codePerHour, timeWindow: '1 hour' };
  const perTarget = targetRateLimit(app);
  const response = { 200: MessageEnvelope('"Sent successfully"') };
  const emailOf = perTarget((req) => emailTarget(String(req.body)));

  const emailErrors = fieldErrors({ email: 'auth.email.invalid' }, 'email');
  const phoneErrors = fieldErrors({ phone: 'auth.phone.invalid', countryCode: 'auth.countryCode.invalid' });

  app.post(
    endpoints.loginEmailCode,
    {
      config: { rateLimit, rawStringBody: true },
      preHandler: emailOf,
      schemaErrorFormatter: emailErrors,
      schema: {
        tags: ['login'],
        summary: 'Send a registration code by email',
        description: `Body: the raw email, quoted (a JSON string) or not (the contract's clients). An email that has an account is refused. ${RULES}`,
        body: RawEmailBody,
        response,
      },
    },
    async (req) => {
      await app.codes.sendRegistrationEmail(req.body, req.locale);
      return ok(null, 'codes.sent');
    },
  );

  app.post(
    endpoints.forgotPasswordCode,
    {
      config: { rateLimit, rawStringBody: true },
      preHandler: emailOf,
      schemaErrorFormatter: emailErrors,
      schema: {
        tags: ['login'],
        summary: 'Send a password reset code by email',
        description: `Body: the raw email, quoted (a JSON string) or not (the contract's clients). Answers the same for unknown emails, but only accounts get mail. ${RULES}`,
        body: RawEmailBody,
        response,
      },
    },
    async (req) => {
      await app.codes.sendResetEmail(req.body, req.locale);
      return ok(null, 'codes.sent');
    },
  );

  app.post(
    endpoints.sendSmsCode,
    {
      config: { rateLimit },
      preValidation: formFieldsAsBody,
      preHandler: perTarget((req) => {
        const body = req.body as SendSmsBody;
        return phoneTarget(body.countryCode, body.phone);
      }),
      schemaErrorFormatter: phoneErrors,
      schema: {
        tags: ['login'],
        summary: 'Send an SMS code for phone sign-in or phone registration',
        description: `multipart/form-data fields phone and countryCode ("+86"). The SMS goes to the outbox. ${RULES}`,
        consumes: ['multipart/form-data', 'application/json'],
        body: SendSmsBody,
        response,
      },
    },
    async (req) => {
      await app.codes.sendSms(req.body.countryCode, req.body.phone, req.locale);
      return ok(null, 'codes.sent');
    },
  );
};

export default routes;
