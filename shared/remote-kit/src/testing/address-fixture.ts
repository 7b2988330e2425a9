import type { UserAddress } from '@mall/contract';

// Added by the remotes engineer (issue 15): the checkout and the order center each had a copy.

/** An address as GET /api/pc/address/all/list sends it (the kit's address dialog edits the same fields). */
export function address(id: number, overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id,
    realName: `Recipient ${id}`,
    phone: '13800000000',
    countryCode: '86',
    country: 'China',
    email: `r${id}@mall.test`,
    detail: `${id} Garden Road, Shanghai`,
    postCode: '200000',
    isDefault: false,
    ...overrides,
  };
}
