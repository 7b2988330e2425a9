import type { MerchantCategory, MerchantSettled, MerchantType } from '@mall/contract';

export const CATEGORIES: MerchantCategory[] = [
  { id: 1, name: 'Fashion & Apparel', handlingFee: 5, isDel: false, createTime: '2025-01-01 00:00:00', updateTime: '2025-01-01 00:00:00' },
  { id: 2, name: 'Tea & Coffee', handlingFee: 3, isDel: false, createTime: '2025-01-01 00:00:00', updateTime: '2025-01-01 00:00:00' },
];

export const TYPES: MerchantType[] = [
  {
    id: 1,
    name: 'Flagship Store',
    info: 'Brand owner: trademark certificate and business licence.',
    isDel: false,
    createTime: '2024-01-01 10:00:00',
    updateTime: '2024-01-01 10:00:00',
  },
  {
    id: 2,
    name: 'Independent Maker',
    info: 'Makers selling their own goods: identity document.',
    isDel: false,
    createTime: '2024-01-01 10:00:00',
    updateTime: '2024-01-01 10:00:00',
  },
];

export const AGREEMENT =
  '<h2>Merchant settlement agreement</h2><p>Sell genuine goods.</p><script>window.hacked = true</script><p onclick="alert(1)">Ship on time.</p>';

/** An application as the record answers it. */
export function application(over: Partial<MerchantSettled> = {}): MerchantSettled {
  return {
    id: 5,
    name: 'Lotus Tea House',
    categoryId: 2,
    typeId: 1,
    realName: 'Mai Tran',
    email: 'mai@lotus.test',
    countryCode: '+66',
    phone: '812345678',
    handlingFee: 3,
    keywords: 'tea,ceramics',
    address: '12 Riverside Road, Bangkok',
    auditStatus: 1,
    denialReason: '',
    qualificationPicture: JSON.stringify(['http://api.test/media/uploads/2025-06/a.png', 'http://api.test/media/uploads/2025-06/b.png']),
    createTime: '2025-06-01 10:30:00',
    updateTime: '2025-06-01 10:30:00',
    merId: null,
    history: [{ event: 'submitted', reason: null, createTime: '2025-06-01 10:30:00' }],
    ...over,
  };
}
