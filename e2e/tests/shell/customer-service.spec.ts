import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall } from '../../fixtures/api';
import { shell } from '../../pages/shell';

// Issue 32, item 2: the demo platform has no chat (its channel is email), so "Customer service" opens a visible
// contact panel in the shopper's language — hotline, email and hours as the operator configured them — and never
// hands a silent mailto: to a mail program the shopper may not have.
for (const locale of ['en', 'th'] as const) {
  test(`customer service opens the contact panel in ${locale}: hotline on one line, email, hours`, async ({ page }, testInfo) => {
    const home = (
      await apiCall<{ consumerHotline: string; consumerEmail: string; consumerHours: string }>('/api/pc/home/index', { lang: locale })
    ).data;
    expect(home.consumerHours).not.toBe('');
    await page.goto(`${LOCALE_PREFIX[locale]}/`);
    const s = shell(page, locale);
    const quick = page.getByRole('complementary', { name: s.t('host.SideWindow.label') });
    await quick.getByRole('button', { name: s.t('host.SideWindow.service') }).click();

    const panel = page.getByRole('dialog', { name: s.t('host.ContactPanel.title') });
    await expect(panel).toBeVisible();
    const hotline = panel.getByRole('link', { name: home.consumerHotline });
    await expect(hotline).toHaveAttribute('href', `tel:${home.consumerHotline.replace(/[^\d+]/g, '')}`);
    // One line: the number never breaks at its hyphens ("400-888-/0000").
    expect(await hotline.evaluate((a) => a.getClientRects().length)).toBe(1);
    await expect(panel.getByRole('link', { name: home.consumerEmail })).toHaveAttribute('href', `mailto:${home.consumerEmail}`);
    await expect(panel).toContainText(s.t('host.ContactPanel.hours'));
    await expect(panel).toContainText(home.consumerHours);
    await page.screenshot({ path: testInfo.outputPath(`contact-panel-${locale}.png`) });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(page.url()).toContain(`${LOCALE_PREFIX[locale]}/`);
  });
}
