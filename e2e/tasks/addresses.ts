import type { Page } from '@playwright/test';
import type { Locale } from '../fixtures/messages';
import { addressForm } from '../pages/address-form';

export interface NewAddress {
  name: string;
  /** The country's option as the form lists it: "France (+33)". */
  country: string;
  phone: string;
  email: string;
  detail: string;
  postCode: string;
}

/** Fills the open address dialog as a shopper does, field by label; fields left out keep what they hold. */
export async function fillAddress(page: Page, address: Partial<NewAddress>, locale: Locale = 'en', mode: 'add' | 'edit' = 'add') {
  const form = addressForm(page, locale, mode);
  if (address.name !== undefined) await form.realName.fill(address.name);
  if (address.country !== undefined) await form.country.selectOption({ label: address.country });
  if (address.phone !== undefined) await form.phone.fill(address.phone);
  if (address.email !== undefined) await form.email.fill(address.email);
  if (address.detail !== undefined) await form.detail.fill(address.detail);
  if (address.postCode !== undefined) await form.postCode.fill(address.postCode);
}
