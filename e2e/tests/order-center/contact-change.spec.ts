import { test, expect, apiCall, latestCode, uniqueEmail, LOCALE_PREFIX } from '../../fixtures';
import { accountSettings } from '../../pages/account-settings';
import { shell } from '../../pages/shell';
import { USER_INFO_PATH } from '@mall/routes';

// Issue 18, item 2: a shopper changes their email and phone in Settings with a code sent to the new address; the
// old address is told, a taken address is refused, and the header's dropdown shows the new values at once — in French.

test.use({ signedInAs: 'shopper' });

test('a shopper changes the email and the phone with codes sent to the new ones; the header follows (fr)', async ({
  page,
  shopper,
}, testInfo) => {
  const nickname = (await apiCall<{ nickname: string }>('/api/front/user/info', { token: shopper.token })).data.nickname;
  const s = shell(page, 'fr');
  await page.goto(`${LOCALE_PREFIX.fr}${USER_INFO_PATH}`);

  const settings = accountSettings(page, 'fr');
  const emailChange = settings.emailChange;
  const newEmail = emailChange.next;
  const sendEmailCode = emailChange.sendCode;

  // An address another account has is refused, in French, and no code is sent.
  await newEmail.fill('demo@mall.test');
  await sendEmailCode.click();
  await expect(emailChange.group.getByRole('alert')).toHaveText('Cette adresse e-mail est déjà utilisée par un autre compte');

  // The new address gets the code; the change needs it.
  const next = uniqueEmail('moved');
  await newEmail.fill(next);
  await sendEmailCode.click();
  await expect(emailChange.resendIn(60)).toBeDisabled();
  await emailChange.code.fill(await latestCode(next));
  await emailChange.submit.click();
  await expect(page.getByText('Votre adresse e-mail a été modifiée')).toBeVisible();
  await expect(settings.email).toHaveValue(next);

  // The phone: a French number, its SMS code from the outbox.
  const phoneChange = settings.phoneChange;
  const number = `6${String(Date.now()).slice(-8)}`;
  await phoneChange.country.selectOption('FR');
  await phoneChange.next.fill(number);
  await phoneChange.sendCode.click();
  await phoneChange.code.fill(await latestCode(`+33${number}`));
  await page.screenshot({ path: testInfo.outputPath('contact-change-fr.png'), fullPage: true });
  await phoneChange.submit.click();
  await expect(page.getByText('Votre numéro de téléphone a été modifié')).toBeVisible();
  // With its dial code, in the settings and in the header (issue 32, defect 6).
  await expect(settings.phone).toHaveValue(`+33 ${number}`);

  // The header's dropdown shows both at once, without a reload.
  await s.accountMenuOf(nickname).click();
  await expect(page.getByText(s.t('host.UserDropdown.email', { email: next }))).toBeVisible();
  await expect(page.getByText(s.t('host.UserDropdown.phone', { phone: `+33 ${number}` }))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('contact-change-header-fr.png') });

  // The former address was told (in French), and the new one signs in.
  const told = await apiCall<Array<{ subject: string; code: string | null }>>(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
  expect(told.data[0]).toMatchObject({ subject: 'Les coordonnées de votre compte ont été modifiées', code: null });
  expect((await apiCall('/api/front/login/email', { body: { email: next, password: shopper.password } })).code).toBe(200);
});
