import { test, expect } from '../../fixtures';
import { text } from '../../fixtures/messages';
import {
  addToCart,
  buyableFromMerchants,
  clearCart,
  defaultAddress,
  demoToken,
  masterDetail,
  payByCard,
  resultOrderNo,
  signInWithCookie,
} from './checkout-data';
import { SHOPPING_CART_PATH } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/checkout', 'en', id, args);

test('a declined card shows the failure, the order stays unpaid and payable, and paying again with a good card pays it', async ({
  page,
  context,
}, testInfo) => {
  const token = await demoToken();
  await clearCart(token);
  await defaultAddress(token);
  const [product] = await buyableFromMerchants(1);
  await addToCart(token, [product]);
  await signInWithCookie(context, token);

  await page.goto(SHOPPING_CART_PATH);
  await page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') }).click();
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  await page.getByRole('button', { name: t('checkout.ConfirmForm.submit') }).click();
  await payByCard(page, '4000 0000 0000 0002');

  const failure = page.getByRole('region', { name: t('checkout.ResultView.failure') });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t('checkout.ResultView.failReason'));
  await expect(page.getByRole('region', { name: t('checkout.ResultView.success') })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('declined.png'), fullPage: true });
  const orderNo = resultOrderNo(page);
  const declined = await masterDetail(token, orderNo);
  expect(declined.paid).toBe(false);
  expect(declined.payStatus).toBe('failed');
  expect(declined.failReason).toBeTruthy();
  await expect(failure).toContainText(declined.failReason!);

  await failure.getByRole('button', { name: t('checkout.ResultView.payAgain') }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: t('checkout.ResultView.success') })).toBeVisible();
  expect(resultOrderNo(page)).toBe(orderNo);
  const paid = await masterDetail(token, orderNo);
  expect(paid.paid).toBe(true);
  expect(paid.payStatus).toBe('paid');
});
