import type { MerchantCategory, MerchantSettled, MerchantSettledApplyRequest } from '@mall/contract';
import { settledPictures } from './api/application';
import { countryOfDialCode, DEFAULT_COUNTRY_CODE, dialCodeOfCountry } from '@mall/i18n/countries';

/** The application form's values, as final-form holds them (selects hold ids as strings). */
export interface ApplicationFormValues {
  name?: string;
  realName?: string;
  /** The phone's country (ISO code, "CN"): the dial code comes from it. */
  country?: string;
  phone?: string;
  email?: string;
  captcha?: string;
  categoryId?: string;
  typeId?: string;
  keywords?: string;
  address?: string;
  /** URLs of uploaded pictures, in order. */
  pictures?: string[];
  isAgree?: boolean;
}

export const EMPTY_APPLICATION: ApplicationFormValues = { country: DEFAULT_COUNTRY_CODE, pictures: [], isAgree: false };

const text = (value: string | undefined) => (value ?? '').trim();

/** The request body from valid form values; the handling fee shown is the category's (the server takes it again). */
export function toApplyRequest(values: ApplicationFormValues, categories: readonly MerchantCategory[]): MerchantSettledApplyRequest {
  const categoryId = Number(values.categoryId);
  const phone = text(values.phone);
  return {
    name: text(values.name),
    realName: text(values.realName),
    email: text(values.email),
    captcha: text(values.captcha),
    ...(phone ? { countryCode: `+${dialCodeOfCountry(values.country)}`, phone } : {}),
    categoryId,
    typeId: Number(values.typeId),
    handlingFee: categories.find((c) => c.id === categoryId)?.handlingFee ?? 0,
    keywords: text(values.keywords),
    address: text(values.address),
    qualificationPicture: JSON.stringify(values.pictures ?? []),
    isAgree: values.isAgree === true,
  };
}

/** A rejected application as form values to correct (a new code and the agreement are asked again). */
export function fromApplication(application: MerchantSettled): ApplicationFormValues {
  return {
    name: application.name,
    realName: application.realName,
    country: (application.countryCode && countryOfDialCode(application.countryCode)) || DEFAULT_COUNTRY_CODE,
    phone: application.phone,
    email: application.email,
    captcha: '',
    categoryId: String(application.categoryId),
    typeId: String(application.typeId),
    keywords: application.keywords,
    address: application.address,
    pictures: settledPictures(application),
    isAgree: false,
  };
}
