import type { Page } from '@playwright/test';
import { escapeRegExp, text, type Locale } from '../fixtures/messages';

const LAYOUT = 'host/src/layout';
const AUTH = 'host/src/features/auth';

/** The shell's header, login dialog and footer, as a shopper finds them (roles and labels), with their texts. */
export function shell(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text(LAYOUT, locale, id, args);
  const a = (id: string, args?: Record<string, string | number>) => text(AUTH, locale, id, args);
  const dialog = page.getByRole('dialog', { name: a('host.login.dialogTitle') });
  return {
    t,
    a,
    header: page.getByRole('banner'),
    topBar: page.getByRole('navigation', { name: t('host.TopBar.label') }),
    searchBox: page.getByRole('searchbox', { name: t('host.SearchBox.label') }),
    searchButton: page.getByRole('button', { name: t('host.SearchBox.submit'), exact: true }),
    categories: page.getByRole('navigation', { name: t('host.CategoryNav.nav') }),
    footer: page.getByRole('contentinfo'),
    toasts: page.getByRole('region', { name: t('host.ToastArea.label') }),
    signIn: page.getByRole('button', { name: t('host.SignInButton.signIn') }).first(),
    /** The signed-in header's account menu (any shopper's: the message with any name). */
    accountMenu: page.getByRole('button', {
      name: new RegExp(t('host.UserDropdown.account', { name: '\u0000' }).split('\u0000').map(escapeRegExp).join('.+')),
    }),
    /** The account menu of the shopper named `name`. */
    accountMenuOf: (name: string) => page.getByRole('button', { name: t('host.UserDropdown.account', { name }) }),
    /** The header's cart link, named by what it shows: "Cart, empty", "Cart 1, 1 item", "Cart 2, 2 items". */
    cart: (count?: number) =>
      page.getByRole('link', {
        name: count === undefined ? /^Cart\b/ : count === 0 ? 'Cart, empty' : new RegExp(`^Cart ${count}, ${count} items?`),
      }),
    dialog,
    dialogEmail: dialog.getByRole('textbox', { name: a('host.login.email') }),
    dialogPassword: dialog.getByRole('textbox', { name: a('host.login.password'), exact: true }),
    dialogAgreement: dialog.getByRole('checkbox'),
    dialogSubmit: dialog.getByRole('button', { name: a('host.login.sign'), exact: true }),
    dialogCaptcha: dialog.getByRole('textbox', { name: a('host.login.captcha') }),
    dialogSendCode: dialog.getByRole('button', { name: a('host.login.sendCode') }),
    /** Registration (mode 6): Create an account, then Register. */
    dialogCreate: dialog.getByRole('button', { name: a('host.login.create') }),
    dialogRegister: dialog.getByRole('button', { name: a('host.login.register'), exact: true }),
    /** Phone sign-in with a code: the Phone tab, its quick (code) sign-in and the number. */
    dialogPhoneTab: dialog.getByRole('tab', { name: a('host.login.tabPhone') }),
    dialogQuick: dialog.getByRole('button', { name: a('host.login.quick') }),
    dialogPhone: dialog.getByRole('textbox', { name: a('host.login.phone') }),
    /** The forgotten password: Forgot, Next, the new password twice and Submit. */
    dialogForget: dialog.getByRole('button', { name: a('host.login.forget') }),
    dialogNext: dialog.getByRole('button', { name: a('host.login.next') }),
    dialogNewPassword: dialog.getByRole('textbox', { name: a('host.login.newPassword'), exact: true }),
    dialogPasswordAgain: dialog.getByRole('textbox', { name: a('host.login.passwordAgain'), exact: true }),
    dialogResetSubmit: dialog.getByRole('button', { name: a('host.login.submit') }),
    dialogQrCode: dialog.getByRole('img', { name: a('host.login.qrLoginAlt') }),
    /** The guest (tourist) entry: its button, then Continue once the email is typed. */
    guestEntry: dialog.getByRole('button', { name: a('host.login.tourists') }),
    guestContinue: dialog.getByRole('button', { name: a('host.login.continue') }),
  };
}

export type Shell = ReturnType<typeof shell>;
