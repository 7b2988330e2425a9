import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall } from '../../fixtures/api';
import { text } from '../../fixtures/messages';
import { searchPage } from '../../pages/search';
import { ACTIVITY_LIST_PATH, searchByTitlePath } from '@mall/routes';

// Issue 18, items 8 and 6, in French: the Sales sort starts with the best sellers, and /goods/activity_list without
// a query shows every activity instead of the 404 page.
const fr = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', 'fr', id, args);

interface ListedProduct {
  id: number;
  sales: number;
  ficti?: number;
}

/** The product ids the result cards link to, in order. */
async function shownIds(page: import('@playwright/test').Page): Promise<number[]> {
  const links = searchPage(page, 'fr').cards.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/goods_detail\/(\d+)/.exec(href)![1]));
}

test('the first click on Ventes lists the best sellers first; the second the least sold (fr)', async ({ page }, testInfo) => {
  const mostSold = await apiCall<{ list: ListedProduct[] }>('/api/front/product/list?salesOrder=desc&limit=20');
  const sold = mostSold.data.list.map((p) => p.sales + (p.ficti ?? 0));
  expect(sold).toEqual([...sold].sort((a, b) => b - a));
  expect(sold[0]).toBeGreaterThan(sold[sold.length - 1]);

  await page.goto(`${LOCALE_PREFIX.fr}${searchByTitlePath('')}`);
  const search = searchPage(page, 'fr');
  await search.sort('sales').click();
  await expect(page).toHaveURL(/salesOrder=desc/);
  await expect(search.sorted('sales', 'descending')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownIds(page)).toEqual(mostSold.data.list.map((p) => p.id));
  await page.screenshot({ path: testInfo.outputPath('sales-desc-fr.png') });

  // Second click: least sold first; Prix still starts with the cheapest.
  await search.sort('sales').click();
  await expect(page).toHaveURL(/salesOrder=asc/);
  const leastSold = await apiCall<{ list: ListedProduct[] }>('/api/front/product/list?salesOrder=asc&limit=20');
  await expect.poll(() => shownIds(page)).toEqual(leastSold.data.list.map((p) => p.id));
  await search.sort('price').click();
  await expect(page).toHaveURL(/priceOrder=asc/);
  await expect(search.sorted('price', 'ascending')).toHaveAttribute('aria-pressed', 'true');
});

test('/goods/activity_list without a query shows every activity, each opening its own list (fr)', async ({ page }, testInfo) => {
  const activities = await apiCall<Array<{ id: number; productList: unknown[] }>>('/api/front/activity/index/list');
  const shown = activities.data.filter((a) => a.productList.length > 0);
  expect(shown.length).toBeGreaterThan(1);

  await page.goto(`${LOCALE_PREFIX.fr}${ACTIVITY_LIST_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: fr('catalog.ActivityListPage.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr('catalog.NotFound.title') })).toHaveCount(0);
  const lists = page.getByRole('link', { name: new RegExp(`^${fr('catalog.ActivityBlock.moreLabel', { name: '' })}`) });
  await expect(lists).toHaveCount(shown.length);
  await page.screenshot({ path: testInfo.outputPath('activities-fr.png'), fullPage: true });

  await lists.first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/goods/activity_list\\?id=${shown[0].id}&`));
  await expect(page.getByRole('heading', { level: 2, name: fr('catalog.ActivityListPage.products') })).toBeVisible();
  const products = page.getByRole('region', { name: fr('catalog.ActivityListPage.products') });
  await expect(products.getByRole('link').first()).toBeVisible();
});
