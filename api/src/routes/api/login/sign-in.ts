import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { EmailLoginBody, LoginResponse, PhoneCodeLoginBody, PhonePasswordLoginBody } from '../../../schemas/auth';
import { fieldErrors } from '../../../services/auth/field-errors';
import * as endpoints from '../../../lib/endpoints';

const THROTTLE =
  'After config.limits.signInFreeFailures wrong passwords in a row for one account, each further try ' +
  'waits (code 429 "try again in N seconds"), the wait doubling up to config.limits.signInMaxDelaySeconds; a good ' +
  'sign-in or a new password starts afresh. Beside the per-IP limit.';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };
  const response = { 200: Envelope(LoginResponse, 'A new token for this sign-in') };
  app.setSchemaErrorFormatter(
    fieldErrors({
      email: 'auth.email.invalid',
      password: 'auth.password.required',
      phone: 'auth.phone.invalid',
      countryCode: 'auth.countryCode.invalid',
      captcha: 'codes.captcha.format',
    }),
  );

  app.post(
    endpoints.loginEmail,
    {
      config: { rateLimit },
      schema: {
        tags: ['login'],
        summary: 'Sign in with email and password',
        description: 'A wrong password and an unknown email answer the same message. ' + THROTTLE,
        body: EmailLoginBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.signIn.withEmail(req.body), 'auth.login.success'),
  );

  app.post(
    endpoints.loginMobilePassword,
    {
      config: { rateLimit },
      schema: {
        tags: ['login'],
        summary: 'Sign in with phone and password',
        description: 'A wrong password and an unknown phone answer the same message. ' + THROTTLE,
        body: PhonePasswordLoginBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.signIn.withPhonePassword(req.body), 'auth.login.success'),
  );

  app.post(
    endpoints.loginMobileCode,
    {
      config: { rateLimit },
      schema: {
        tags: ['login'],
        summary: 'Sign in with phone and SMS code',
        description: 'The code comes from POST /api/front/login/sendCode; it works once, for 10 minutes, 5 tries.',
        body: PhoneCodeLoginBody,
        response,
      },
    },
    async (req) => ok(await app.accounts.signIn.withPhoneCode(req.body), 'auth.login.success'),
  );
};

export default routes;
