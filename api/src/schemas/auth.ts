import { Type, type Static } from '@sinclair/typebox';
import { Captcha, CountryCode, Email, EMAIL_PATTERN, LoginPassword, NewPassword, Nullable, Phone } from './common';

// ---- request bodies -------------------------------------------------------------------------------

export const EmailLoginBody = Type.Object(
  { email: Email, password: LoginPassword },
  { description: 'Sign in with email and password (nuxt-auth strategy local2)' },
);
export type EmailLoginBody = Static<typeof EmailLoginBody>;

export const PhonePasswordLoginBody = Type.Object(
  { countryCode: CountryCode, phone: Phone, password: LoginPassword },
  { description: 'Sign in with phone and password (strategy local)' },
);
export type PhonePasswordLoginBody = Static<typeof PhonePasswordLoginBody>;

export const PhoneCodeLoginBody = Type.Object(
  { phone: Phone, captcha: Captcha, countryCode: CountryCode },
  { description: 'Sign in with phone and the SMS code from /api/front/login/sendCode (strategy local1)' },
);
export type PhoneCodeLoginBody = Static<typeof PhoneCodeLoginBody>;

export const EmailRegisterBody = Type.Object(
  { email: Email, captcha: Captcha, password: NewPassword },
  { description: 'Register with email, the code from /api/front/login/email/captcha and a password (strategy local4)' },
);
export type EmailRegisterBody = Static<typeof EmailRegisterBody>;

export const PhoneRegisterBody = Type.Object(
  { countryCode: CountryCode, captcha: Captcha, phone: Phone, password: NewPassword },
  { description: 'Register with phone, the SMS code from /api/front/login/sendCode and a password (strategy local5)' },
);
export type PhoneRegisterBody = Static<typeof PhoneRegisterBody>;

export const VisitorRegisterBody = Type.Object(
  {
    countryCode: Type.Optional(
      Type.Union([Type.String({ pattern: '^\\+?[0-9]{0,4}$' }), Type.Integer({ minimum: 1, maximum: 9999 })], {
        description: 'Dial code as a number without "+" (86); needed when a phone is given',
      }),
    ),
    email: Email,
    phone: Type.Optional(Type.String({ pattern: '^([0-9]{5,15})?$', description: 'Optional phone, digits only; may be empty' })),
  },
  { description: 'Guest checkout: creates a new visitor account each time (strategy local3), when visitor_open is on' },
);
export type VisitorRegisterBody = Static<typeof VisitorRegisterBody>;

export const TwitterLoginBody = Type.Object(
  {
    oauthToken: Type.String({ minLength: 1, maxLength: 512 }),
    oauthTokenSecret: Type.String({ minLength: 1, maxLength: 512 }),
    oauthVerifier: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { description: 'Twitter OAuth 1.0a callback values (strategy local6)' },
);
export type TwitterLoginBody = Static<typeof TwitterLoginBody>;

export const TwitterTokenQuery = Type.Object({
  end: Type.Optional(Type.String({ maxLength: 16, description: 'Which front end asks: "pc"' })),
});

/** The contract's raw JSON string body of POST /api/front/login/google: the Google Identity Services ID token. */
export const GoogleLoginBody = Type.String({
  minLength: 20,
  maxLength: 8192,
  description: 'The ID token (a JWT) Google Identity Services handed the page, as a JSON string, not an object',
});

export const FacebookLoginBody = Type.Object(
  {
    accessToken: Type.String({
      minLength: 1,
      maxLength: 4096,
      description: 'The user access token of FB.login (ours: the server checks it with Facebook)',
    }),
    id: Type.Optional(Type.String({ maxLength: 64, description: "The contract's Facebook user id; must match the token's" })),
    name: Type.Optional(Type.String({ maxLength: 256 })),
    picture: Type.Optional(Type.Unknown()),
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { description: 'Facebook sign-in. Who signed in is taken from Facebook for the token, never from id/name/email' },
);
export type FacebookLoginBody = Static<typeof FacebookLoginBody>;

export const TwitterRequestTokenResponse = Type.Object(
  {
    token: Type.String(),
    tokenSecret: Type.String(),
    authorizationURL: Type.String({ description: 'Where the browser goes to authorise the sign-in' }),
    authenticationURL: Type.String(),
  },
  { description: 'twitter4j RequestToken' },
);
export type TwitterRequestTokenResponse = Static<typeof TwitterRequestTokenResponse>;

/** The raw JSON string body of the email code endpoints: `"a@b.c"` with `Content-Type: application/json`. */
export const RawEmailBody = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: 254,
  description: 'The email address itself as a JSON string (e.g. "a@b.c"), not an object',
});

