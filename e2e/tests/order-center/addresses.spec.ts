import type { Locator, Page } from '@playwright/test';
import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { text, type Locale } from '../../fixtures/messages';
import { signInWithCookie } from '../checkout/checkout-data';
import { registerShopper } from './account-data';
import { ADDRESS_LIST_PATH } from '@mall/routes';

const REMOTE = 'remotes/order-center';
/** The address form's texts live in the common catalogue (@mall/i18n). */
const COMMON = 'shared/i18n/src';

interface NewAddress {
  name: string;
  country: string;
  phone: string;
  email: string;
  detail: string;
  postCode: string;
}

function texts(locale: Locale) {
  return {
    t: (id: string, args?: Record<string, string | number>) => text(REMOTE, locale, id, args),
    a: (id: string) => text(COMMON, locale, id),
  };
}

/** Fills the add/edit dialog as a shopper does, field by label. */
async function fillAddress(dialog: Locator, locale: Locale, address: Partial<NewAddress>) {
  const { a } = texts(locale);
  if (address.name !== undefined) await dialog.getByLabel(a('address.form.realName')).fill(address.name);
  if (address.country !== undefined) await dialog.getByLabel(a('address.form.country')).selectOption({ label: address.country });
  if (address.phone !== undefined) await dialog.getByLabel(a('address.form.phone')).fill(address.phone);
  if (address.email !== undefined) await dialog.getByLabel(a('address.form.email')).fill(address.email);
  if (address.detail !== undefined) await dialog.getByLabel(a('address.form.detail')).fill(address.detail);
  if (address.postCode !== undefined) await dialog.getByLabel(a('address.form.postCode')).fill(address.postCode);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a shopper adds two addresses, edits one, makes the other the default and deletes one (in French)', async ({
  page,
  context,
  shopperEmail,
}, testInfo) => {
  const token = await registerShopper(shopperEmail);
  await signInWithCookie(context, token);
  const en = texts('en');
  const fr = texts('fr');

  await page.goto(ADDRESS_LIST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: en.t('orderCenter.AddressListPage.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.t('orderCenter.AddressBook.empty') })).toBeVisible();

  // The first address: the required fields are asked for, then it is saved and becomes the default.
  await page.getByRole('button', { name: en.t('orderCenter.AddressBook.add') }).click();
  let dialog = page.getByRole('dialog', { name: en.a('address.form.title') });
  await dialog.getByRole('button', { name: en.a('common.save') }).click();
  await expect(dialog.getByText(en.a('address.validation.realName'))).toBeVisible();
  await expect(dialog.getByText(en.a('address.validation.detail'))).toBeVisible();
  await expect(dialog.getByText(en.a('address.validation.postCode'))).toBeVisible();
  await fillAddress(dialog, 'en', {
    name: 'Kofi Mensah',
    country: 'Ghana (+233)',
    phone: '201234567',
    email: 'kofi@mall.test',
    detail: '12 Oxford Street, Accra',
    postCode: 'GA-184',
  });
  await page.screenshot({ path: testInfo.outputPath('address-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: en.a('common.save') }).click();
  await expect(dialog).toBeHidden();
  const kofi = card(page, 'Kofi Mensah');
  await expect(kofi).toContainText('+233 201234567');
  await expect(kofi).toContainText('Ghana 12 Oxford Street, Accra');
  await expect(kofi).toContainText(en.t('orderCenter.AddressCard.postCode', { postCode: 'GA-184' }));
  await expect(kofi.getByText(en.t('orderCenter.AddressCard.isDefault'), { exact: true })).toBeVisible();

  // The second address.
  await page.getByRole('button', { name: en.t('orderCenter.AddressBook.add') }).click();
  dialog = page.getByRole('dialog', { name: en.a('address.form.title') });
  await fillAddress(dialog, 'en', {
    name: 'Ana Silva',
    country: 'France (+33)',
    phone: '612345678',
    email: 'ana@mall.test',
    detail: '5 rue de la Paix, Paris',
    postCode: '75002',
  });
  await dialog.getByRole('button', { name: en.a('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Ana Silva')).toContainText('France 5 rue de la Paix, Paris');

  // Edit the first: the dialog opens with it, the change shows on its card.
  await kofi.getByRole('button', { name: en.t('orderCenter.AddressCard.editLabel', { name: 'Kofi Mensah' }) }).click();
  dialog = page.getByRole('dialog', { name: en.a('address.form.editTitle') });
  await expect(dialog.getByLabel(en.a('address.form.country'))).toHaveValue('GH');
  await fillAddress(dialog, 'en', { name: 'Kofi A. Mensah', detail: '14 Oxford Street, Accra' });
  await dialog.getByRole('button', { name: en.a('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Kofi A. Mensah')).toContainText('Ghana 14 Oxford Street, Accra');

  // In French: the other address becomes the default, then the first is deleted after the confirmation.
  await page.goto(`${LOCALE_PREFIX.fr}${ADDRESS_LIST_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: fr.t('orderCenter.AddressListPage.title') })).toBeVisible();
  // A Chinese address needs a mobile number (the API's rule): the form marks Phone required and says so under it.
  await page.getByRole('button', { name: fr.t('orderCenter.AddressBook.add') }).click();
  dialog = page.getByRole('dialog', { name: fr.a('address.form.title') });
  await fillAddress(dialog, 'fr', { name: 'Li Wei', detail: '1 Garden Road, Shanghai', postCode: '200000' });
  const phone = dialog.getByRole('textbox', { name: fr.a('address.form.phone') });
  await expect(phone).toHaveAttribute('required', '');
  await dialog.getByRole('button', { name: fr.a('common.save') }).click();
  await expect(phone).toHaveAccessibleDescription(fr.a('address.validation.phoneRequired'));
  await expect(phone).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('address-phone-required-fr.png') });
  await dialog.getByRole('button', { name: text(COMMON, 'fr', 'common.cancel') }).click();
  await expect(dialog).toBeHidden();

  const ana = card(page, 'Ana Silva');
  await ana.getByRole('button', { name: fr.t('orderCenter.AddressCard.setDefaultLabel', { name: 'Ana Silva' }) }).click();
  await expect(ana.getByText(fr.t('orderCenter.AddressCard.isDefault'), { exact: true })).toBeVisible();
  const kofiFr = card(page, 'Kofi A. Mensah');
  await expect(kofiFr.getByText(fr.t('orderCenter.AddressCard.isDefault'), { exact: true })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('addresses-fr.png'), fullPage: true });

  await kofiFr.getByRole('button', { name: fr.t('orderCenter.AddressCard.deleteLabel', { name: 'Kofi A. Mensah' }) }).click();
  const confirm = page.getByRole('dialog', { name: fr.t('orderCenter.AddressBook.deleteTitle') });
  await expect(confirm).toContainText('Kofi A. Mensah');
  await confirm.getByRole('button', { name: text(COMMON, 'fr', 'common.delete') }).click();
  await expect(card(page, 'Kofi A. Mensah')).toBeHidden();
  await expect(card(page, 'Ana Silva')).toBeVisible();

  // What the server keeps: one address, the default, stored with the country's English name and dial code.
  const saved = await apiCall<Array<{ realName: string; isDefault: boolean; country: string; countryCode: string }>>(
    '/api/pc/address/all/list',
    { token },
  );
  expect(saved.data).toEqual([expect.objectContaining({ realName: 'Ana Silva', isDefault: true, country: 'France', countryCode: '33' })]);
});
