import { test, expect } from '../../fixtures';
import { text } from '../../fixtures/messages';
import {
  buyableFromMerchants,
  cartGroups,
  clearCart,
  defaultAddress,
  demoToken,
  escapeRegExp,
  masterDetail,
  payByCard,
  resultOrderNo,
  signInWithCookie,
} from './checkout-data';
import { productPath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/checkout', 'en', id, args);
const c = (id: string) => text('remotes/catalog', 'en', id);

test('the demo shopper buys from two merchants, confirms with the default address, pays by card and gets two merchant orders', async ({
  page,
  context,
}, testInfo) => {
  const token = await demoToken();
  await clearCart(token);
  const address = await defaultAddress(token);
  const products = await buyableFromMerchants(2);
  await signInWithCookie(context, token);

  for (const product of products) {
    await page.goto(productPath(product.productId));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: c('catalog.PurchaseActions.addToCart') }).click();
    await expect(page.getByText(c('catalog.ProductSaga.addedToCart')).first()).toBeVisible();
  }

  await page.getByRole('link', { name: /^Cart 2, 2 items/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.ShoppingCartPage.title') })).toBeVisible();
  const groups = await cartGroups(token);
  expect(groups).toHaveLength(2);
  for (const group of groups) {
    await expect(page.getByRole('region', { name: group.merName })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t('checkout.MerchantGroup.selectAll', { name: group.merName }) })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: t('checkout.CartSummaryBar.selectAll'), exact: true })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });
  await page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') }).click();

  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  const addresses = page.getByRole('radiogroup', { name: t('checkout.AddressPicker.title') });
  await expect(addresses.getByRole('radio', { name: new RegExp(escapeRegExp(address.realName)) }).first()).toBeChecked();
  for (const group of groups) await expect(page.getByRole('region', { name: group.merName })).toBeVisible();
  await expect(page.getByRole('radio', { name: t('checkout.PayMethodTiles.stripe') })).toBeChecked();
  const toPay = await page.locator('[data-pay-fee]').textContent();
  await page.screenshot({ path: testInfo.outputPath('confirm.png'), fullPage: true });
  await page.getByRole('button', { name: t('checkout.ConfirmForm.submit') }).click();

  await expect(page.locator('[data-amount]')).toHaveText(toPay!);
  await expect(page.getByRole('complementary', { name: t('checkout.TestCardHint.title') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('card.png'), fullPage: true });
  await payByCard(page, '4242 4242 4242 4242');

  const result = page.getByRole('region', { name: t('checkout.ResultView.success') });
  await expect(result).toBeVisible();
  const orderNo = resultOrderNo(page);
  await expect(result).toContainText(orderNo);
  await expect(result).toContainText(toPay!);
  await expect(result.getByRole('link', { name: t('checkout.ResultView.viewOrder') })).toHaveAttribute(
    'href',
    '/users/order_list?orderStatus=1',
  );
  await page.screenshot({ path: testInfo.outputPath('result.png'), fullPage: true });

  const order = await masterDetail(token, orderNo);
  expect(order.paid).toBe(true);
  expect(order.payStatus).toBe('paid');
  expect(order.orderList).toHaveLength(2);
  expect(order.orderList.map((o) => o.merId).sort()).toEqual(products.map((p) => p.merId).sort());
  expect(order.orderList.every((o) => o.paid && o.orderNo.startsWith('SH'))).toBe(true);
  // The bought lines left the cart, and the header says so.
  expect(await cartGroups(token)).toHaveLength(0);
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});
