// The profile, the password and the contact change. Calls that end with a message the shopper reads resolve
// `{message}` in the shopper's language.
import { type CallOptions } from '@mall/api-client';
import { dialCodeWithPlus } from '@mall/api-client/calls';
import { postForMessage } from '@mall/api-client/calls';
import type { ApiMessage, NewContact, PasswordChangeRequest, UserEditRequest } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** Where a password-change code goes: the account's own phone for phone accounts, its email otherwise. */
export type PasswordCodeChannel = 'email' | 'phone';

const PASSWORD_CODE = { email: endpoints.passwordCodeEmail, phone: endpoints.passwordCodePhone };
const PASSWORD_CHANGE = { email: endpoints.passwordChangeEmail, phone: endpoints.passwordChangePhone };

/** POST /api/front/user/edit {nickname, avatar}. */
export function editUser(body: UserEditRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.userEdit, body, options);
}

/** Phone accounts change their password by SMS code, every other account by email code (the contract's rule). */
export function passwordCodeChannel(userType: string): PasswordCodeChannel {
  return userType === 'phone' ? 'phone' : 'email';
}

/** POST /api/front/captcha/{email|phone}/password (no body): a 6-digit code to the account's own email or phone. */
export function sendPasswordCode(channel: PasswordCodeChannel, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(PASSWORD_CODE[channel], undefined, options);
}

/** POST /api/front/user/{email|phone}/update/password {captcha, newPassword, passwordAgain}. */
export function changePassword(channel: PasswordCodeChannel, body: PasswordChangeRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(PASSWORD_CHANGE[channel], body, options);
}

/**
 * POST /api/front/captcha/change/{email|phone} (ours): a 6-digit code to the NEW email or phone of the signed-in
 * shopper; refused for an address another account has.
 */
export function sendContactChangeCode(to: NewContact, options?: CallOptions): Promise<ApiMessage> {
  return 'email' in to
    ? postForMessage(endpoints.contactCodeEmail, { email: to.email.trim() }, options)
    : postForMessage(endpoints.contactCodePhone, { countryCode: dialCodeWithPlus(to.countryCode), phone: to.phone.trim() }, options);
}

/**
 * POST /api/user/change/phone {phone, sms_code, countryCode} (the contract's path and body; countryCode ours) or
 * POST /api/user/change/email {email, captcha} (ours): sets the new address with the code sent to it.
 */
export function changeContact(to: NewContact, code: string, options?: CallOptions): Promise<ApiMessage> {
  return 'email' in to
    ? postForMessage(endpoints.contactChangeEmail, { email: to.email.trim(), captcha: code }, options)
    : postForMessage(
        endpoints.contactChangePhone,
        { phone: to.phone.trim(), sms_code: code, countryCode: dialCodeWithPlus(to.countryCode) },
        options,
      );
}
