import { test, expect, apiCall } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { signedInState } from '../../tasks/sign-in';

// Issue 18, item 1: QR sign-in with two browsers in Thai — the desktop's login dialog shows a one-time code, the
// shopper's signed-in phone opens it, is asked "Sign in on the computer?", confirms, and the desktop signs in within
// a second or two; the same code opened again is refused.
const app = (id: string, args?: Record<string, string | number>) => text('host/src', 'th', id, args);

test('a shopper signs the computer in by confirming its QR code on the phone; a reused code is refused (th)', async ({
  browser,
  page,
  shopper,
}, testInfo) => {
  const nickname = (await apiCall<{ nickname: string }>('/api/front/user/info', { token: shopper.token })).data.nickname;
  const s = shell(page, 'th');
  // The phone is signed in to the same shopper (through its login dialog).
  const phoneState = await signedInState(browser, testInfo.project.use.baseURL, shopper);

  // The desktop: not signed in; the login dialog's QR panel draws a fresh ticket.
  await page.goto('/th');
  const ticketAnswer = page.waitForResponse((response) => response.url().endsWith('/api/front/login/qr/ticket'));
  await s.signIn.click();
  const { data } = (await (await ticketAnswer).json()) as { data: { ticket: string } };
  const code = s.dialogQrCode;
  await expect(code).toBeVisible();
  await expect(s.dialog.getByText(s.a('host.login.qrScanHint'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('qr-dialog-th.png') });

  // The phone, signed in to the same shopper, opens the address the code holds (qr-login.test.tsx checks the drawing).
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: testInfo.project.use.baseURL,
    storageState: phoneState,
  });
  const phonePage = await phone.newPage();
  const url = `/th/middlewares/qr_login#${data.ticket}`;
  await phonePage.goto(url);
  await expect(phonePage.getByRole('heading', { level: 1, name: app('host.QrLoginPage.title') })).toBeVisible();
  await expect(phonePage.getByText(app('host.QrLoginPage.question', { name: nickname }))).toBeVisible();
  // Scanned: the desktop says to confirm on the phone.
  await expect(s.dialog.getByText(s.a('host.login.qrScanned'))).toBeVisible();
  await phonePage.screenshot({ path: testInfo.outputPath('qr-phone-th.png') });
  // A phone's page, not the desktop's squeezed (issue 32, defect 5): the search box has a row of its own, and the
  // cart and every header control lie within the 390 px screen.
  const phoneShell = shell(phonePage, 'th');
  expect((await phoneShell.searchBox.boundingBox())!.width).toBeGreaterThan(200);
  const beyond = await phoneShell.header.evaluate((header) =>
    [...header.querySelectorAll('a, button')]
      .filter((control) => control.getBoundingClientRect().width > 0 && control.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
  );
  expect(beyond).toEqual([]);
  // The desktop's floating tiles stay off the phone's page text.
  await expect(phonePage.getByRole('complementary')).toHaveCount(0);

  await phonePage.getByRole('button', { name: app('host.QrLoginPage.confirm'), exact: true }).click();
  await expect(phonePage.getByRole('status')).toHaveText('เข้าสู่ระบบบนคอมพิวเตอร์แล้ว');

  // The desktop signs in by itself within a second or two: the dialog closes and the header names the shopper.
  await expect(s.dialog).toBeHidden({ timeout: 3000 });
  await expect(s.accountMenuOf(nickname)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('qr-signed-in-th.png') });

  // The same code opened again is refused, in Thai.
  await phonePage.goto('/th');
  await phonePage.goto(url);
  await expect(phonePage.getByRole('alert')).toHaveText('คิวอาร์โค้ดนี้ถูกใช้แล้ว แต่ละโค้ดใช้เข้าสู่ระบบได้ครั้งเดียว');
  await expect(phonePage.getByRole('button', { name: app('host.QrLoginPage.confirm'), exact: true })).toHaveCount(0);
  await phone.close();
});
