import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

/** Settings (/users/user_info): the profile form, the email and phone changes, the password form. */
export function accountSettings(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text('remotes/order-center', locale, id, args);
  /** An email or phone change: its group (fieldset) with the new address, Send code, the code and Change. */
  const change = (what: 'email' | 'phone') => {
    const group = page.getByRole('group', { name: t(`orderCenter.ContactForm.${what}Heading`) });
    return {
      group,
      country: group.getByRole('combobox', { name: t('orderCenter.ContactForm.country') }),
      next: group.getByRole('textbox', {
        name: new RegExp(t(what === 'email' ? 'orderCenter.ContactForm.newEmail' : 'orderCenter.ContactForm.newPhone')),
      }),
      sendCode: group.getByRole('button', { name: t('orderCenter.SendCodeButton.send') }),
      resendIn: (seconds: number) => group.getByRole('button', { name: t('orderCenter.SendCodeButton.remaining', { seconds }) }),
      code: group.getByRole('textbox', { name: new RegExp(t('orderCenter.PasswordForm.code')) }),
      submit: group.getByRole('button', {
        name: t(what === 'email' ? 'orderCenter.ContactForm.submitEmail' : 'orderCenter.ContactForm.submitPhone'),
      }),
    };
  };
  return {
    t,
    title: page.getByRole('heading', { level: 1, name: t('orderCenter.UserInfoPage.title') }),
    nickname: page.getByRole('textbox', { name: t('orderCenter.ProfileForm.nickname') }),
    email: page.getByRole('textbox', { name: t('orderCenter.ProfileForm.email'), exact: true }),
    phone: page.getByRole('textbox', { name: t('orderCenter.ProfileForm.phone'), exact: true }),
    save: page.getByRole('button', { name: text('shared/i18n/src', locale, 'common.save') }),
    emailChange: change('email'),
    phoneChange: change('phone'),
    newPassword: page.getByLabel(new RegExp(`^${t('orderCenter.PasswordForm.newPassword')}`)),
    changePassword: page.getByRole('button', { name: t('orderCenter.PasswordForm.submit') }),
  };
}
