import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall } from '../../fixtures/api';
import { text } from '../../fixtures/messages';
import { searchPage } from '../../pages/search';
import { shell } from '../../pages/shell';
import { GOODS_SEARCH_PATH, searchByCategoryPath, searchByTitlePath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', 'en', id, args);
const KEYWORD = 'Pro';
const RANGE = { min: '10', max: '200' };

/** The prices shown on the result cards, in order. */
async function shownPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await searchPage(page).cards.allInnerTexts();
  return texts.map((card) => Number(/\$([\d,]+\.\d{2})/.exec(card)![1].replace(/,/g, '')));
}

test.describe('searching the catalog', () => {
  test('search from the header, filter by price, sort by price ascending and page to 2', async ({ page }) => {
    const expected = await apiCall<{ total: number }>(
      `/api/front/product/list?keyword=${KEYWORD}&minPrice=${RANGE.min}&maxPrice=${RANGE.max}&priceOrder=asc&limit=20`,
    );
    expect(expected.data.total).toBeGreaterThan(20);

    await page.goto('/');
    const s = shell(page);
    const search = searchPage(page);
    await s.searchBox.fill(KEYWORD);
    await s.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/goods\/goods_search\?title=Pro&cid=$/);
    await expect(search.title).toBeVisible();
    await expect(page.getByText(`Results for “${KEYWORD}”`)).toBeVisible();

    await search.minPrice.fill(RANGE.min);
    await search.maxPrice.fill(RANGE.max);
    await search.confirmPrice.click();
    await expect(page).toHaveURL(/minPrice=10&maxPrice=200/);

    await search.sort('price').click();
    await expect(search.sorted('price', 'ascending')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/priceOrder=asc/);
    await expect(page.getByText(`${expected.data.total} products found`)).toBeVisible();

    await expect(search.cards).toHaveCount(20);
    const first = await shownPrices(page);
    expect(first).toHaveLength(20);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(first[0]).toBeGreaterThanOrEqual(Number(RANGE.min));
    expect(first[first.length - 1]).toBeLessThanOrEqual(Number(RANGE.max));

    await search.pageButton(2).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(search.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(search.cards).toHaveCount(expected.data.total - 20);
    const second = await shownPrices(page);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]);

    // The page lives in the URL: back returns to page 1 with its results.
    await page.goBack();
    await expect(search.pageButton(1)).toHaveAttribute('aria-current', 'page');
    // The first row is drawn at once, the other cards right after it (in their held places).
    await expect(search.cards).toHaveCount(20);
    expect(await shownPrices(page)).toEqual(first);
  });

  test('a price range the wrong way round is refused with a message', async ({ page }) => {
    const search = searchPage(page);
    await page.goto(searchByTitlePath('Pro'));
    await search.minPrice.fill('90');
    await search.maxPrice.fill('20');
    await search.confirmPrice.click();
    await expect(page.getByRole('alert')).toHaveText(t('catalog.PriceRange.order'));
    await expect(page).not.toHaveURL(/minPrice/);
  });
});

// Issue 18, item 11: a category's results page names the category with its parents (fr); a parent opens its own.
test('a category results page names the category with its parents, and a parent opens its results (fr)', async ({ page }) => {
  type Node = { id: number; name: string; childList?: Node[] | null };
  const tree = (await apiCall<Node[]>('/api/front/product/category', { lang: 'fr' })).data;
  const parent = tree.find((node) => (node.childList ?? []).length > 0)!;
  const child = parent.childList![0];
  await page.goto(`${LOCALE_PREFIX.fr}${GOODS_SEARCH_PATH}?title=&cid=${child.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${parent.name} › ${child.name}`);
  await heading.getByRole('link', { name: parent.name }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/goods/goods_search\\?cid=${parent.id}&title=$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.name);
});

// Issue 27: the last page of the biggest category, best sellers first, as the pager reaches it.
test('the last page of the biggest category, by sales: the pager ends there and the page holds the rest', async ({ page }) => {
  type Node = { id: number; childList?: Node[] | null };
  type ListPage = { total: number; pages: number; totalRelation?: string; list: { storeName: string }[] };
  const tree = (await apiCall<Node[]>('/api/front/product/category')).data;
  const totals = await Promise.all(
    tree.map(async (node) => ({
      id: node.id,
      total: (await apiCall<ListPage>(`/api/front/product/list?cid=${node.id}&limit=20`)).data.total,
    })),
  );
  const biggest = totals.sort((a, b) => b.total - a.total)[0];
  const first = (await apiCall<ListPage>(`/api/front/product/list?cid=${biggest.id}&salesOrder=desc&limit=20`)).data;
  expect(first.totalRelation).toBe('eq');
  expect(first.pages).toBe(Math.ceil(first.total / 20));
  expect(first.pages).toBeGreaterThan(2);
  const last = (await apiCall<ListPage>(`/api/front/product/list?cid=${biggest.id}&salesOrder=desc&limit=20&page=${first.pages}`)).data;

  const search = searchPage(page);
  await page.goto(`${searchByCategoryPath(biggest.id)}&salesOrder=desc`);
  await expect(page.getByText(`${first.total} products found`)).toBeVisible();
  await search.pageButton(first.pages).click();
  await expect(page).toHaveURL(new RegExp(`page=${first.pages}`));
  await expect(search.pageButton(first.pages)).toHaveAttribute('aria-current', 'page');
  await expect(search.pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(search.cards).toHaveCount(first.total - 20 * (first.pages - 1));
  for (const [i, product] of last.list.entries()) await expect(search.cards.nth(i)).toContainText(product.storeName);
  // The demo's categories are far below the 10,000-result window: no note that the list was cut.
  await expect(page.getByRole('note')).toHaveCount(0);
});
