import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { buyableFromMerchants, payByCard, resultOrderNo } from './checkout-data';
import { productPath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/checkout', 'en', id, args);
const c = (id: string) => text('remotes/catalog', 'en', id);
/** The address form's texts live in the common catalogue (@mall/i18n). */
const a = (id: string) => text('shared/i18n/src', 'en', id);

/** The guest (tourist) entry of the login dialog a purchase opened: an email, Continue, the dialog closes. */
async function enterAsGuest(s: ReturnType<typeof shell>, email: string) {
  await expect(s.dialog).toBeVisible();
  await s.dialog.getByRole('button', { name: s.a('host.login.tourists') }).click();
  await s.dialog.getByRole('textbox', { name: s.a('host.login.email') }).fill(email);
  await s.dialog.getByRole('button', { name: s.a('host.login.continue') }).click();
  await expect(s.dialog).toBeHidden();
}

test(
  'a guest buys through the tourist entry: add to cart, guest email, cart, a new address, card, paid result with the order links',
  { tag: '@two-api-processes' },
  async ({ page, shopperEmail }, testInfo) => {
    const [product] = await buyableFromMerchants(1);
    const s = shell(page);

    await page.goto(productPath(product.productId));
    await page.getByRole('button', { name: c('catalog.PurchaseActions.addToCart') }).click();
    await enterAsGuest(s, shopperEmail);
    // Add to cart resumes after the guest entry: no second click.
    await expect(page.getByText(c('catalog.ProductSaga.addedToCart')).first()).toBeVisible();
    await page.getByRole('link', { name: /^Cart 1, 1 item/ }).click();
    await expect(page.getByRole('note')).toContainText(t('checkout.GuestBanner.text'));
    await page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') }).click();

    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
    await expect(page.getByText(t('checkout.AddressPicker.none'))).toBeVisible();
    await page.getByRole('button', { name: t('checkout.AddressPicker.add') }).click();
    const dialog = page.getByRole('dialog', { name: a('address.form.title') });
    await dialog.getByRole('textbox', { name: a('address.form.realName') }).fill('Guest Buyer');
    await dialog.getByRole('combobox', { name: a('address.form.country') }).selectOption({ label: 'France (+33)' });
    await dialog.getByRole('textbox', { name: a('address.form.phone') }).fill('612345678');
    await dialog.getByRole('textbox', { name: a('address.form.email') }).fill(shopperEmail);
    await dialog.getByRole('textbox', { name: a('address.form.detail') }).fill('5 rue de la Paix, Paris');
    await dialog.getByRole('textbox', { name: a('address.form.postCode') }).fill('07500');
    await page.screenshot({ path: testInfo.outputPath('address.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: /Guest Buyer/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Guest Buyer/ })).toHaveAccessibleName(/France, 5 rue de la Paix, Paris, 07500/);

    await page.getByRole('button', { name: t('checkout.ConfirmForm.submit') }).click();
    await payByCard(page, '4242 4242 4242 4242');
    const result = page.getByRole('region', { name: t('checkout.ResultView.success') });
    await expect(result).toBeVisible();
    const orderNo = resultOrderNo(page);
    await expect(result).toContainText(orderNo);
    // A guest has no order list to come back to: the result links to the order's detail.
    const detail = result.getByRole('link', { name: /^View order SH/ });
    await expect(detail).toHaveCount(1);
    await expect(detail).toHaveAttribute('href', /^\/order\/order_detail\?orderNo=SH\w+&orderStatus=1$/);
    await page.screenshot({ path: testInfo.outputPath('guest-result.png'), fullPage: true });
  },
);

test('Buy now resumes after the guest entry: the guest lands on the order confirmation without clicking again (th)', async ({
  page,
  shopperEmail,
}, testInfo) => {
  const [product] = await buyableFromMerchants(1);
  const s = shell(page, 'th');
  const th = (id: string) => text('remotes/catalog', 'th', id);

  await page.goto(`${LOCALE_PREFIX.th}${productPath(product.productId)}`);
  await page.getByRole('button', { name: th('catalog.PurchaseActions.buyNow') }).click();
  await enterAsGuest(s, shopperEmail);

  await expect(page).toHaveURL(/\/th\/order\/order_confirm\?preOrderNo=/);
  await expect(page.getByRole('button', { name: text('remotes/checkout', 'th', 'checkout.ConfirmForm.submit') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guest-buy-now-resumed.png') });
});
