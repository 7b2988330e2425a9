import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

/** The application form, found as a shopper finds it: by its labels. */
export function applicationForm(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text('remotes/merchant-settlement', locale, id, args);
  // The uploader's own texts are the common catalogue's (upload.*).
  const upload = (id: string) => text('shared/i18n/src', locale, id);
  const form = page.getByRole('form', { name: t('merchantSettlement.ApplicationForm.formLabel') });
  return {
    t,
    form,
    name: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.name') }),
    realName: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.realName') }),
    country: form.getByRole('combobox', { name: t('merchantSettlement.ApplicationForm.dialCode') }),
    phone: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.phone') }),
    email: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.email') }),
    captcha: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.captcha') }),
    sendCode: form.getByRole('button', { name: t('merchantSettlement.SendCodeButton.send') }),
    category: form.getByRole('combobox', { name: t('merchantSettlement.ApplicationForm.category') }),
    type: form.getByRole('combobox', { name: t('merchantSettlement.ApplicationForm.type') }),
    keywords: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.keywords') }),
    address: form.getByRole('textbox', { name: t('merchantSettlement.ApplicationForm.address') }),
    pictures: form.getByLabel(upload('upload.add')),
    previews: form.getByRole('img', { name: /Qualification picture \d+/ }),
    agreement: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: t('merchantSettlement.ApplicationForm.submit') }),
    resubmit: form.getByRole('button', { name: t('merchantSettlement.ApplicationForm.resubmit') }),
  };
}