export const SendSmsBody = Type.Object(
  { phone: Phone, countryCode: CountryCode },
  { description: 'multipart/form-data fields phone and countryCode ("+86"); a JSON object is read the same' },
);
export type SendSmsBody = Static<typeof SendSmsBody>;

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    captcha: Captcha,
    newPassword: NewPassword,
    passwordAgain: Type.String({ maxLength: 128, description: 'newPassword typed again' }),
  },
  { description: 'Reset a forgotten password with the code from /api/front/login/email/forget/password' },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

// ---- answers --------------------------------------------------------------------------------------

export const UserType = Type.Union(
  [
    Type.Literal('email'),
    Type.Literal('phone'),
    Type.Literal('visitor'),
    Type.Literal('twitter'),
    Type.Literal('google'),
    Type.Literal('facebook'),
  ],
  { description: 'How the account was created' },
);

export const LoginResponse = Type.Object(
  {
    token: Type.String({ description: 'Send it back as the authori-zation header; valid 7 days, a new one per sign-in' }),
    type: Type.String({ description: '"login" for a sign-in, "register" for a new account' }),
    key: Nullable(Type.String({ description: 'Social binding key (unused: always null)' })),
    uid: Type.Integer(),
    nikeName: Type.String({ description: 'The nickname (spelled this way by the contract)' }),
    phone: Type.String({ description: 'National number, "" when none' }),
    email: Type.String({ description: '"" when none' }),
    identity: Nullable(Type.String({ description: 'The guest identity of a visitor account, null otherwise' })),
    userType: UserType,
  },
  { description: 'LoginResponse' },
);
export type LoginResponse = Static<typeof LoginResponse>;

export const LoginPicResponse = Type.Object({
  loginLeftImage: Type.String({ description: 'Absolute URL of the picture beside the login dialog' }),
});
export type LoginPicResponse = Static<typeof LoginPicResponse>;

export const LoginMethodResponse = Type.Object({
  twitterOpen: Type.Boolean(),
  googleOpen: Type.Boolean(),
  facebookOpen: Type.Boolean(),
  googleClientId: Type.String(),
  facebookAppId: Type.String(),
  visitorOpen: Type.Boolean({ description: 'Guest checkout switch (system_config visitor_open)' }),
  agreement: Type.String({ description: 'User agreement, HTML' }),
});
export type LoginMethodResponse = Static<typeof LoginMethodResponse>;

// ---- QR sign-in (ours) ------------------------------------------------------------------------------

export const QrTicketBody = Type.Object(
  { ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The ticket of POST /api/front/login/qr/ticket' }) },
  { description: 'A QR sign-in ticket' },
);
export type QrTicketBody = Static<typeof QrTicketBody>;

export const QrTicketResponse = Type.Object({
  ticket: Type.String({
    description: '43 base64url characters, single use; the storefront draws it as a QR code of its /middlewares/qr_login page',
  }),
  expiresIn: Type.Integer({ description: 'Seconds it can be scanned and confirmed' }),
});
export type QrTicketResponse = Static<typeof QrTicketResponse>;

export const QrStatusResponse = Type.Object({
  status: Type.Union(
    [
      Type.Literal('waiting'),
      Type.Literal('scanned'),
      Type.Literal('confirmed'),
      Type.Literal('cancelled'),
      Type.Literal('expired'),
      Type.Literal('used'),
    ],
    { description: 'confirmed comes once, with login; later calls answer used' },
  ),
  expiresIn: Type.Integer({ description: 'Seconds left to scan and confirm' }),
  login: Nullable(LoginResponse),
});
export type QrStatusResponse = Static<typeof QrStatusResponse>;

export const QrScanResponse = Type.Object({ expiresIn: Type.Integer({ description: 'Seconds left to confirm' }) });
export type QrScanResponse = Static<typeof QrScanResponse>;

// ---- dev outbox -----------------------------------------------------------------------------------

export const OutboxQuery = Type.Object({
  to: Type.String({
    minLength: 3,
    maxLength: 254,
    description:
      'An email address (matched lower-cased) or a phone as "+<dial code><number>", e.g. +8613800000000 ' +
      '(URL-encode the "+" as %2B; a number without it is read as if it had one)',
  }),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMessage = Type.Object({
  to: Type.String({ description: 'Normalised recipient: lower-cased email or +<dial><phone>' }),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  subject: Type.String(),
  code: Nullable(Type.String({ description: 'The one-time code the message carried' })),
  createdAt: Type.String({ description: 'yyyy-MM-dd HH:mm:ss, GMT+8' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
