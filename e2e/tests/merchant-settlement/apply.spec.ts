import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, apiCall, latestCode, uniqueEmail } from '../../fixtures';
import { API_URL } from '../../fixtures/api';
import { text } from '../../fixtures/messages';
import ports from '../../../scripts/ports.json';
import { MERCHANT_SETTLED_PATH } from '@mall/routes';

const REMOTE = 'remotes/merchant-settlement';
const t = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'en', id, args);
// The uploader's own texts are the common catalogue's (upload.*).
const upload = (id: string, args?: Record<string, string | number>) => text('shared/i18n/src', 'en', id, args);
const ROOT = join(__dirname, '..', '..', '..');
const DATA = join(__dirname, '..', '..', 'data');
const OPERATOR_TOKEN = 'dev-operator-token';
const HOST_URL = `http://localhost:${ports.host}`;

/** A fresh shopper registered through the API with the outbox code; answers the token. */
async function registerShopper(email: string): Promise<string> {
  expect((await apiCall('/api/front/login/email/captcha', { body: email })).code).toBe(200);
  const r = await apiCall<{ token: string }>('/api/front/login/register/email', {
    body: { email, captcha: await latestCode(email), password: 'Shopper123!' },
  });
  expect(r.code).toBe(200);
  return r.data.token;
}

/** What the operator does, through the admin API. */
async function operator<T>(path: string, body?: unknown): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${API_URL}/api/admin/operator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-token': OPERATOR_TOKEN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

/** The operator's command line (scripts/operator.mjs) against the running API. */
function operatorCli(...args: string[]): string {
  return execFileSync('node', ['scripts/operator.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, API_BASE_URL: API_URL, OPERATOR_TOKEN },
    encoding: 'utf8',
  });
}

