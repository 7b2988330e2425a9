import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall } from '../../fixtures/api';
import { productPath } from '@mall/routes';

interface Detail {
  productInfo: { id: number; storeName: string; merId: number };
  merchantInfo?: { proList?: Array<{ id: number }> } | null;
}

/** A product whose shop card lists another product of the same shop (a link inside the catalog remote). */
async function productWithNeighbour(): Promise<{ id: number; next: { id: number } }> {
  const list = await apiCall<{ list: Array<{ id: number }> }>('/api/front/product/list?page=1&limit=20');
  for (const { id } of list.data.list) {
    const detail = (await apiCall<Detail>(`/api/front/product/detail/${id}`)).data;
    const next = detail.merchantInfo?.proList?.slice(0, 4).find((p) => p.id !== id);
    if (next) return { id, next };
  }
  throw new Error('no product of the demo mall shows another product of its shop');
}

test('a navigation inside an already-loaded remote that waits for data runs the top loading bar until the page has its data (fr)', async ({
  page,
}, testInfo) => {
  const { id, next } = await productWithNeighbour();
  await page.goto(`${LOCALE_PREFIX.fr}${productPath(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);

  // The next product's data is slow to come: the catalog remote is loaded already, only its data is awaited.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/front/product/detail/${next.id}`, async (route) => {
    await answered;
    await route.continue();
  });
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.locator(`a[href="/fr/goods_detail/${next.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/goods_detail/${next.id}$`));

  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  // Fixed over the top of the page: it moves nothing.
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await page.waitForTimeout(600);
  await expect(bar).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('loading-bar.png') });

  release();
  await expect(heading).not.toHaveText(before ?? '');
  // Filled, then faded out over the hide delay.
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 });
});
