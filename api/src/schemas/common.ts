import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { OkResult } from '../lib/envelope';

/** `T | null`: every envelope carries `data: null` when the answer is an error. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const envelopeCode = Type.Integer({
  description: '200 ok, 400 validation, 401 not signed in, 404 not found, 429 too many requests, 500 refused',
});
const envelopeMessage = Type.String({ description: 'Translated from Accept-Language (en, zh-CN, fr, th, lao)' });

/**
 * The contract's envelope `{code, message, data}`, always with HTTP 200 (`data` is null when `code` is not 200).
 * Use it as the `200` response schema of every route. The JSON schema describes the wire (OpenAPI, serialisation);
 * its static type is what handlers return, `ok(data)`, which the errors plugin wraps into the envelope.
 */
export const Envelope = <T extends TSchema>(data: T, description: string): TUnsafe<OkResult<Static<T>>> =>
  Type.Unsafe<OkResult<Static<T>>>(
    Type.Object({ code: envelopeCode, message: envelopeMessage, data: Nullable(data) }, { description }),
  );

/** An answer whose only content is its message (codes sent, password reset, profile saved): `data` is null. */
export const MessageEnvelope = (description: string): TUnsafe<OkResult<null>> =>
  Type.Unsafe<OkResult<null>>(
    Type.Object({ code: envelopeCode, message: envelopeMessage, data: Type.Null() }, { description }),
  );

/**
 * The storefront's email rule (spec §5, the same pattern the host's form uses), widened to accept dot-separated
 * local parts and '+' (first.last@…, name+tag@…), which the vendor's rule refused.
 */
export const EMAIL_PATTERN = '^[a-zA-Z0-9_+-]+(\\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9_-]+(\\.[a-zA-Z0-9_-]+)+$';

export const Email = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: 254,
  description: 'Email address: dot-separated parts of letters, digits, "_", "-" or "+" before the @, then dot-separated domain parts. Matched case-insensitively.',
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
export const CountryCode = Type.Union(
  [
    Type.String({ pattern: '^\\+?[0-9]{1,4}$' }),
    Type.Integer({ minimum: 1, maximum: 9999 }),
  ],
  { description: 'Country dial code, "+86" as the storefront sends it ("86" and 86 are read the same)', examples: ['+86'] },
);

const CLASSES = ['(?=.*[a-z])', '(?=.*[A-Z])', '(?=.*[0-9])', '(?=.*[^A-Za-z0-9])'];
const threeOfFour = CLASSES.map((_, skip) => CLASSES.filter((__, i) => i !== skip).join(''));

/** 8–20 characters with at least three of: lower case, upper case, digit, symbol (facts 2.4). */
export const NewPassword = Type.String({
  pattern: `^(?:${threeOfFour.join('|')}).{8,20}$`,
  description: '8–20 characters with at least three of: upper-case letter, lower-case letter, digit, symbol',
  examples: ['Secret123!'],
});

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
      list: Type.Array(item),
    },
    { description },
  );
