import type { Locator } from '@playwright/test';
import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { shell } from '../../pages/shell';
import { confirmPage } from '../../pages/checkout';
import { productPage } from '../../pages/product';
import { clearCart } from '../../tasks/cart';
import { buyableFromMerchants } from '../../tasks/catalog';
import { defaultAddress } from '../../tasks/orders';
import { productPath } from '@mall/routes';

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

test.use({ signedInAs: 'shopper' });

test('toasts sit clear of the header, and an error of the order confirmation does not follow the shopper onto the payment page (zh-CN)', async ({
  page,
  shopper,
}, testInfo) => {
  const { token } = shopper;
  await defaultAddress(shopper);
  const [product] = await buyableFromMerchants(1);
  const s = shell(page, 'zh-CN');
  const item = productPage(page, 'zh-CN');
  const confirm = confirmPage(page, 'zh-CN');
  const { toasts, searchButton } = s;

  await page.goto(`${LOCALE_PREFIX['zh-CN']}${productPath(product.productId)}`);
  await item.addToCart.click();
  const added = toasts.getByRole('status').filter({ hasText: item.t('catalog.ProductSaga.addedToCart') });
  await expect(added).toBeVisible();
  await expectClearOf(added, searchButton);
  // Scrolled, the header stays fixed at the top: the toast still sits below it.
  await page.mouse.wheel(0, 800);
  await expect(searchButton).toBeInViewport();
  await expectClearOf(added, searchButton);
  await page.screenshot({ path: testInfo.outputPath('toast-below-header.png') });

  await item.buyNow.click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/order_confirm\?preOrderNo=/);
  const note = confirm.note;
  await note.fill('很'.repeat(151));
  await confirm.submit.click();
  const tooLong = toasts.getByRole('alert').filter({ hasText: confirm.t('checkout.ConfirmValidation.note') });
  await expect(tooLong).toBeVisible();
  await expectClearOf(tooLong, searchButton);
  await page.screenshot({ path: testInfo.outputPath('note-error.png') });

  // The shopper shortens the note (as a person does, a moment later) and submits: the payment page opens without it.
  await page.waitForTimeout(800);
  await note.fill('请在周末送货');
  await confirm.submit.click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/stripe_payment\?clientSecret=.+&orderNo=PT/);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expect(tooLong).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-without-old-error.png') });
  // Every field of the card form lies within the form: the security code stuck out 16 px (issue 32, defect 2).
  const outside = await page.locator('form#payment-form').evaluate((form) => {
    const edge = form.getBoundingClientRect().right;
    return [...form.querySelectorAll('input')].map((input) => Math.round(input.getBoundingClientRect().right - edge)).filter((d) => d > 0);
  });
  expect(outside).toEqual([]);

  // Back from the card page lands on the new order (unpaid), not on the confirmation its order used up (issue 32, 4).
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/zh-CN/order/order_detail\\?orderNo=${orderNo}&orderStatus=0$`));
  await expect(page.getByText(orderNo).first()).toBeVisible();

  // Leaves nothing behind: the order waiting for payment is cancelled, the cart emptied.
  expect((await apiCall(`/api/front/order/cancel/${orderNo}`, { method: 'POST', token })).code).toBe(200);
  await clearCart(token);
});
