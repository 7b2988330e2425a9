import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { addressForm } from '../../pages/address-form';
import { cartPage, confirmPage, resultPage } from '../../pages/checkout';
import { productPage } from '../../pages/product';
import { shell } from '../../pages/shell';
import { fillAddress } from '../../tasks/addresses';
import { buyableFromMerchants } from '../../tasks/catalog';
import { CARDS, payByCard, resultOrderNo } from '../../tasks/checkout';
import { enterAsGuest } from '../../tasks/shell';
import { productPath } from '@mall/routes';

test(
  'a guest buys through the tourist entry: add to cart, guest email, cart, a new address, card, paid result with the order links',
  { tag: '@two-api-processes' },
  async ({ page, shopperEmail }, testInfo) => {
    const [product] = await buyableFromMerchants(1);
    const item = productPage(page);
    const cart = cartPage(page);
    const confirm = confirmPage(page);
    const result = resultPage(page);

    await page.goto(productPath(product.productId));
    await item.addToCart.click();
    await enterAsGuest(page, shopperEmail);
    // Add to cart resumes after the guest entry: no second click.
    await expect(item.added.first()).toBeVisible();
    await shell(page).cart(1).click();
    await expect(cart.guestBanner).toContainText(cart.t('checkout.GuestBanner.text'));
    await cart.buyNow.click();

    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
    await expect(confirm.noAddress).toBeVisible();
    await confirm.addAddress.click();
    const form = addressForm(page);
    await fillAddress(page, {
      name: 'Guest Buyer',
      country: 'France (+33)',
      phone: '612345678',
      email: shopperEmail,
      detail: '5 rue de la Paix, Paris',
      postCode: '07500',
    });
    await page.screenshot({ path: testInfo.outputPath('address.png') });
    await form.save.click();
    await expect(form.dialog).toBeHidden();
    await expect(confirm.address(/Guest Buyer/)).toBeChecked();
    await expect(confirm.address(/Guest Buyer/)).toHaveAccessibleName(/France, 5 rue de la Paix, Paris, 07500/);

    await confirm.submit.click();
    await payByCard(page, CARDS.good);
    await expect(result.success).toBeVisible();
    const orderNo = resultOrderNo(page);
    await expect(result.success).toContainText(orderNo);
    // A guest has no order list to come back to: the result links to the order's detail.
    await expect(result.viewOrder).toHaveCount(1);
    await expect(result.viewOrder).toHaveAttribute('href', /^\/order\/order_detail\?orderNo=SH\w+&orderStatus=1$/);
    await page.screenshot({ path: testInfo.outputPath('guest-result.png'), fullPage: true });
  },
);

test('Buy now resumes after the guest entry: the guest lands on the order confirmation without clicking again (th)', async ({
  page,
  shopperEmail,
}, testInfo) => {
  const [product] = await buyableFromMerchants(1);

  await page.goto(`${LOCALE_PREFIX.th}${productPath(product.productId)}`);
  await productPage(page, 'th').buyNow.click();
  await enterAsGuest(page, shopperEmail, 'th');

  await expect(page).toHaveURL(/\/th\/order\/order_confirm\?preOrderNo=/);
  await expect(confirmPage(page, 'th').submit).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guest-buy-now-resumed.png') });
});
