// The Content-Security-Policy of the static servers (scripts/static-headers.mjs; nginx sends the same, see
// scripts/serving-tests) lets the storefront's main pages run without one violation: every script, manifest,
// picture, style and API call they need is allowed, and an inline script is not.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { addToCart } from '../../tasks/cart';
import { buyableFromMerchants } from '../../tasks/catalog';
import { defaultAddress } from '../../tasks/orders';
import { signInThroughDialog } from '../../tasks/sign-in';

const t = (id: string) => text('remotes/checkout', 'en', id);
const street = (id: string) => text('remotes/merchant-street', 'en', id);

/** Records every CSP violation of every page of the context (the event and the console's report). */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...console];
}

test('the main pages load under the Content-Security-Policy without one violation', async ({ page, context, shopper }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(context, page);
  const [product] = await buyableFromMerchants(1);

  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:3001/);
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    // Pictures and late chunks of the page have had their chance to be refused.
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  };
  await visit('/goods/goods_search?title=shirt', () => expect(page.getByRole('link', { name: /shirt/i }).first()).toBeVisible());
  await visit(`/goods_detail/${product.productId}`, () =>
    expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  );
  await visit('/merchant/merchant_street', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await visit(`/merchant/merchant/home?id=${product.merId}`, () =>
    expect(page.getByRole('link', { name: street('merchantStreet.StoreHeader.qualification') })).toBeVisible(),
  );

  await defaultAddress(shopper);
  await addToCart(shopper.token, [product]);
  await signInThroughDialog(page, shopper);
  await visit('/order/shopping_cart', () => expect(page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') })).toBeVisible());
  await page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') }).click();
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  await expect(page.getByRole('button', { name: t('checkout.ConfirmForm.submit') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await visit('/users/order_list?orderStatus=2', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /my orders/i })).toBeVisible();
    await expect(page.getByText(shopper.email).or(shell(page).accountMenu).first()).toBeVisible();
  });

  // The policy is enforced, and the watch sees it: an inline script is refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await expect.poll(async () => (await violations()).join('\n')).toContain('script-src-elem blocked inline');
});
