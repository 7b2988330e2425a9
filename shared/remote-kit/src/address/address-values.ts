import type { AddressEditRequest, UserAddress } from '@mall/contract';
import { countryCodeOf, DEFAULT_COUNTRY_CODE, findCountry } from './countries';

/** What the address form edits; `country` is the ISO code of the chosen country. */
export interface AddressFormValues {
  realName: string;
  country: string;
  phone: string;
  email: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
}

/** A new address starts on the store's default country (dial code 86), or the saved address to edit. */
export function addressFormValuesOf(address?: UserAddress | null): AddressFormValues {
  if (!address) {
    return { realName: '', country: DEFAULT_COUNTRY_CODE, phone: '', email: '', detail: '', postCode: '', isDefault: false };
  }
  return {
    realName: address.realName,
    country: countryCodeOf(address),
    phone: address.phone,
    email: address.email,
    detail: address.detail,
    postCode: address.postCode,
    isDefault: address.isDefault,
  };
}

/**
 * The address as the API takes it: the country's dial code and its English name (not the Chinese one, as the
 * original stored whatever the language). With `id` it updates that address.
 */
export function addressRequestOf(values: AddressFormValues, locale: string, id?: number): AddressEditRequest {
  const country = findCountry(values.country || DEFAULT_COUNTRY_CODE, locale);
  const request: AddressEditRequest = {
    realName: values.realName.trim(),
    phone: values.phone.trim(),
    countryCode: country ? String(country.dialCode) : '',
    country: country?.englishName ?? '',
    email: values.email.trim(),
    detail: values.detail.trim(),
    postCode: values.postCode.trim(),
    isDefault: values.isDefault,
  };
  return id === undefined ? request : { id, ...request };
}
