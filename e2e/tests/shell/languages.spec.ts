import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { LOCALES, text } from '../../fixtures/messages';
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
    await expect(page.getByText(text('host/src/app', 'en', 'host.ErrorPage.notFoundMessage'))).toBeVisible();
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
