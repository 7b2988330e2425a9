import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../../lib/envelope';
import { MessageEnvelope } from '../../../../schemas/common';
import { ChangeEmailBody, ChangeEmailCodeBody, ChangePhoneBody, ChangePhoneCodeBody } from '../../../../schemas/user';
import { fieldErrors } from '../../../../services/auth/field-errors';
import { targetRateLimit } from '../../../../services/codes/target-rate-limit';
import { emailTarget, phoneTarget } from '../../../../services/codes/targets';
import '../../../../services/codes/messages';
import * as endpoints from '../../../../lib/endpoints';

const CODE_RULES =
  'Six digits, valid 10 minutes, single use, 5 wrong tries then burnt, bound to the account that asked. ' +
  'One send per address per 60 s (refused with the seconds left); the daily budgets of every code (CODES_PER_ADDRESS_PER_DAY, ' +
  'CODES_PER_NUMBER_PER_DAY); at most config.rateLimit.codePerHour sends per hour per IP and per address.';
const REFUSALS =
  'Refused (code 500) for a guest account, for the account’s own address and for an address another ' +
  'registered account has ("already used by another account").';

/**
 * Changing the signed-in shopper's email or phone (issue 18, item 2). The contract has only the dead
 * `POST /api/user/change/phone {phone, sms_code}`, which its backend never served; the code routes and the email change are ours
 * (docs/contract.md, "Codes and sign-in").
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const perTarget = targetRateLimit(app);
  const tags = ['user'];
  const codeLimit = { max: app.config.rateLimit.codePerHour, timeWindow: '1 hour' };
  const changeLimit = { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };
  const config = { extension: 'contact-change' as const };
  app.setSchemaErrorFormatter(
    fieldErrors({
      email: 'auth.email.invalid',
      phone: 'auth.phone.invalid',
      countryCode: 'auth.countryCode.invalid',
      captcha: 'codes.captcha.format',
      sms_code: 'codes.captcha.format',
    }),
  );

  app.post(
    endpoints.contactCodeEmail,
    {
      config: { ...config, rateLimit: codeLimit },
      preHandler: perTarget((req: FastifyRequest) => emailTarget((req.body as ChangeEmailCodeBody).email)),
      schema: {
        tags,
        summary: 'Send a code to the new email of the signed-in shopper (ours)',
        description: `${REFUSALS} ${CODE_RULES}`,
        body: ChangeEmailCodeBody,
        response: { 200: MessageEnvelope('"Sent successfully"') },
      },
    },
    async (req) => {
      await app.accounts.contactChange.sendCode(req.userId!, { email: req.body.email }, req.locale);
      return ok(null, 'codes.sent');
    },
  );

  app.post(
    endpoints.contactCodePhone,
    {
      config: { ...config, rateLimit: codeLimit },
      preHandler: perTarget((req: FastifyRequest) => {
        const body = req.body as ChangePhoneCodeBody;
        return phoneTarget(body.countryCode, body.phone);
      }),
      schema: {
        tags,
        summary: 'Send an SMS code to the new phone of the signed-in shopper (ours)',
        description: `The SMS goes to the outbox (no SMS gateway). ${REFUSALS} ${CODE_RULES}`,
        body: ChangePhoneCodeBody,
        response: { 200: MessageEnvelope('"Sent successfully"') },
      },
    },
    async (req) => {
      await app.accounts.contactChange.sendCode(req.userId!, { countryCode: req.body.countryCode, phone: req.body.phone }, req.locale);
      return ok(null, 'codes.sent');
    },
  );

  app.post(
    endpoints.contactChangeEmail,
    {
      config: { ...config, rateLimit: changeLimit },
      schema: {
        tags,
        summary: 'Change the email with the code sent to it (ours, the email equivalent of user/change/phone)',
        description: `The account's former email (or, without one, its phone by SMS) is told of the change. ${REFUSALS}`,
        body: ChangeEmailBody,
        response: { 200: MessageEnvelope('"Your email address has been changed"') },
      },
    },
    async (req) => {
      await app.accounts.contactChange.change(req.userId!, { email: req.body.email }, req.body.captcha, req.locale);
      return ok(null, 'user.contact.emailChanged');
    },
  );

  app.post(
    endpoints.contactChangePhone,
    {
      config: { ...config, rateLimit: changeLimit },
      schema: {
        tags,
        summary: 'Change the phone with the SMS code sent to it (the contract’s path and body, never served by its backend)',
        description:
          'Body {phone, sms_code} as the contract, and our countryCode (the account’s own dial code, else 86, ' +
          `when left out). The account's email (or, without one, its former phone by SMS) is told of the change. ${REFUSALS}`,
        body: ChangePhoneBody,
        response: { 200: MessageEnvelope('"Your phone number has been changed"') },
      },
    },
    async (req) => {
      const countryCode = req.body.countryCode ?? (await app.accounts.contactChange.dialCodeOf(req.userId!));
      await app.accounts.contactChange.change(req.userId!, { countryCode, phone: req.body.phone }, req.body.sms_code, req.locale);
      return ok(null, 'user.contact.phoneChanged');
    },
  );
};

export default routes;
