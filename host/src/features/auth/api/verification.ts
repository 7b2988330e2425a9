import { requestEnvelope, type CallOptions, withOptions } from '@mall/api-client';
import type { ApiMessage, CountryCode, EmailPasswordReset } from '@mall/contract';
import { dialCodeWithPlus } from '@mall/api-client/calls';
import * as endpoints from '@mall/contract/endpoints';

async function messageOf(pending: Promise<{ message: string }>): Promise<ApiMessage> {
  const { message } = await pending;
  return { message };
}

/** The body of the two email-code calls is the raw email as a JSON string, not an object. */
function rawEmailBody(email: string) {
  return { data: JSON.stringify(email), headers: { 'Content-Type': 'application/json' } };
}

/** POST /api/front/login/email/captcha: registration code by email. */
export function sendEmailRegisterCode(email: string, options?: CallOptions): Promise<ApiMessage> {
  return messageOf(
    requestEnvelope<unknown>({
      method: 'POST',
      url: endpoints.loginEmailCode,
      ...rawEmailBody(email),
      ...withOptions(options),
    }),
  );
}

/** POST /api/front/login/email/forget/password: password-reset code by email. */
export function sendEmailForgotPasswordCode(email: string, options?: CallOptions): Promise<ApiMessage> {
  return messageOf(
    requestEnvelope<unknown>({
      method: 'POST',
      url: endpoints.forgotPasswordCode,
      ...rawEmailBody(email),
      ...withOptions(options),
    }),
  );
}

/** POST /api/front/login/sendCode: SMS code, sent as multipart form data. */
export function sendSmsCode(phone: string, countryCode: CountryCode = '+86', options?: CallOptions): Promise<ApiMessage> {
  const form = new FormData();
  form.append('phone', phone);
  form.append('countryCode', dialCodeWithPlus(countryCode));
  return messageOf(
    requestEnvelope<unknown>({
      method: 'POST',
      url: endpoints.sendSmsCode,
      data: form,
      ...withOptions(options),
    }),
  );
}

/** POST /api/front/login/email/reset/password. */
export function resetPasswordByEmail(body: EmailPasswordReset, options?: CallOptions): Promise<ApiMessage> {
  return messageOf(
    requestEnvelope<unknown>({
      method: 'POST',
      url: endpoints.resetPassword,
      data: {
        email: body.email,
        captcha: body.captcha,
        newPassword: body.newPassword,
        passwordAgain: body.passwordAgain,
      },
      ...withOptions(options),
    }),
  );
}
