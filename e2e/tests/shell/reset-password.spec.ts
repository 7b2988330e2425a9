import { test, expect, apiCall, latestCode } from '../../fixtures';
import { shell } from '../../pages/shell';

test('a shopper resets a forgotten password with the emailed code and signs in with the new one', async ({ page, shopperEmail }) => {
  // The server allows one code per address per 60 s: this journey waits that minute out on purpose.
  test.setTimeout(150_000);
  // An account made through the API, as a returning shopper would have.
  const firstCodeAt = Date.now();
  await apiCall('/api/front/login/email/captcha', { body: shopperEmail });
  const reg = await apiCall('/api/front/login/register/email', {
    body: { email: shopperEmail, captcha: await latestCode(shopperEmail), password: 'Before123!' },
  });
  expect(reg.code).toBe(200);

  await page.goto('/');
  const s = shell(page);
  await s.signIn.click();
  await s.dialogForget.click();
  await s.dialogEmail.fill(shopperEmail);
  const next = s.dialogNext;
  await next.click();
  // Asking again within a minute of the registration code is refused with a clear message, and nothing is lost.
  await expect(page.getByText(/A code was just sent; please wait \d+ seconds before asking for another/)).toBeVisible();
  await expect(s.dialogEmail).toHaveValue(shopperEmail);
  await page.waitForTimeout(Math.max(0, firstCodeAt + 61_000 - Date.now()));
  await next.click();
  await expect(s.dialog.getByText(s.a('host.login.verDesc', { email: shopperEmail }))).toBeVisible();

  // A wrong code is refused with the server's message; the typed passwords stay.
  const code = s.dialogCaptcha;
  const fresh = s.dialogNewPassword;
  const again = s.dialogPasswordAgain;
  const real = await latestCode(shopperEmail);
  await code.fill(real === '000000' ? '111111' : '000000');
  await fresh.fill('After1234!');
  await again.fill('After1234!');
  await s.dialogResetSubmit.click();
  await expect(page.getByText(/verification code/i).last()).toBeVisible();
  await expect(fresh).toHaveValue('After1234!');

  await code.fill(real);
  await s.dialogResetSubmit.click();
  // The server's own success message is shown (translated by the API), and the dialog returns to mode 2.
  await expect(page.getByText('Password reset successfully')).toBeVisible();

  // Back in mode 2: the old password fails, the new one signs in.
  await expect(s.dialogPassword).toBeVisible();
  await s.dialogEmail.fill(shopperEmail);
  await s.dialogPassword.fill('Before123!');
  await s.dialogAgreement.check();
  await s.dialogSubmit.click();
  await expect(page.getByText('Incorrect account or password')).toBeVisible();
  await s.dialogPassword.fill('After1234!');
  await s.dialogSubmit.click();
  await expect(s.accountMenu).toBeVisible();
});
