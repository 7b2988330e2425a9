import { Type, type Static } from '@sinclair/typebox';
import { Captcha, CountryCode, Email, PageOf } from './common';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

/** Limits of the application's text fields (the contract names none; these fit the merchant pages). */
export const SETTLEMENT_LIMITS = { name: 50, realName: 50, address: 255, keywords: 255, pictures: 10 } as const;

const Text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', description });

/**
 * The application body of contract 2.17, plus an optional `isAgree` (the contract's request has none: its form
 * checks the box in the browser; `false` is refused) and `countryCode` for the phone. `handlingFee` is read from the category on the server: a client value is
 * accepted for compatibility and ignored. The storefront's `country` is accepted and ignored as the original did.
 */
export const SettledApplyBody = Type.Object(
  {
    name: Text(SETTLEMENT_LIMITS.name, 'Shop name; unique among merchants and applications under review'),
    realName: Text(SETTLEMENT_LIMITS.realName, 'Name of the person applying'),
    email: { ...Email, description: 'Becomes the merchant account; unique among merchants and applications under review' },
    captcha: { ...Captcha, description: 'The 6-digit code sent by POST /api/front/captcha/email/merchant/settled to this email' },
    countryCode: Type.Optional(CountryCode),
    phone: Type.Optional(
      Type.String({ pattern: '^([0-9]{5,15})?$', description: 'Phone without the dial code, digits only; may be empty' }),
    ),
    categoryId: Type.Integer({ minimum: 1, description: 'A merchant category (GET /api/front/merchant/all/category/list)' }),
    typeId: Type.Integer({ minimum: 1, description: 'A merchant type (GET /api/front/merchant/all/type/list)' }),
    handlingFee: Type.Optional(Type.Number({ description: 'Ignored: the handling fee is the category’s' })),
    keywords: Type.Optional(Type.String({ maxLength: SETTLEMENT_LIMITS.keywords, description: 'Search keywords, comma separated' })),
    address: Text(SETTLEMENT_LIMITS.address, 'Business address'),
    qualificationPicture: Type.String({
      minLength: 2,
      maxLength: 4000,
      description: `JSON string of an array of 1–${SETTLEMENT_LIMITS.pictures} picture URLs, each uploaded by the caller through POST /api/front/upload/image`,
      examples: ['["http://localhost:8080/media/uploads/2025-06/0123456789abcdef0123456789abcdef.png"]'],
    }),
    isAgree: Type.Optional(
      Type.Boolean({
        description: 'The settlement agreement was read and accepted. Optional (the contract does not send it); false is refused',
      }),
    ),
  },
  { description: 'MerchantSettledApplyRequest' },
);
export type SettledApplyBody = Static<typeof SettledApplyBody>;

export const SettlementEventName = Type.Union(
  [Type.Literal('submitted'), Type.Literal('resubmitted'), Type.Literal('rejected'), Type.Literal('approved')],
  { description: 'What happened' },
);

export const SettlementEvent = Type.Object(
  {
    event: SettlementEventName,
    reason: Type.Union([Type.String(), Type.Null()], { description: 'The rejection reason; null for other events' }),
    createTime: Timestamp('When'),
  },
  { description: 'One step of an application, oldest first' },
);
export type SettlementEvent = Static<typeof SettlementEvent>;

/** MerchantSettledResponse of contract 2.17, plus countryCode, updateTime, merId and the history. */
export const MerchantSettledResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    categoryId: Type.Integer(),
    typeId: Type.Integer(),
    realName: Type.String(),
    email: Type.String(),
    countryCode: Type.String({ description: 'Dial code with "+", "" without a phone' }),
    phone: Type.String(),
    handlingFee: Type.Integer({ description: 'Percent, the category’s when last submitted' }),
    keywords: Type.String(),
    address: Type.String(),
    auditStatus: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 pending, 2 approved, 3 rejected' }),
    denialReason: Type.String({ description: 'Why it was rejected; "" unless auditStatus is 3' }),
    qualificationPicture: Type.String({ description: 'JSON string of an array of absolute picture URLs' }),
    createTime: Timestamp('First submitted'),
    updateTime: Timestamp('Last submitted or reviewed'),
    merId: Type.Union([Type.Integer(), Type.Null()], { description: 'The shop an approval opened' }),
    history: Type.Array(SettlementEvent),
  },
  { description: 'MerchantSettledResponse' },
);
export type MerchantSettledResponse = Static<typeof MerchantSettledResponse>;

export const SettledRecordPage = PageOf(MerchantSettledResponse, 'PageInfo<MerchantSettledResponse>, newest first');

export const SettledAgreement = Type.Object(
  { agreement: Type.String({ description: 'The merchant settlement agreement, HTML' }) },
  { description: 'Settlement agreement' },
);
export type SettledAgreement = Static<typeof SettledAgreement>;

export const SettlementIdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Application id' }) });
