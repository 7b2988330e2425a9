import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { RawEmailBody } from '../../../schemas/auth';
import { SettledAgreement } from '../../../schemas/settlement';
import { fieldErrors } from '../../../services/auth/field-errors';
import { targetRateLimit } from '../../../services/codes/target-rate-limit';
import { emailTarget } from '../../../services/codes/targets';
import '../../../services/auth/messages';
import '../../../services/codes/messages';
import '../../../services/upload/messages';
import '../../../services/settlement/messages';
import * as endpoints from '../../../lib/endpoints';

/**
 * /api/front/merchant/settled/** and its email code: applying to open a shop (docs/contract.md "Merchant pages,
 * settlement and street"). The agreement and the code are open to anyone; the application itself: signed-in/.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const perTarget = targetRateLimit(app);

  app.get(
    endpoints.settledAgreement,
    {
      schema: {
        tags: ['settlement'],
        summary: 'The merchant settlement agreement (HTML)',
        description: 'system_config merchant_settled_agreement when an operator set it, else the built-in text.',
        response: { 200: Envelope(SettledAgreement, '{agreement}') },
      },
    },
    async () => ok({ agreement: await app.settlements.agreement.text() }),
  );

  // Open to anyone, as the contract's captcha/** endpoints (which need no token): the family's clients ask for it before signing in. Flooding
  // is held by the per-IP and per-address limits and one send per address per 60 s.
  app.post(
    endpoints.settledEmailCode,
    {
      config: { rateLimit: { max: app.config.rateLimit.codePerHour, timeWindow: '1 hour' }, rawStringBody: true },
      preHandler: perTarget((req) => emailTarget(String(req.body))),
      schemaErrorFormatter: fieldErrors({ email: 'auth.email.invalid' }, 'email'),
      schema: {
        tags: ['settlement'],
        summary: 'Send the application’s email code',
        description:
          "No sign-in needed. Body: the raw email, quoted (a JSON string) or not (the contract's clients). Refused when " +
          'the email belongs to a merchant or an application under review. Six digits, valid 10 minutes, single use; ' +
          'one send per address per 60 s; at most config.rateLimit.codePerHour sends per hour per IP and per address.',
        body: RawEmailBody,
        response: { 200: Envelope(Type.Boolean(), 'true') },
      },
    },
    async (req) => {
      await app.settlements.applications.sendCode(req.body, req.locale);
      return ok(true, 'codes.sent');
    },
  );
};

export default routes;
