import type { Locator } from '@playwright/test';
import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { buyableFromMerchants, clearCart, defaultAddress, demoToken, signInWithCookie } from '../checkout/checkout-data';
import { productPath } from '@mall/routes';

const zh = (folder: string, id: string) => text(folder, 'zh-CN', id);

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} is not on screen`);
  return b;
}

/** The toast does not cover the header's search button (boxes in the viewport). */
async function expectClearOf(toast: Locator, button: Locator) {
  const [a, b] = [await box(toast), await box(button)];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `toast ${JSON.stringify(a)} covers the search button ${JSON.stringify(b)}`).toBe(false);
}

test('toasts sit clear of the header, and an error of the order confirmation does not follow the shopper onto the payment page (zh-CN)', async ({
  page,
  context,
}, testInfo) => {
  const token = await demoToken();
  await clearCart(token);
  await defaultAddress(token);
  const [product] = await buyableFromMerchants(1);
  await signInWithCookie(context, token);
  const s = shell(page, 'zh-CN');
  const toasts = page.getByRole('region', { name: s.t('host.ToastArea.label') });
  const searchButton = page.getByRole('button', { name: s.t('host.SearchBox.submit'), exact: true });

  await page.goto(`${LOCALE_PREFIX['zh-CN']}${productPath(product.productId)}`);
  await page.getByRole('button', { name: zh('remotes/catalog', 'catalog.PurchaseActions.addToCart') }).click();
  const added = toasts.getByRole('status').filter({ hasText: zh('remotes/catalog', 'catalog.ProductSaga.addedToCart') });
  await expect(added).toBeVisible();
  await expectClearOf(added, searchButton);
  // Scrolled, the header stays fixed at the top: the toast still sits below it.
  await page.mouse.wheel(0, 800);
  await expect(searchButton).toBeInViewport();
  await expectClearOf(added, searchButton);
  await page.screenshot({ path: testInfo.outputPath('toast-below-header.png') });

  await page.getByRole('button', { name: zh('remotes/catalog', 'catalog.PurchaseActions.buyNow') }).click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/order_confirm\?preOrderNo=/);
  const note = page.getByRole('textbox', { name: zh('remotes/checkout', 'checkout.BuyerNote.label') });
  await note.fill('很'.repeat(151));
  await page.getByRole('button', { name: zh('remotes/checkout', 'checkout.ConfirmForm.submit') }).click();
  const tooLong = toasts.getByRole('alert').filter({ hasText: zh('remotes/checkout', 'checkout.ConfirmValidation.note') });
  await expect(tooLong).toBeVisible();
  await expectClearOf(tooLong, searchButton);
  await page.screenshot({ path: testInfo.outputPath('note-error.png') });

  // The shopper shortens the note (as a person does, a moment later) and submits: the payment page opens without it.
  await page.waitForTimeout(800);
  await note.fill('请在周末送货');
  await page.getByRole('button', { name: zh('remotes/checkout', 'checkout.ConfirmForm.submit') }).click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/stripe_payment\?clientSecret=.+&orderNo=PT/);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expect(tooLong).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-without-old-error.png') });

  // Leaves nothing behind: the order waiting for payment is cancelled, the cart emptied.
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  expect((await apiCall(`/api/front/order/cancel/${orderNo}`, { method: 'POST', token })).code).toBe(200);
  await clearCart(token);
});
