import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { escapeRegExp, LOCALES, text } from '../../fixtures/messages';
import { searchPage } from '../../pages/search';
import { shell } from '../../pages/shell';
import { scrollToFooter } from '../../tasks/shell';
import { copyrightLine, siteDetails } from '../../tasks/site';

test.describe('the shell in five languages', () => {
  for (const locale of LOCALES) {
    test(`home renders header, category panel and footer in ${locale}`, async ({ page }) => {
      await page.goto(`${LOCALE_PREFIX[locale]}/`);
      const s = shell(page, locale);
      await expect(s.searchBox).toBeVisible();
      await expect(s.searchBox).toHaveAttribute('placeholder', s.t('host.SearchBox.placeholder'));
      // The category panel stays open on home and lists the seeded top-level categories.
      await expect(s.categories).toBeVisible();
      await expect(s.categories.getByRole('listitem')).toHaveCount(8);
      await expect(s.categories.getByRole('button').first()).toBeVisible();
      await scrollToFooter(page);
      for (const id of ['host.SiteFooter.variety', 'host.SiteFooter.delivery', 'host.SiteFooter.genuine', 'host.SiteFooter.price']) {
        await expect(s.footer.getByText(s.t(id), { exact: true })).toBeVisible();
      }
      // The operator's details as entered, untranslated; the copyright template in the locale, with this year.
      const site = await siteDetails();
      await expect(s.footer.getByText(site.siteAddress, { exact: true })).toBeVisible();
      await expect(s.footer.getByText(site.siteRegistrationNo, { exact: true })).toBeVisible();
      await expect(s.footer.getByText(copyrightLine(s.t, site.siteCopyrightOwner), { exact: true })).toBeVisible();
      await expect(s.footer).not.toContainText('2013');
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'lao' ? 'lo' : locale);
    });
  }

  test('switching language sets the cookie and the link prefix', async ({ page, context }) => {
    await page.goto('/');
    const en = shell(page, 'en');
    await page.getByRole('button', { name: en.t('host.LanguageMenu.label', { language: 'English' }) }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/?$/);
    const fr = shell(page, 'fr');
    await expect(fr.searchBox).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('fr');
    // Local links now carry the prefix the router understands.
    await expect(page.getByRole('link', { name: fr.t('host.TopBar.orders') })).toHaveAttribute('href', /^\/fr\/users\/order_list/);
    await page.getByRole('link', { name: fr.t('host.TopBar.orders') }).click();
    await expect(page).toHaveURL(/\/fr\/users\/order_list/);
    // Back to English: no prefix.
    await page.goto('/fr/');
    await page.getByRole('button', { name: fr.t('host.LanguageMenu.label', { language: 'Français' }) }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    await scrollToFooter(page);
    await expect(page.getByText(text('host/src/layout', 'en', 'host.SiteFooter.variety'), { exact: true })).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(text('host/src', 'en', 'host.ErrorPage.notFoundMessage'))).toBeVisible();
    await page.getByRole('link', { name: text('shared/i18n/src', 'en', 'common.backHome') }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test('a third-level category in the panel leads to its search results', async ({ page }) => {
  await page.goto('/');
  const s = shell(page);
  await s.categories.getByRole('button').first().hover();
  const child = s.categories.getByRole('link').first();
  await expect(child).toBeVisible();
  const href = await child.getAttribute('href');
  expect(href).toMatch(/^\/goods\/goods_search\?cid=\d+/);
  await child.click();
  await expect(page).toHaveURL(/\/goods\/goods_search\?cid=\d+/);
});

// Issue 31: every tab is titled after what it shows, in the page's language, and each new title is read out.
for (const locale of ['en', 'fr'] as const) {
  test(`the tab names each page as the shopper moves through the mall (${locale})`, async ({ page }) => {
    const site = text('shared/i18n/src', locale, 'common.siteName');
    const s = shell(page, locale);
    const search = searchPage(page, locale);
    const announcer = page.getByTestId('page-title-announcer');
    await page.goto(`${LOCALE_PREFIX[locale]}/`);
    await expect(s.searchBox).toBeVisible();
    await expect(page).toHaveTitle(site);

    // Searching (the host's box, the catalog's page): the words searched for.
    await s.searchBox.fill('Pro');
    await s.searchBox.press('Enter');
    const searchTitle = `${search.t('catalog.GoodsSearchPage.searchTitle', { keyword: 'Pro' })} – ${site}`;
    await expect(page).toHaveTitle(searchTitle);
    await expect(announcer).toHaveText(searchTitle);

    // A product (a navigation inside the catalog remote): its name, then its shop's.
    await search.cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/goods_detail\/\d+$/);
    // The product page is on screen (its description's heading) before its name is read.
    await expect(
      page.getByRole('heading', { level: 2, name: text('remotes/catalog', locale, 'catalog.GoodsDetailPage.details') }),
    ).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const enterShop = page
      .getByRole('complementary')
      .getByRole('link', { name: text('remotes/catalog', locale, 'catalog.MerchantCard.enter') });
    const productTitle = new RegExp(`^${escapeRegExp(name)} – [^–]+ – ${escapeRegExp(site)}$`);
    await expect(page).toHaveTitle(productTitle);
    await expect(announcer).toHaveText(productTitle);
    const shopName = (await page.title()).split(' – ')[1];

    // Its shop (another remote), then the shop's coupons tab (a navigation inside that remote).
    await enterShop.click();
    await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(page).toHaveTitle(`${shopName} – ${site}`);
    await page.getByRole('tab', { name: text('remotes/merchant-street', locale, 'merchantStreet.MerchantPage.coupon') }).click();
    const couponsTitle = `${text('remotes/merchant-street', locale, 'merchantStreet.MerchantPage.coupon')} – ${shopName} – ${site}`;
    await expect(page).toHaveTitle(couponsTitle);
    await expect(announcer).toHaveText(couponsTitle);

    // Back in history: the search's title again; an unknown address: the 404's.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveTitle(searchTitle);
    await page.goto(`${LOCALE_PREFIX[locale]}/no/such/page`);
    await expect(page).toHaveTitle(`${text('host/src', locale, 'host.ErrorPage.notFoundTitle')} – ${site}`);
  });
}
