import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { PageQuery } from '../../../lib/paging';
import { Envelope } from '../../../schemas/common';
import { RawEmailBody } from '../../../schemas/auth';
import {
  MerchantSettledResponse,
  SettledAgreement,
  SettledApplyBody,
  SettledRecordPage,
  SettlementIdParams,
} from '../../../schemas/settlement';
import { fieldErrors } from '../../../services/auth/field-errors';
import { targetRateLimit } from '../../../services/codes/target-rate-limit';
import { emailTarget } from '../../../services/codes/targets';
import '../../../services/auth/messages';
import '../../../services/codes/messages';
import '../../../services/upload/messages';
import '../../../services/settlement/messages';

const RULES =
  'Rules: one application under review per shopper; shop name and email unique among merchants and applications ' +
  'under review; category and type must exist (the handling fee is the category’s); 1–10 qualification pictures ' +
  'uploaded by the caller; isAgree not false (optional, as in the contract); the email code (6 digits, 10 minutes, single use) of this email.';

/** The body's field whose bad value has its own message (a missing field answers "field is required"). */
const applyErrors = fieldErrors({
  name: 'settlement.name.invalid',
  realName: 'settlement.realName.invalid',
  email: 'auth.email.invalid',
  captcha: 'codes.captcha.format',
  phone: 'auth.phone.invalid',
  countryCode: 'auth.countryCode.invalid',
  categoryId: 'settlement.category.unknown',
  typeId: 'settlement.type.unknown',
  keywords: 'settlement.keywords.invalid',
  address: 'settlement.address.invalid',
  qualificationPicture: 'settlement.pictures.invalid',
  isAgree: 'settlement.isAgree.required',
});

/** /api/front/merchant/settled/** and its email code: applying to open a shop (docs/contract.md "Merchant pages, settlement and street"). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed-out callers hear "please log in" before anything about their body (validation runs before preHandler).
  const signedIn = { auth: true } as const;
  const onRequest = app.requireUser;
  const perTarget = targetRateLimit(app);

  app.get(
    '/api/front/merchant/settled/agreement',
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
    '/api/front/captcha/email/merchant/settled',
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

  app.post(
    '/api/front/merchant/settled/apply',
    {
      config: signedIn,
      onRequest,
      schemaErrorFormatter: applyErrors,
      schema: {
        tags: ['settlement'],
        summary: 'Apply to open a shop',
        description: RULES,
        security: [{ token: [] }],
        body: SettledApplyBody,
        response: { 200: Envelope(Type.Null(), 'Plain success') },
      },
    },
    async (req) => {
      await app.settlements.applications.apply(req.userId!, req.body);
      return ok(null, 'settlement.applied');
    },
  );

  // Not in the contract (its version cannot edit an application): a rejected application is corrected and sent again.
  app.post(
    '/api/front/merchant/settled/reapply/:id',
    {
      config: { ...signedIn, extension: 'settlement-edit' },
      onRequest,
      schemaErrorFormatter: applyErrors,
      schema: {
        tags: ['settlement'],
        summary: 'Edit and resubmit a rejected application',
        description: `Only the caller's own application, only when rejected (auditStatus 3); it goes back to pending. ${RULES}`,
        security: [{ token: [] }],
        params: SettlementIdParams,
        body: SettledApplyBody,
        response: { 200: Envelope(Type.Null(), 'Plain success') },
      },
    },
    async (req) => {
      await app.settlements.applications.reapply(req.userId!, req.params.id, req.body);
      return ok(null, 'settlement.reapplied');
    },
  );

  app.get(
    '/api/front/merchant/settled/record',
    {
      config: signedIn,
      schema: {
        tags: ['settlement'],
        summary: 'The caller’s applications, newest first',
        description: 'auditStatus 1 pending, 2 approved, 3 rejected (with denialReason); each with its history.',
        security: [{ token: [] }],
        querystring: PageQuery,
        response: { 200: Envelope(SettledRecordPage, 'PageInfo<MerchantSettledResponse>') },
      },
    },
    async (req) => ok(await app.settlements.applications.record(req.userId!, req.query)),
  );

  app.get(
    '/api/front/merchant/settled/detail/:id',
    {
      config: { ...signedIn, extension: 'settlement-edit' },
      schema: {
        tags: ['settlement'],
        summary: 'One of the caller’s applications, with its history',
        description: 'Not in the contract. Another shopper’s application answers 404.',
        security: [{ token: [] }],
        params: SettlementIdParams,
        response: { 200: Envelope(MerchantSettledResponse, 'MerchantSettledResponse') },
      },
    },
    async (req) => ok(await app.settlements.applications.detail(req.userId!, req.params.id)),
  );
};

export default routes;