/** The application form, found as a shopper finds it: by its labels. */
function applicationForm(page: Page) {
  const form = page.getByRole('form', { name: t('merchantSettlement.ApplicationForm.formLabel') });
  return {
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

/** Asks for the email code with the form's button and types what the outbox received. */
async function enterCode(page: Page, email: string) {
  const f = applicationForm(page);
  await f.sendCode.click();
  await expect(f.form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await f.captcha.fill(await latestCode(email));
}

test.describe('becoming a merchant', () => {
  test('apply with pictures, wait, get rejected, edit and resubmit, get approved; the shop opens on the street', async ({
    page,
    context,
    shopperEmail,
  }) => {
    test.setTimeout(120_000);
    const token = await registerShopper(shopperEmail);
    // Signed in as the host's login leaves a registered shopper: the token cookie of strategy local4.
    await context.addCookies([
      { name: 'auth._token.local4', value: `Bearer%20${token}`, url: HOST_URL },
      { name: 'auth.strategy', value: 'local4', url: HOST_URL },
    ]);
    const suffix = Date.now().toString(36);
    const shopName = `Lotus Tea House ${suffix}`;
    const firstEmail = uniqueEmail('owner');

    await test.step('fill in and send the application', async () => {
      await page.goto(`${MERCHANT_SETTLED_PATH}?menuCur=70`);
      await expect(page.getByRole('heading', { level: 1, name: t('merchantSettlement.MerchantSettledPage.title') })).toBeVisible();
      const f = applicationForm(page);
      // Sent empty, the form names what is missing and sends nothing.
      await f.submit.click();
      await expect(page.getByTestId('form-error')).toHaveText(t('merchantSettlement.ApplicationForm.emptyName'));

      await f.name.fill(shopName);
      await f.realName.fill('Mai Tran');
      await f.country.selectOption({ label: 'Thailand +66' });
      await f.phone.fill('812345678');
      await f.email.fill(firstEmail);
      await enterCode(page, firstEmail);
      await f.category.selectOption({ index: 2 });
      await f.type.selectOption({ label: 'Independent Maker' });
      await expect(f.form.getByRole('region', { name: /Requirements for Independent Maker/ })).toBeVisible();
      await f.keywords.fill('tea, ceramics');
      await f.address.fill('12 Riverside Road, Bangkok');
      await f.pictures.setInputFiles([join(DATA, 'licence.png'), join(DATA, 'permit.jpg')]);
      await expect(f.previews).toHaveCount(2);
      // The agreement opens in a dialog; "I agree" ticks the box.
      await f.form.getByRole('button', { name: 'merchant settlement agreement' }).click();
      const dialog = page.getByRole('dialog', { name: t('merchantSettlement.AgreementField.title') });
      await expect(dialog.getByText(/reviews each application within 15 working days/)).toBeVisible();
      await dialog.getByRole('button', { name: t('merchantSettlement.AgreementField.accept') }).click();
      await expect(f.agreement).toBeChecked();
      await page.screenshot({ path: '/tmp/merchant-settlement-form.png', fullPage: true });
      await f.submit.click();
    });

    const record = page.getByRole('list', { name: t('merchantSettlement.ApplicationRecord.listLabel') });
    const card = record.getByRole('article', { name: shopName });
    await test.step('the record shows it waiting for review', async () => {
      await expect(page).toHaveURL(/\/users\/application_record\?menuCur=71$/);
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.pending'))).toBeVisible();
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.pendingNotice'))).toBeVisible();
    });

    const list = await operator<{ list: Array<{ id: number; name: string; qualificationPicture: string }> }>('/settlements?status=pending');
    const application = list.data.list.find((a) => a.name === shopName)!;
    expect(JSON.parse(application.qualificationPicture)).toHaveLength(2);

    await test.step('the operator rejects it from the command line', async () => {
      const out = operatorCli('settlements', 'reject', String(application.id), '--reason', 'The licence photo is blurry');
      expect(out).toContain('Application rejected');
      await page.reload();
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.rejected'), { exact: true })).toBeVisible();
      await expect(
        card.getByText(t('merchantSettlement.ApplicationRecord.reason', { reason: 'The licence photo is blurry' })),
      ).toBeVisible();
    });

    const secondEmail = uniqueEmail('owner');
    await test.step('edit and resubmit it', async () => {
      await card.getByRole('link', { name: t('merchantSettlement.ApplicationRecord.editLabel', { name: shopName }) }).click();
      await expect(page).toHaveURL(new RegExp(`/users/merchant_settled\\?id=${application.id}&menuCur=70$`));
      const f = applicationForm(page);
      await expect(f.name).toHaveValue(shopName);
      await expect(f.previews).toHaveCount(2);
      await expect(
        page.getByText(t('merchantSettlement.MerchantSettledPage.lastReason', { reason: 'The licence photo is blurry' })),
      ).toBeVisible();
      await f.form.getByRole('button', { name: 'Remove picture 1' }).click();
      await f.pictures.setInputFiles(join(DATA, 'licence.png'));
      await expect(f.previews).toHaveCount(2);
      await f.email.fill(secondEmail);
      await enterCode(page, secondEmail);
      await f.agreement.check();
      await f.resubmit.click();
      await expect(page).toHaveURL(/\/users\/application_record/);
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.pending'))).toBeVisible();
      const history = card.getByRole('list', { name: t('merchantSettlement.ApplicationRecord.history') }).getByRole('listitem');
      await expect(history).toHaveCount(3);
      await expect(history.nth(1)).toContainText(
        t('merchantSettlement.ApplicationRecord.rejectedStep', { reason: 'The licence photo is blurry' }),
      );
      await expect(history.nth(2)).toContainText(t('merchantSettlement.ApplicationRecord.resubmitted'));
    });

    await test.step('the operator approves it; the shop opens', async () => {
      const approved = await operator<{ merId: number }>(`/settlements/${application.id}/approve`, {});
      expect(approved.code).toBe(200);
      await page.reload();
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.approved'), { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: t('merchantSettlement.ApplicationRecord.visitShop') })).toHaveAttribute(
        'href',
        `/merchant/merchant/home?id=${approved.data.merId}&menuCur=0`,
      );
      await page.screenshot({ path: '/tmp/merchant-settlement-record.png', fullPage: true });

      // The shop street (the API list the street page shows; its remote is another team's): the new shop is there,
      // open, with five stars and its drawn avatar.
      const first = await apiCall<{ total: number }>('/api/front/merchant/street?page=1&limit=10');
      const lastPage = Math.ceil(first.data.total / 10);
      const street = await apiCall<{ list: Array<{ id: number; name: string; starLevel: number; avatar: string }> }>(
        `/api/front/merchant/street?page=${lastPage}&limit=10`,
      );
      const shop = street.data.list.find((m) => m.id === approved.data.merId);
      expect(shop).toMatchObject({ name: shopName, starLevel: 5 });
      const avatar = await fetch(shop!.avatar);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    });
  });
});
