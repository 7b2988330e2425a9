import { test, expect } from '../../fixtures';
import { shell } from '../../pages/shell';

test('a new page opens at its top with the top bar showing, and Back returns to where the shopper was (th)', async ({ page }, testInfo) => {
  const s = shell(page, 'th');
  const topBar = page.getByRole('navigation', { name: s.t('host.TopBar.label') });
  await page.goto('/th/');
  const product = page.locator('main a[href^="/th/goods_detail/"]').last();
  await product.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const listPosition = await page.evaluate(() => window.scrollY);
  await expect(topBar).not.toBeInViewport();

  await product.click();
  await expect(page).toHaveURL(/\/th\/goods_detail\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(topBar).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('product-at-top.png') });

  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPosition - 50);
});
