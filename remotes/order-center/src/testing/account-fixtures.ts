// The signed-in shopper as GET /api/front/user/info answers it, for the settings page's component tests.
import type { UserInfo } from '@mall/contract';

/** Ada, an email account; `overrides` change what a test is about. */
export const shopper = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  nickname: 'Ada',
  avatar: 'http://api.test/media/brand/avatar.svg',
  phone: '',
  email: 'ada@mall.test',
  integral: 0,
  experience: 0,
  couponCount: 0,
  collectCount: 0,
  userType: 'email',
  ...overrides,
});
