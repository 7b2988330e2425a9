import { test, expect } from '../../fixtures';
import { apiData } from '../../fixtures/api';
import { escapeRegExp, text } from '../../fixtures/messages';
import { shopStreet } from '../../pages/merchant-street';
import { inTurn } from '../../tasks/in-turn';
import { streetPage, type Paged, type StreetCard } from '../../tasks/merchants';
import { MERCHANT_MORE_PATH, MERCHANT_STREET_PATH } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/merchant-street', 'en', id, args);

test.describe('the shop street', () => {
  test('browse the street and page to 2', async ({ page }) => {
    const [first, second] = [await streetPage(1), await streetPage(2)];
    expect(first.total).toBeGreaterThan(10);

    await page.goto(MERCHANT_STREET_PATH);
    await expect(page.getByRole('heading', { level: 1, name: t('merchantStreet.MerchantStreetPage.title') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('merchantStreet.StreetBanner.alt') })).toBeVisible();
    const { cards, pager } = shopStreet(page);
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 2 }).first()).toContainText(first.list[0].name);
    const firstCard = cards.first();
    await expect(
      firstCard.getByRole('link', { name: t('merchantStreet.StreetCard.enterNamed', { name: first.list[0].name }) }),
    ).toBeVisible();
    await expect(firstCard.getByRole('list').getByRole('link')).toHaveCount(3);

    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: test.info().outputPath('street.png'), fullPage: true });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/merchant\/merchant_street\?page=2$/);
    await expect(cards.getByRole('heading', { level: 2 }).first()).toContainText(second.list[0].name);
    await expect(cards).toHaveCount(second.list.length);
    await expect(page.getByRole('article', { name: first.list[0].name })).toHaveCount(0);
  });

  test('filter merchants by type', async ({ page }) => {
    // The count of open stores is shared: the merchant application journey opens one more, so the two take turns.
    await inTurn('open stores', async () => {
      const types = await apiData<Array<{ id: number; name: string }>>('/api/front/merchant/all/type/list');
      const type = types[1];
      const expected = await apiData<Paged<StreetCard>>(`/api/front/merchant/search/list?typeId=${type.id}&limit=20`);
      const all = await apiData<Paged<StreetCard>>('/api/front/merchant/search/list?limit=1');
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(all.total);

      await page.goto(MERCHANT_MORE_PATH);
      await expect(page.getByRole('heading', { level: 1, name: t('merchantStreet.MerchantMorePage.title') })).toBeVisible();
      const typeRow = page.getByRole('group', { name: t('merchantStreet.MerchantMorePage.type') });
      await expect(typeRow.getByRole('button', { name: t('merchantStreet.FilterRow.all') })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status')).toHaveText(`${all.total} stores`);

      await typeRow.getByRole('button', { name: type.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`typeId=${type.id}`));
      await expect(page.getByRole('status')).toHaveText(expected.total === 1 ? '1 store' : `${expected.total} stores`);
      const names = shopStreet(page).cards.getByRole('heading', { level: 2 });
      await expect(names).toHaveText(expected.list.map((m) => new RegExp(`^${escapeRegExp(m.name)}`)));
      await page.screenshot({ path: test.info().outputPath('search.png'), fullPage: true });

      await typeRow.getByRole('button', { name: t('merchantStreet.FilterRow.all') }).click();
      await expect(page.getByRole('status')).toHaveText(`${all.total} stores`);
    });
  });

  test('a street that could not be loaded says why and retries', async ({ page }) => {
    const first = await streetPage(1);
    const common = (id: string) => text('shared/i18n/src', 'en', id);
    let refusals = 1;
    await page.route(/\/api\/front\/merchant\/street\?/, async (route) => {
      // The real answer's headers (CORS) with a refusal in place of the first page.
      const response = await route.fetch();
      if (refusals-- > 0) await route.fulfill({ response, json: { code: 500, message: 'The street is being tidied', data: null } });
      else await route.fulfill({ response });
    });

    await page.goto(MERCHANT_STREET_PATH);
    const alert = page.getByRole('alert').filter({ hasText: common('common.loadFailed') });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('The street is being tidied')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('failure.png'), fullPage: true });
    await alert.getByRole('button', { name: common('common.retry') }).click();
    const { cards } = shopStreet(page);
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 2 }).first()).toContainText(first.list[0].name);
    await expect(alert).toHaveCount(0);
  });
});
