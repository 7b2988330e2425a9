import type { MerchantIndexInfo, MerchantStreetItem } from '@mall/contract';
import type { MallUser } from '@mall/event-bus';

/** A street or search card. */
export function streetItem(id: number, overrides: Partial<MerchantStreetItem> = {}): MerchantStreetItem {
  return {
    id,
    name: `Store ${id}`,
    categoryId: 1,
    typeId: 1,
    isSelf: false,
    backImage: `https://img.test/${id}-back.svg`,
    avatar: `https://img.test/${id}-avatar.svg`,
    streetBackImage: `https://img.test/${id}-street.svg`,
    starLevel: 4,
    proList: [1, 2, 3].map((n) => ({
      id: id * 100 + n,
      storeName: `Thing ${id}-${n}`,
      image: `https://img.test/p${n}.svg`,
      price: `${n}9.90`,
      sales: n,
      ficti: 10,
    })),
    ...overrides,
  };
}

/** A store's index info. */
export function storeInfo(id: number, overrides: Partial<MerchantIndexInfo> = {}): MerchantIndexInfo {
  return {
    id,
    name: `Store ${id}`,
    categoryId: 2,
    typeId: 1,
    isSelf: false,
    backImage: `https://img.test/${id}-back.svg`,
    avatar: `https://img.test/${id}-avatar.svg`,
    starLevel: 4,
    isCollect: false,
    followerCount: 13,
    serviceType: 'phone',
    serviceLink: 'https://help.store.test/chat',
    servicePhone: '+86 755 1234 5678',
    serviceMessage: 'https://m.me/store',
    serviceEmail: 'service@store.test',
    pcBanner: JSON.stringify([{ sattDir: `https://img.test/${id}-banner-1.svg` }, { sattDir: `https://img.test/${id}-banner-2.svg` }]),
    pcBackImage: `https://img.test/${id}-pc-back.svg`,
    ...overrides,
  };
}

export const merchantTypes = [
  { id: 1, name: 'Flagship Store', info: '', isDel: false, createTime: '2024-01-01 00:00:00', updateTime: '2024-01-01 00:00:00' },
  { id: 2, name: 'Specialty Store', info: '', isDel: false, createTime: '2024-01-01 00:00:00', updateTime: '2024-01-01 00:00:00' },
];

export const merchantCategories = [
  { id: 1, name: 'Apparel & Footwear', handlingFee: 5, isDel: false },
  { id: 2, name: 'Consumer Electronics', handlingFee: 3, isDel: false },
];

/** The shopper the host publishes on auth/userChanged. */
export const testUser: MallUser = {
  nickname: 'Demo Shopper',
  avatar: 'https://img.test/avatar.svg',
  phone: '13800000000',
  email: 'demo@mall.test',
  integral: 0,
  experience: 0,
  couponCount: 0,
  collectCount: 0,
  userType: 'email',
};
