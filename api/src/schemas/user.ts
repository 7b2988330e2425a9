import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { UserType } from './auth';

export const UserCenterResponse = Type.Object(
  {
    nickname: Type.String(),
    avatar: Type.String({ description: 'Absolute URL' }),
    phone: Type.String({ description: 'National number, "" when none' }),
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
    nickname: Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', description: '1–32 characters, not blank' }),
    avatar: Type.String({
      maxLength: 512,
      pattern: '^https?://[^\\s]+$',
      description: 'Absolute http(s) URL of the picture (for example one returned by the upload endpoint)',
    }),
  },
  { description: 'Profile changes' },
);
export type UserEditBody = Static<typeof UserEditBody>;
