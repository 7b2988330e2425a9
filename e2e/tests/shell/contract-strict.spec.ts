// Our storefront against a backend of the contract's family, played by our API with CONTRACT_STRICT=true: the
// endpoints of ours (points, my reviews, the review line, the qualification challenge…) answer HTTP 404 there.
// `npm test` runs these journeys on their own stack with that switch (scripts/test.mjs); the main run skips them.
import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { text, type Locale } from '../../fixtures/messages';
import { API_URL } from '../../fixtures/api';
import { receivedOrder } from '../../tasks/orders';
import { EVALUATION_LIST_PATH, shopPath, USER_INTEGRAL_PATH } from '@mall/routes';

const common = (id: string, locale: Locale = 'en') => text('shared/i18n/src', locale, id);
const oc = (id: string, args?: Record<string, string | number>) => text('remotes/order-center', 'en', id, args);
const ms = (id: string) => text('remotes/merchant-street', 'en', id);
const NOT_OFFERED = common('errors.notOffered');

test.describe('the storefront on a backend without our extensions', { tag: '@contract-strict' }, () => {
  test.beforeAll(async () => {
    // The stack must really be strict, or these journeys would prove nothing.
    const res = await fetch(`${API_URL}/api/front/merchant/qualification/captcha/1`);
    expect(res.status, 'run with CONTRACT_STRICT=true (scripts/test.mjs does)').toBe(404);
  });

  test('the qualification opens without the server challenge', async ({ page }) => {
    const store = (await apiCall<{ list: Array<{ id: number; name: string }> }>('/api/front/merchant/street?page=1&limit=10')).data.list[1];
    const expected = (await apiCall<{ realName: string; address: string }>(`/api/front/merchant/detail/${store.id}`)).data;
    await page.goto(shopPath(store.id));
    await page.getByRole('link', { name: ms('merchantStreet.StoreHeader.qualification') }).click();
    await expect(page.getByRole('heading', { level: 2, name: ms('merchantStreet.MerchantQualificationPage.title') })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText(expected.realName);
    await expect(details).toContainText(expected.address);
    await expect(page.getByRole('img', { name: ms('merchantStreet.ChallengeForm.picture') })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'shopper' });

    test('points and "my reviews" say they are not offered; a review is still written through the pending list', async ({
      page,
      shopper,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { token } = shopper;
      const { product, orderNo } = await receivedOrder(token);

      // Points: the heading and one translated notice, no figures, no retry, no spinner left turning.
      await page.goto(USER_INTEGRAL_PATH);
      await expect(page.getByRole('heading', { level: 1, name: oc('orderCenter.UserIntegralPage.title') })).toBeVisible();
      await expect(page.getByText(NOT_OFFERED)).toHaveCount(1);
      await expect(page.getByRole('button', { name: common('common.retry') })).toHaveCount(0);
      await expect(page.getByRole('main').getByText(common('common.loading'))).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('points-not-offered.png'), fullPage: true });

      // Reviews: "My reviews" says so; "To review" lists the line, whose form loads without reply/info.
      await page.goto(`${EVALUATION_LIST_PATH}?tab=mine`);
      await expect(page.getByRole('tabpanel', { name: oc('orderCenter.ReviewTabsView.mine') })).toContainText(NOT_OFFERED);
      await page.getByRole('tab', { name: oc('orderCenter.ReviewTabsView.pending') }).click();
      const pending = page.getByRole('tabpanel', { name: oc('orderCenter.ReviewTabsView.pending') });
      await expect(pending).toContainText(orderNo);
      await pending.getByRole('link', { name: oc('orderCenter.PendingReviewList.evaluateLabel', { product: product.name }) }).click();
      // The form is a page of its own; until it is there the list (which links the product too) is still on screen.
      await expect(page).toHaveURL(/\/users\/evaluation_confirm\?orderInfoId=\d+$/);
      await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      const comment = `Written on a strict backend (${Date.now().toString(36)})`;
      await page.getByRole('textbox', { name: oc('orderCenter.ReviewForm.comment') }).fill(comment);
      await page.getByRole('button', { name: oc('orderCenter.ReviewForm.submit') }).click();
      await expect(page.getByRole('dialog', { name: oc('orderCenter.ReviewSentDialog.title') })).toBeVisible();

      // The review is stored: the product shows it, and the line no longer waits.
      const reviews = await apiCall<{ list: Array<{ comment: string }> }>(
        `/api/front/product/reply/list/${product.productId}?type=0&page=1&limit=20`,
      );
      expect(reviews.data.list.map((review) => review.comment)).toContain(comment);
      const waiting = await apiCall<{ list: Array<{ merOrderNo: string }> }>('/api/front/order/reply/list?page=1&limit=50', { token });
      expect(waiting.data.list.map((line) => line.merOrderNo)).not.toContain(orderNo);

      // The same notice in French (last: the chosen language then sticks to bare URLs).
      await page.goto(`${LOCALE_PREFIX.fr}${USER_INTEGRAL_PATH}`);
      await expect(page.getByText(common('errors.notOffered', 'fr'))).toBeVisible();
    });
  });
});
