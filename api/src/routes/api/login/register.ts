import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../../i18n/messages';
import { ok } from '../../../lib/envelope';
import { Envelope, NEW_PASSWORD_ERRORS } from '../../../schemas/common';
import { EmailRegisterBody, LoginResponse, PhoneRegisterBody, VisitorRegisterBody } from '../../../schemas/auth';
import { fieldErrors } from '../../../services/auth/field-errors';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };
  const response = { 200: Envelope(LoginResponse, 'The new account, signed in') };
  app.setSchemaErrorFormatter(
    fieldErrors({
      email: 'auth.email.invalid',
      password: NEW_PASSWORD_ERRORS,
      phone: 'auth.phone.invalid',
      countryCode: 'auth.countryCode.invalid',
      captcha: 'codes.captcha.format',
    }),
  );

  app.post(
    endpoints.registerEmail,
    {
      config: { rateLimit },
      schema: {
        tags: ['login'],
        summary: 'Register with email',
        description: 'The code comes from POST /api/front/login/email/captcha. An email that has an account is refused.',
        body: EmailRegisterBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.registration.withEmail(req.body), 'auth.register.success'),
  );

  app.post(
    endpoints.registerMobile,
    {
      config: { rateLimit },
      schema: {
        tags: ['login'],
        summary: 'Register with phone',
        description: 'The code comes from POST /api/front/login/sendCode. A phone that has an account is refused.',
        body: PhoneRegisterBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.registration.withPhone(req.body), 'auth.register.success'),
  );

  // Guest accounts are free to make and each may hold stock in unpaid orders: at most rateLimit.guestsPerHour new
  // ones per IP per hour (in the shared store), refused with its own message pointing at signing in.
  const guestLimit = {
    max: app.config.rateLimit.guestsPerHour,
    timeWindow: '1 hour',
    errorResponseBuilder: (req: FastifyRequest, ctx: { ttl: number }) => ({
      statusCode: 429,
      message: translate(req.locale, 'auth.visitor.tooMany', { minutes: Math.max(1, Math.ceil(ctx.ttl / 60_000)) }),
    }),
  };
  app.post(
    endpoints.registerVisitor,
    {
      config: { rateLimit: guestLimit },
      schema: {
        tags: ['login'],
        summary: 'Guest checkout: a new visitor account',
        description:
          'Only when system_config visitor_open is "1"; otherwise refused. Every call creates a new account with a ' +
          'random identity and nickname, no password and the default avatar. A phone needs its country code. At most ' +
          'config.rateLimit.guestsPerHour per IP per hour (code 429, "try again in N minutes").',
        body: VisitorRegisterBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.registration.asVisitor(req.body), 'auth.login.success'),
  );
};

export default routes;
