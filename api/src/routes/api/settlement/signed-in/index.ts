import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../../lib/envelope';
import { PageQuery } from '../../../../lib/paging';
import { Envelope } from '../../../../schemas/common';
import { MerchantSettledResponse, SettledApplyBody, SettledRecordPage, SettlementIdParams } from '../../../../schemas/settlement';
import { fieldErrors } from '../../../../services/auth/field-errors';
import '../../../../services/settlement/messages';
import * as endpoints from '../../../../lib/endpoints';

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

/** The signed-in shopper's applications to open a shop: applying, correcting a rejected one, reading them. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed-out callers hear "please log in" before anything about their body (validation runs before preHandler).
  const onRequest = app.requireUser;

  app.post(
    endpoints.settledApply,
    {
      onRequest,
      schemaErrorFormatter: applyErrors,
      schema: {
        tags: ['settlement'],
        summary: 'Apply to open a shop',
        description: RULES,
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
    endpoints.settledReapply,
    {
      config: { extension: 'settlement-edit' },
      onRequest,
      schemaErrorFormatter: applyErrors,
      schema: {
        tags: ['settlement'],
        summary: 'Edit and resubmit a rejected application',
        description: `Only the caller's own application, only when rejected (auditStatus 3); it goes back to pending. ${RULES}`,
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
    endpoints.settledRecord,
    {
      schema: {
        tags: ['settlement'],
        summary: 'The caller’s applications, newest first',
        description: 'auditStatus 1 pending, 2 approved, 3 rejected (with denialReason); each with its history.',
        querystring: PageQuery,
        response: { 200: Envelope(SettledRecordPage, 'PageInfo<MerchantSettledResponse>') },
      },
    },
    async (req) => ok(await app.settlements.applications.record(req.userId!, req.query)),
  );
  app.get(
    endpoints.settledDetail,
    {
      config: { extension: 'settlement-edit' },
      schema: {
        tags: ['settlement'],
        summary: 'One of the caller’s applications, with its history',
        description: 'Not in the contract. Another shopper’s application answers 404.',
        params: SettlementIdParams,
        response: { 200: Envelope(MerchantSettledResponse, 'MerchantSettledResponse') },
      },
    },
    async (req) => ok(await app.settlements.applications.detail(req.userId!, req.params.id)),
  );
};

export default routes;
