import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

/**
 * The add/edit address dialog (the checkout's and the address book's: its texts are the common catalogue's,
 * @mall/i18n), fields found by their labels.
 */
export function addressForm(page: Page, locale: Locale = 'en', mode: 'add' | 'edit' = 'add') {
  const a = (id: string) => text('shared/i18n/src', locale, id);
  const dialog = page.getByRole('dialog', { name: a(mode === 'add' ? 'address.form.title' : 'address.form.editTitle') });
  return {
    a,
    dialog,
    realName: dialog.getByLabel(a('address.form.realName')),
    country: dialog.getByLabel(a('address.form.country')),
    phone: dialog.getByRole('textbox', { name: a('address.form.phone') }),
    email: dialog.getByLabel(a('address.form.email')),
    detail: dialog.getByLabel(a('address.form.detail')),
    postCode: dialog.getByLabel(a('address.form.postCode')),
    save: dialog.getByRole('button', { name: a('common.save') }),
    cancel: dialog.getByRole('button', { name: a('common.cancel') }),
  };
}
