// Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) on the pages every shopper passes through.
// Each page is checked once it has rendered its content; any serious or critical violation fails the journey and
// is listed with the elements it concerns.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall, expect, test } from '../../fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`).join(' | ')}`);
}

const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: (page) => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible() },
  { name: 'search results', path: '/goods/goods_search?title=shirt', ready: (page) => expect(page.getByRole('link', { name: /shirt/i }).first()).toBeVisible() },
  { name: 'shop street', path: '/merchant/merchant_street', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'ranking', path: '/goods/top_one', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

test('a product page has no serious accessibility violations', async ({ page }) => {
  const list = await apiCall<{ list: Array<{ id: number; storeName: string }> }>('/api/front/product/list?page=1&limit=1');
  const product = list.data.list[0];
  await page.goto(`/goods_detail/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.storeName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const { name, path, ready } of PAGES) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
