import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { UNCOMMON_PASSWORD_FORMAT } from '../lib/common-passwords';
import type { OkResult } from '../lib/envelope';

// The static types clients read (the contract package, shared/contract, re-exports them for the storefront).
export type { PageInfo, PageQuery } from '../lib/paging';

/** `T | null`: every envelope carries `data: null` when the answer is an error. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const envelopeCode = Type.Integer({
  description: '200 ok, 400 validation, 401 not signed in, 404 not found, 429 too many requests, 500 refused',
});
const envelopeMessage = Type.String({ description: 'Translated from Accept-Language (en, zh-CN, fr, th, lao)' });

/** The envelope as a client reads it: `data` is the payload of a code-200 answer (the contract package re-exports it). */
export type WireEnvelope<T> = { code: Static<typeof envelopeCode>; message: Static<typeof envelopeMessage>; data: T };

/**
 * The contract's envelope `{code, message, data}`, always with HTTP 200 (`data` is null when `code` is not 200).
 * Use it as the `200` response schema of every route. The JSON schema describes the wire (OpenAPI, serialisation);
 * its static type is what handlers return, `ok(data)`, which the errors plugin wraps into the envelope.
 */
export const Envelope = <T extends TSchema>(data: T, description: string): TUnsafe<OkResult<Static<T>>> =>
  Type.Unsafe<OkResult<Static<T>>>(Type.Object({ code: envelopeCode, message: envelopeMessage, data: Nullable(data) }, { description }));

/** An answer whose only content is its message (codes sent, password reset, profile saved): `data` is null. */
export const MessageEnvelope = (description: string): TUnsafe<OkResult<null>> =>
  Type.Unsafe<OkResult<null>>(Type.Object({ code: envelopeCode, message: envelopeMessage, data: Type.Null() }, { description }));

/**
 * The storefront's email rule (spec §5, the same pattern the host's form uses), widened to accept dot-separated
 * local parts and '+' (first.last@…, name+tag@…), which the vendor's rule refused.
 */
export const EMAIL_PATTERN = '^[a-zA-Z0-9_+-]+(\\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9_-]+(\\.[a-zA-Z0-9_-]+)+$';

export const Email = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: 254,
  description:
    'Email address: dot-separated parts of letters, digits, "_", "-" or "+" before the @, then dot-separated domain parts. Matched case-insensitively.',
  examples: ['demo@mall.test'],
});

export const Captcha = Type.String({
  pattern: '^[0-9]{6}$',
  description: 'The 6-digit one-time code sent by email or SMS',
  examples: ['123456'],
});

/** National number without the dial code: digits only. */
export const Phone = Type.String({
  pattern: '^[0-9]{5,15}$',
  description: 'Phone number without the country code, digits only (5–15)',
  examples: ['13800000000'],
});

/** The dial code as the phone forms send it: "+86" (also accepted: "86" or 86). */
export const CountryCode = Type.Union([Type.String({ pattern: '^\\+?[0-9]{1,4}$' }), Type.Integer({ minimum: 1, maximum: 9999 })], {
  description: 'Country dial code, "+86" as the storefront sends it ("86" and 86 are read the same)',
  examples: ['+86'],
});

/** Lengths of a new password, in characters (Unicode code points, as Ajv counts `minLength`/`maxLength`). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password (ASVS 5.0 V6.2): 8–128 characters of any kind (spaces, any script, emoji), no mix of character
 * classes required, and not one of the most common passwords (lib/common-passwords.ts). The contract's rule was
 * 8–20 characters with three of upper, lower, digit and symbol (facts 2.4): see docs/contract.md. Sign-in keeps no
 * rule (LoginPassword), so passwords set under the old rule still work.
 */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  format: UNCOMMON_PASSWORD_FORMAT,
  description:
    `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, any characters (spaces and every script ` +
    'included), no mix of letters, digits or symbols required; one of the ~49,000 most common passwords ' +
    '(compared without regard to case) is refused',
  examples: ['correct horse battery staple'],
});

/** Field-error keys of a new password for `fieldErrors`, by the broken keyword: common (format), else the length. */
export const NEW_PASSWORD_ERRORS = { format: 'auth.password.common', other: 'auth.password.length' };

/** A password typed to sign in: no rule beyond presence, so older passwords still work. */
export const LoginPassword = Type.String({ minLength: 1, maxLength: 128, description: 'The account password' });

/** PageHelper's PageInfo (lib/paging): the storefront reads `list` and `total`; the rest is sent as the original does. */
export const PageOf = <T extends TSchema>(item: T, description: string) =>
  Type.Object(
    {
      pageNum: Type.Integer(),
      pageSize: Type.Integer(),
      size: Type.Integer({ description: 'Items on this page' }),
      startRow: Type.Integer(),
      endRow: Type.Integer(),
      pages: Type.Integer({ description: 'Number of pages' }),
      prePage: Type.Integer(),
      nextPage: Type.Integer(),
      isFirstPage: Type.Boolean(),
      isLastPage: Type.Boolean(),
      hasPreviousPage: Type.Boolean(),
      hasNextPage: Type.Boolean(),
      navigatePages: Type.Integer(),
      navigatepageNums: Type.Array(Type.Integer()),
      navigateFirstPage: Type.Integer(),
      navigateLastPage: Type.Integer(),
      total: Type.Integer({ description: 'Items over all pages (also when the page asked for is beyond the end)' }),
      totalRelation: Type.Optional(
        Type.Union([Type.Literal('eq'), Type.Literal('gte')], {
          description:
            'Ours, on product listings and searches: "gte" when total is a lower bound (more than 10,000 matches); pages then count only the first 10,000 (docs/contract.md, "Deep pages")',
        }),
      ),
      list: Type.Array(item),
    },
    { description },
  );
