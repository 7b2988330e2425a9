import { expect, type Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

const LAYOUT = 'host/src/layout';
const AUTH = 'host/src/features/auth';

/** The shell's header, dialog and footer, as a shopper finds them (roles and labels). */
export function shell(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text(LAYOUT, locale, id, args);
  const a = (id: string, args?: Record<string, string | number>) => text(AUTH, locale, id, args);
  const dialog = page.getByRole('dialog', { name: a('host.login.dialogTitle') });
  return {
    t,
    a,
    searchBox: page.getByRole('searchbox', { name: t('host.SearchBox.label') }),
    categories: page.getByRole('navigation', { name: t('host.CategoryNav.nav') }),
    footer: page.getByRole('contentinfo'),
    /** Scrolls to the bottom of the page, as a shopper does to read the footer (it loads when it comes near view). */
    /**
     * Scrolls to the bottom as a shopper would until the footer is there: it loads when its place comes into view,
     * and a page still growing (a remote's data arriving) can push that place out of view again after one scroll.
     */
    scrollToFooter: () =>
      expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 }),
    signIn: page.getByRole('button', { name: t('host.SignInButton.signIn') }).first(),
    dialog,
    dialogEmail: dialog.getByRole('textbox', { name: a('host.login.email') }),
    dialogPassword: dialog.getByRole('textbox', { name: a('host.login.password'), exact: true }),
    dialogAgreement: dialog.getByRole('checkbox'),
    dialogSubmit: dialog.getByRole('button', { name: a('host.login.sign'), exact: true }),
  };
}
