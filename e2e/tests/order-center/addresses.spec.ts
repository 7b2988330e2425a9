import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { addressForm } from '../../pages/address-form';
import { addressBook } from '../../pages/order-center';
import { fillAddress } from '../../tasks/addresses';
import { ADDRESS_LIST_PATH } from '@mall/routes';

test.use({ signedInAs: 'shopper' });

test('a shopper adds two addresses, edits one, makes the other the default and deletes one (in French)', async ({
  page,
  shopper,
}, testInfo) => {
  const book = addressBook(page);
  const form = addressForm(page);

  await page.goto(ADDRESS_LIST_PATH);
  await expect(book.title).toBeVisible();
  await expect(book.empty).toBeVisible();

  // The first address: the required fields are asked for, then it is saved and becomes the default.
  await book.add.click();
  await form.save.click();
  await expect(form.dialog.getByText(form.a('address.validation.realName'))).toBeVisible();
  await expect(form.dialog.getByText(form.a('address.validation.detail'))).toBeVisible();
  await expect(form.dialog.getByText(form.a('address.validation.postCode'))).toBeVisible();
  await fillAddress(page, {
    name: 'Kofi Mensah',
    country: 'Ghana (+233)',
    phone: '201234567',
    email: 'kofi@mall.test',
    detail: '12 Oxford Street, Accra',
    postCode: 'GA-184',
  });
  await page.screenshot({ path: testInfo.outputPath('address-dialog.png'), fullPage: true });
  await form.save.click();
  await expect(form.dialog).toBeHidden();
  const kofi = book.card('Kofi Mensah');
  await expect(kofi).toContainText('+233 201234567');
  await expect(kofi).toContainText('Ghana 12 Oxford Street, Accra');
  await expect(kofi).toContainText(book.t('orderCenter.AddressCard.postCode', { postCode: 'GA-184' }));
  await expect(book.isDefault('Kofi Mensah')).toBeVisible();

  // The second address.
  await book.add.click();
  await fillAddress(page, {
    name: 'Ana Silva',
    country: 'France (+33)',
    phone: '612345678',
    email: 'ana@mall.test',
    detail: '5 rue de la Paix, Paris',
    postCode: '75002',
  });
  await form.save.click();
  await expect(form.dialog).toBeHidden();
  await expect(book.card('Ana Silva')).toContainText('France 5 rue de la Paix, Paris');

  // Edit the first: the dialog opens with it, the change shows on its card.
  await book.edit('Kofi Mensah').click();
  const edit = addressForm(page, 'en', 'edit');
  await expect(edit.country).toHaveValue('GH');
  await fillAddress(page, { name: 'Kofi A. Mensah', detail: '14 Oxford Street, Accra' }, 'en', 'edit');
  await edit.save.click();
  await expect(edit.dialog).toBeHidden();
  await expect(book.card('Kofi A. Mensah')).toContainText('Ghana 14 Oxford Street, Accra');

  // In French: the other address becomes the default, then the first is deleted after the confirmation.
  const fr = addressBook(page, 'fr');
  const frForm = addressForm(page, 'fr');
  await page.goto(`${LOCALE_PREFIX.fr}${ADDRESS_LIST_PATH}`);
  await expect(fr.title).toBeVisible();
  // A Chinese address needs a mobile number (the API's rule): the form marks Phone required and says so under it.
  await fr.add.click();
  await fillAddress(page, { name: 'Li Wei', detail: '1 Garden Road, Shanghai', postCode: '200000' }, 'fr');
  await expect(frForm.phone).toHaveAttribute('required', '');
  await frForm.save.click();
  await expect(frForm.phone).toHaveAccessibleDescription(frForm.a('address.validation.phoneRequired'));
  await expect(frForm.phone).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('address-phone-required-fr.png') });
  await frForm.cancel.click();
  await expect(frForm.dialog).toBeHidden();

  await fr.setDefault('Ana Silva').click();
  await expect(fr.isDefault('Ana Silva')).toBeVisible();
  await expect(fr.isDefault('Kofi A. Mensah')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('addresses-fr.png'), fullPage: true });

  await fr.remove('Kofi A. Mensah').click();
  await expect(fr.confirmDelete).toContainText('Kofi A. Mensah');
  await fr.confirmDelete.getByRole('button', { name: frForm.a('common.delete') }).click();
  await expect(fr.card('Kofi A. Mensah')).toBeHidden();
  await expect(fr.card('Ana Silva')).toBeVisible();

  // What the server keeps: one address, the default, stored with the country's English name and dial code.
  const saved = await apiCall<Array<{ realName: string; isDefault: boolean; country: string; countryCode: string }>>(
    '/api/pc/address/all/list',
    { token: shopper.token },
  );
  expect(saved.data).toEqual([expect.objectContaining({ realName: 'Ana Silva', isDefault: true, country: 'France', countryCode: '33' })]);
});
