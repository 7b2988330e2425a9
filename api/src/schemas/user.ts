import { Type, type Static } from '@sinclair/typebox';
import { Captcha, CountryCode, Email, NewPassword, Nullable, Phone } from './common';
import { UserType } from './auth';

export const UserCenterResponse = Type.Object(
  {
    nickname: Type.String(),
    avatar: Type.String({ description: 'Absolute URL' }),
    phone: Type.String({ description: 'National number, "" when none' }),
    countryCode: Type.String({ description: 'Ours: the phone\'s dial code, digits ("86"); "" without a phone' }),
    email: Type.String({ description: '"" when none' }),
    integral: Type.Integer({ description: 'Points available' }),
    experience: Type.Integer(),
    couponCount: Type.Integer({ description: 'Unused coupons that have not expired' }),
    collectCount: Type.Integer({ description: 'Products in the favourites' }),
    userType: UserType,
  },
  { description: 'UserCenterResponse' },
);
export type UserCenterResponse = Static<typeof UserCenterResponse>;

export const UserMenuItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pic: Type.String({ description: 'Absolute URL of the icon' }),
  url: Type.String({ description: 'Mobile path' }),
  pc_url: Type.String({ description: 'PC path; the PC storefront lists only items where it is not blank' }),
});
export type UserMenuItem = Static<typeof UserMenuItem>;

export const UserMenuResponse = Type.Object({
  routine_my_menus: Nullable(Type.Array(UserMenuItem, { description: 'By sort, at most 20; null when empty' })),
  routine_my_banner: Nullable(Type.Array(UserMenuItem, { description: 'No banners on PC: always null' })),
});
export type UserMenuResponse = Static<typeof UserMenuResponse>;

export const UserEditBody = Type.Object(
  {
    nickname: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '\\S',
      description: '1–20 characters once the spaces around it are trimmed, not blank',
    }),
    avatar: Type.String({
      maxLength: 512,
      pattern: '^https?://[^\\s]+$',
      description:
        'Absolute http(s) URL of a picture the caller uploaded (POST /api/front/upload/image), of the default ' +
        'avatar, or the current avatar unchanged',
    }),
  },
  { description: 'Profile changes' },
);
export type UserEditBody = Static<typeof UserEditBody>;

/** Change the password with a code sent to the account's own email or phone (facts 2.4). */
export const UpdatePasswordBody = Type.Object(
  {
    captcha: Captcha,
    newPassword: NewPassword,
    passwordAgain: Type.String({ maxLength: 128, description: 'newPassword typed again' }),
  },
  { description: 'The code from POST /api/front/captcha/{email|phone}/password and the new password twice' },
);
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

/** The new email of a contact change: where its code goes. */
export const ChangeEmailCodeBody = Type.Object({ email: Email }, { description: 'The new email address' });
export type ChangeEmailCodeBody = Static<typeof ChangeEmailCodeBody>;

/** The new phone of a contact change: where its SMS code goes. */
export const ChangePhoneCodeBody = Type.Object({ countryCode: CountryCode, phone: Phone }, { description: 'The new phone number' });
export type ChangePhoneCodeBody = Static<typeof ChangePhoneCodeBody>;

export const ChangeEmailBody = Type.Object(
  { email: Email, captcha: Captcha },
  { description: 'The new email and the code sent to it by POST /api/front/captcha/change/email' },
);
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** The contract's body ({phone, sms_code}) and the dial code (ours; the account's own, else 86, when left out). */
export const ChangePhoneBody = Type.Object(
  {
    phone: Phone,
    sms_code: Captcha,
    countryCode: Type.Optional(CountryCode),
  },
  { description: 'The new phone and the SMS code sent to it by POST /api/front/captcha/change/phone' },
);
export type ChangePhoneBody = Static<typeof ChangePhoneBody>;
