import { test, expect } from '../../fixtures';
import { shell } from '../../pages/shell';
import { scrollToFooter } from '../../tasks/shell';
import { copyrightLine, siteDetails } from '../../tasks/site';

test('the footer and the mobile mall show the operator’s site details', async ({ page }) => {
  const site = await siteDetails();
  // The demo mall seeds every detail (api/src/seed/settings.ts): none of them is a placeholder of the shell.
  expect(site.siteAddress).not.toBe('');
  expect(site.siteRegistrationNo).not.toBe('');
  expect(site.siteCopyrightOwner).not.toBe('');
  expect(site.mobileMallUrl).toMatch(/^https:\/\//);

  await page.goto('/');
  const s = shell(page);
  await scrollToFooter(page);
  const address = s.footer.locator('address');
  await expect(address).toHaveText(site.siteAddress);
  await expect(s.footer.getByText(site.siteRegistrationNo, { exact: true })).toBeVisible();
  const copyright = s.footer.getByText(copyrightLine(s.t, site.siteCopyrightOwner), { exact: true });
  await expect(copyright).toBeVisible();
  await expect(copyright).toContainText(String(new Date().getFullYear()));

  const mobile = s.topBar.getByRole('link', { name: new RegExp(s.t('host.TopBar.mobile')) });
  await expect(mobile).toHaveAttribute('href', site.mobileMallUrl);
  await expect(mobile).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: s.t('host.QrCodePopover.button') }).hover();
  await expect(page.getByRole('img', { name: s.t('host.QrCodePopover.alt') })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const edge = page.getByRole('complementary', { name: s.t('host.EdgeWidget.label') });
  await expect(edge.getByRole('button', { name: s.t('host.EdgeWidget.mobile') })).toBeVisible();
});
