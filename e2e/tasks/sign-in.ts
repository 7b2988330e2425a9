// Signing a browser in the way a shopper does — the login dialog — and keeping what it leaves (Playwright's
// storageState), so journeys start signed in without knowing how the storefront stores a session.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../fixtures/messages';
import { shell } from '../pages/shell';
import type { Account } from './accounts';

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo shopper's signed-in state, written by the setup project (e2e/setup/demo.setup.ts) before the journeys. */
export const DEMO_STATE = join(__dirname, '..', '.auth', 'demo.json');

/** Email and password in the login dialog (opened from the header unless it is open already), then submitted. */
export async function signInThroughDialog(page: Page, account: Account, locale: Locale = 'en'): Promise<void> {
  const s = shell(page, locale);
  if (!(await s.dialog.isVisible())) await s.signIn.click();
  await s.dialogEmail.fill(account.email);
  await s.dialogPassword.fill(account.password);
  await s.dialogAgreement.check();
  await s.dialogSubmit.click();
  await expect(s.dialog).toBeHidden();
  await expect(s.accountMenu).toBeVisible();
}

/** Logs out through the account menu and its confirmation, as a shopper does; resolves once "Sign in" is back. */
export async function signOutThroughMenu(page: Page, locale: Locale = 'en'): Promise<void> {
  const s = shell(page, locale);
  await s.accountMenu.click();
  await page.getByRole('button', { name: s.t('host.UserDropdown.logout') }).click();
  await page
    .getByRole('dialog', { name: s.t('host.LogoutDialog.title') })
    .getByRole('button', { name: s.t('host.LogoutDialog.confirm') })
    .click();
  await expect(s.signIn).toBeVisible();
}

/** What a browser keeps once `account` has signed in through the login dialog (in a context of its own). */
export async function signedInState(browser: Browser, baseURL: string | undefined, account: Account): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signInThroughDialog(page, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Signs an open context in with a state signedInState (or the setup project) kept: its cookies, as they were left. */
export async function useSignedInState(context: BrowserContext, state: SignedInState | string): Promise<void> {
  const kept: SignedInState = typeof state === 'string' ? JSON.parse(readFileSync(state, 'utf8')) : state;
  await context.addCookies(kept.cookies);
}
