import { test, expect } from '../../fixtures';
import { escapeRegExp } from '../../fixtures/messages';
import { cartPage, confirmPage, paymentPage, resultPage } from '../../pages/checkout';
import { productPage } from '../../pages/product';
import { shell } from '../../pages/shell';
import { cartGroups } from '../../tasks/cart';
import { buyableFromMerchants } from '../../tasks/catalog';
import { CARDS, payByCard, resultOrderNo } from '../../tasks/checkout';
import { defaultAddress, masterDetail } from '../../tasks/orders';
import { productPath } from '@mall/routes';

test.use({ signedInAs: 'shopper' });

test('a shopper buys from two merchants, confirms with the default address, pays by card and gets two merchant orders', async ({
  page,
  shopper,
}, testInfo) => {
  const address = await defaultAddress(shopper);
  const products = await buyableFromMerchants(2);
  const s = shell(page);
  const item = productPage(page);
  const cart = cartPage(page);
  const confirm = confirmPage(page);
  const card = paymentPage(page);
  const result = resultPage(page);

  for (const product of products) {
    await page.goto(productPath(product.productId));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await item.addToCart.click();
    await expect(item.added.first()).toBeVisible();
  }

  await s.cart(2).click();
  await expect(cart.title).toBeVisible();
  const groups = await cartGroups(shopper.token);
  expect(groups).toHaveLength(2);
  for (const group of groups) {
    await expect(cart.merchant(group.merName)).toBeVisible();
    await expect(cart.selectMerchant(group.merName)).toBeChecked();
  }
  await expect(cart.selectAll).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });
  await cart.buyNow.click();

  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  await expect(confirm.addresses.getByRole('radio', { name: new RegExp(escapeRegExp(address.realName)) }).first()).toBeChecked();
  for (const group of groups) await expect(cart.merchant(group.merName)).toBeVisible();
  await expect(confirm.payByCard).toBeChecked();
  const toPay = await confirm.toPay.textContent();
  await page.screenshot({ path: testInfo.outputPath('confirm.png'), fullPage: true });
  await confirm.submit.click();

  await expect(card.amount).toHaveText(toPay!);
  await expect(card.testCardHint).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('card.png'), fullPage: true });
  await payByCard(page, CARDS.good);

  await expect(result.success).toBeVisible();
  const orderNo = resultOrderNo(page);
  await expect(result.success).toContainText(orderNo);
  await expect(result.success).toContainText(toPay!);
  await expect(result.viewOrders).toHaveAttribute('href', '/users/order_list?orderStatus=1');
  await page.screenshot({ path: testInfo.outputPath('result.png'), fullPage: true });

  const order = await masterDetail(shopper.token, orderNo);
  expect(order.paid).toBe(true);
  expect(order.payStatus).toBe('paid');
  expect(order.orderList).toHaveLength(2);
  expect(order.orderList.map((o) => o.merId).sort()).toEqual(products.map((p) => p.merId).sort());
  expect(order.orderList.every((o) => o.paid && o.orderNo.startsWith('SH'))).toBe(true);
  // The bought lines left the cart, and the header says so.
  expect(await cartGroups(shopper.token)).toHaveLength(0);
  await expect(s.cart(0)).toBeVisible();
});
