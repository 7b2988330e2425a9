import { expect, type Page } from '@playwright/test';
import type { Locale } from '../fixtures/messages';
import { shell } from '../pages/shell';

/**
 * Scrolls to the bottom as a shopper would until the footer is there: it loads when its place comes into view,
 * and a page still growing (a remote's data arriving) can push that place out of view again after one scroll. A busy
 * machine (two workers beside other work) can take more than 15 s to bring the footer's chunk: 30 s.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** The guest (tourist) entry of a login dialog that a purchase opened: an email, Continue, the dialog closes. */
export async function enterAsGuest(page: Page, email: string, locale: Locale = 'en'): Promise<void> {
  const s = shell(page, locale);
  await expect(s.dialog).toBeVisible();
  await s.guestEntry.click();
  await s.dialogEmail.fill(email);
  await s.guestContinue.click();
  await expect(s.dialog).toBeHidden();
}
