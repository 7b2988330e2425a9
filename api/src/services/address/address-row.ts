import { formatDate } from '../../lib/format';
import type { UserAddress } from '../../schemas/address';

export interface AddressRow {
  id: number;
  uid: number;
  real_name: string;
  phone: string;
  country_code: string;
  country: string;
  email: string;
  detail: string;
  post_code: string;
  is_default: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export const ADDRESS_COLUMNS =
  'id, uid, real_name, phone, country_code, country, email, detail, post_code, is_default, created_at, updated_at';

export function toUserAddress(r: AddressRow): UserAddress {
  return {
    id: r.id,
    uid: r.uid,
    realName: r.real_name,
    phone: r.phone,
    province: '',
    city: '',
    cityId: 0,
    district: '',
    detail: r.detail,
    postCode: r.post_code,
    longitude: '',
    latitude: '',
    isDefault: r.is_default,
    isDel: false,
    createTime: formatDate(r.created_at)!,
    updateTime: formatDate(r.updated_at)!,
    country: r.country,
    email: r.email,
    countryCode: r.country_code,
  };
}

/** The one line an order prints as the delivery address: "detail, post code, country". */
export function addressLine(r: Pick<AddressRow, 'detail' | 'post_code' | 'country'>): string {
  return [r.detail, r.post_code, r.country]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}
