import { test, expect } from '../../fixtures';
import { cartPage, confirmPage, resultPage } from '../../pages/checkout';
import { addToCart } from '../../tasks/cart';
import { buyableFromMerchants } from '../../tasks/catalog';
import { CARDS, payByCard, resultOrderNo } from '../../tasks/checkout';
import { defaultAddress, masterDetail } from '../../tasks/orders';
import { SHOPPING_CART_PATH } from '@mall/routes';

test.use({ signedInAs: 'shopper' });

test('a declined card shows the failure, the order stays unpaid and payable, and paying again with a good card pays it', async ({
  page,
  shopper,
}, testInfo) => {
  await defaultAddress(shopper);
  const [product] = await buyableFromMerchants(1);
  await addToCart(shopper.token, [product]);
  const result = resultPage(page);

  await page.goto(SHOPPING_CART_PATH);
  await cartPage(page).buyNow.click();
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  await confirmPage(page).submit.click();
  await payByCard(page, CARDS.declined);

  await expect(result.failure).toBeVisible();
  await expect(result.failure).toContainText(result.t('checkout.ResultView.failReason'));
  await expect(result.success).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('declined.png'), fullPage: true });
  const orderNo = resultOrderNo(page);
  const declined = await masterDetail(shopper.token, orderNo);
  expect(declined.paid).toBe(false);
  expect(declined.payStatus).toBe('failed');
  expect(declined.failReason).toBeTruthy();
  await expect(result.failure).toContainText(declined.failReason!);

  await result.payAgain.click();
  await payByCard(page, CARDS.good);
  await expect(result.success).toBeVisible();
  expect(resultOrderNo(page)).toBe(orderNo);
  const paid = await masterDetail(shopper.token, orderNo);
  expect(paid.paid).toBe(true);
  expect(paid.payStatus).toBe('paid');
});
