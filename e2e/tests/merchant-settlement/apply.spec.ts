import { test, expect, apiCall, latestCode, uniqueEmail } from '../../fixtures';
import { DATA_FILES } from '../../fixtures/files';
import { text } from '../../fixtures/messages';
import { applicationForm } from '../../pages/merchant-settlement';
import { inTurn } from '../../tasks/in-turn';
import { operatorApi, operatorCli } from '../../tasks/operator';
import { MERCHANT_SETTLED_PATH } from '@mall/routes';
import type { Page } from '@playwright/test';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/merchant-settlement', 'en', id, args);

/** Asks for the email code with the form's button and types what the outbox received. */
async function enterCode(page: Page, email: string) {
  const f = applicationForm(page);
  await f.sendCode.click();
  await expect(f.form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await f.captcha.fill(await latestCode(email));
}

test.describe('becoming a merchant', () => {
  // Signed in as a shopper of the journey's own (registered through the API, signed in through the login dialog).
  test.use({ signedInAs: 'shopper' });

  test('apply with pictures, wait, get rejected, edit and resubmit, get approved; the shop opens on the street', async ({ page }) => {
    test.setTimeout(120_000);
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
      await f.pictures.setInputFiles([DATA_FILES.licence, DATA_FILES.permit]);
      await expect(f.previews).toHaveCount(2);
      // The agreement opens in a dialog; "I agree" ticks the box.
      await f.form.getByRole('button', { name: 'merchant settlement agreement' }).click();
      const dialog = page.getByRole('dialog', { name: t('merchantSettlement.AgreementField.title') });
      await expect(dialog.getByText(/reviews each application within 15 working days/)).toBeVisible();
      await dialog.getByRole('button', { name: t('merchantSettlement.AgreementField.accept') }).click();
      await expect(f.agreement).toBeChecked();
      await page.screenshot({ path: test.info().outputPath('form.png'), fullPage: true });
      await f.submit.click();
    });

    const record = page.getByRole('list', { name: t('merchantSettlement.ApplicationRecord.listLabel') });
    const card = record.getByRole('article', { name: shopName });
    await test.step('the record shows it waiting for review', async () => {
      await expect(page).toHaveURL(/\/users\/application_record\?menuCur=71$/);
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.pending'))).toBeVisible();
      await expect(card.getByText(t('merchantSettlement.ApplicationRecord.pendingNotice'))).toBeVisible();
    });

    const list = await operatorApi<{ list: Array<{ id: number; name: string; qualificationPicture: string }> }>(
      '/settlements?status=pending',
    );
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
      await f.pictures.setInputFiles(DATA_FILES.licence);
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

    // The shop street's count of open stores is shared: the journey that counts it takes turns with this one.
    await inTurn('open stores', async () => {
      await test.step('the operator approves it; the shop opens', async () => {
        const approved = await operatorApi<{ merId: number }>(`/settlements/${application.id}/approve`, {});
        expect(approved.code).toBe(200);
        await page.reload();
        await expect(card.getByText(t('merchantSettlement.ApplicationRecord.approved'), { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: t('merchantSettlement.ApplicationRecord.visitShop') })).toHaveAttribute(
          'href',
          `/merchant/merchant/home?id=${approved.data.merId}&menuCur=0`,
        );
        await page.screenshot({ path: test.info().outputPath('record.png'), fullPage: true });

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
});
