import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './common';
import { Id } from './catalog';
import { EMAIL_PATTERN } from './common';
import { PageQuery } from '../lib/paging';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

/**
 * The post code as text: 3–10 letters, digits, spaces or hyphens ("01234", "SW1A 1AA", "100-0001"). The original
 * stored an integer, which drops leading zeros and cannot hold letters; a number sent by an older client is read
 * as its digits.
 */
export const PostCode = Type.String({
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]\\s*$',
  description: '3–10 letters, digits, spaces or hyphens (kept as text: leading zeros stay)',
  examples: ['01234', 'SW1A 1AA'],
});

export const AddressEditBody = Type.Object(
  {
    id: Type.Optional(
      Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Update this address; absent or 0 creates one' }),
    ),
    realName: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', description: 'Recipient name (required)' }),
    detail: Type.String({ minLength: 1, maxLength: 256, pattern: '\\S', description: 'Street address (required)' }),
    postCode: PostCode,
    email: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 })], { description: 'Recipient email' }),
    ),
    country: Type.Optional(Type.String({ maxLength: 64 })),
    countryCode: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ pattern: '^\\+?[0-9]{1,4}$' })], { description: 'Dial code, "86" or "+86"' }),
    ),
    phone: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ pattern: '^[0-9 +()-]{4,20}$' })], { description: 'Recipient phone' }),
    ),
    isDefault: Type.Optional(Type.Boolean({ description: 'Make it the default address (the first address always is)' })),
  },
  { description: 'Create or update an address' },
);
export type AddressEditBody = Static<typeof AddressEditBody>;

export const AddressIdBody = Type.Object({ id: Id('The address') });
export type AddressIdBody = Static<typeof AddressIdBody>;
export const AddressParams = Type.Object({ id: Id('The address') });

export const AddressListQuery = PageQuery;
export type AddressListQuery = Static<typeof AddressListQuery>;

/** UserAddress as the contract sends it (province/city/district are not used by this storefront and are ""). */
export const UserAddress = Type.Object(
  {
    id: Type.Integer(),
    uid: Type.Integer(),
    realName: Type.String(),
    phone: Type.String(),
    province: Type.String(),
    city: Type.String(),
    cityId: Type.Integer(),
    district: Type.String(),
    detail: Type.String(),
    postCode: Type.String({ description: 'Text, not a number (leading zeros kept)' }),
    longitude: Type.String(),
    latitude: Type.String(),
    isDefault: Type.Boolean(),
    isDel: Type.Boolean(),
    createTime: Timestamp('Created'),
    updateTime: Timestamp('Updated'),
    country: Type.String(),
    email: Type.String(),
    countryCode: Type.String(),
  },
  { description: 'UserAddress' },
);
export type UserAddress = Static<typeof UserAddress>;

export const AddressPage = PageOf(UserAddress, 'PageInfo<UserAddress>: the default first, then newest');
export const AddressAllList = Type.Array(UserAddress, { description: 'Every address of the caller: the default first, then newest' });
