import { test, expect, apiCall } from '../../fixtures';
import { DATA_FILES } from '../../fixtures/files';
import { escapeRegExp, text } from '../../fixtures/messages';
import { uploader } from '../../pages/uploader';
import { productPage } from '../../pages/product';
import { operatorCli } from '../../tasks/operator';
import { lineToReview, receivedOrder } from '../../tasks/orders';
import { EVALUATION_LIST_PATH, productPath } from '@mall/routes';

const REMOTE = 'remotes/order-center';
const t = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'en', id, args);
const c = (id: string) => text('remotes/catalog', 'en', id);

test.use({ signedInAs: 'shopper' });

test(
  'a shopper reviews a received order with stars, text and a picture; it shows on the product, then with the merchant’s reply',
  { tag: '@two-api-processes' },
  async ({ page, shopper }, testInfo) => {
    test.setTimeout(120_000);
    const { token } = shopper;
    const { product, orderNo } = await receivedOrder(token);
    const orderInfoId = await lineToReview(token, orderNo);

    // My reviews… To review: the received line with its Evaluate button.
    await page.goto(EVALUATION_LIST_PATH);
    await expect(page.getByRole('heading', { level: 1, name: t('orderCenter.EvaluationListPage.title') })).toBeVisible();
    const pending = page.getByRole('tabpanel', { name: t('orderCenter.ReviewTabsView.pending') });
    await expect(pending).toContainText(orderNo);
    await page.screenshot({ path: testInfo.outputPath('to-review.png'), fullPage: true });
    await pending.getByRole('link', { name: t('orderCenter.PendingReviewList.evaluateLabel', { product: product.name }) }).click();

    // The form: 4 stars for quality, 5 for service, the text and one picture.
    await expect(page).toHaveURL(new RegExp(`/users/evaluation_confirm\\?orderInfoId=${orderInfoId}$`));
    // The URL changes first; the list stays on screen until the form's page has loaded (a router transition).
    await expect(page.getByRole('heading', { level: 1, name: t('orderCenter.EvaluationConfirmPage.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
    const quality = page.getByRole('radiogroup', { name: t('orderCenter.ReviewForm.quality') });
    // A mouse user clicks the fourth star (its label).
    await quality.locator('label', { hasText: '4 stars' }).click();
    await expect(quality.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const service = page.getByRole('radiogroup', { name: t('orderCenter.ReviewForm.service') });
    await expect(service.getByRole('radio', { name: '5 stars' })).toBeChecked();
    const comment = `Arrived quickly and fits well (${Date.now().toString(36)})`;
    await page.getByRole('textbox', { name: t('orderCenter.ReviewForm.comment') }).fill(comment);
    await uploader(page).add.setInputFiles(DATA_FILES.licence);
    const picture = uploader(page).picture(1);
    await expect(picture).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('review-form.png'), fullPage: true });
    await page.getByRole('button', { name: t('orderCenter.ReviewForm.submit') }).click();

    const thanks = page.getByRole('dialog', { name: t('orderCenter.ReviewSentDialog.title') });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: t('orderCenter.ReviewSentDialog.back') }).click();

    // My reviews shows it: both scores, the text and the picture.
    await expect(page).toHaveURL(/\/users\/evaluation_list\?tab=mine$/);
    const mine = page.getByRole('article', { name: product.name });
    await expect(mine).toContainText(comment);
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(mine.getByRole('img', { name: t('orderCenter.MyReviewCard.picture', { index: 1 }) })).toBeVisible();
    // Reviewed: the line no longer waits.
    const waiting = await apiCall<{ list: Array<{ id: number }> }>('/api/front/order/reply/list', { token });
    expect(waiting.data.list.map((line) => line.id)).not.toContain(orderInfoId);

    // The product page's reviews show the text and the picture at once.
    await page.goto(productPath(product.productId));
    const reviews = productPage(page).reviews;
    const review = reviews.getByRole('listitem').filter({ hasText: comment });
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: c('catalog.ReviewItem.picture').replace('{index, number}', '1') })).toBeVisible();

    // The merchant answers through the operator's command line; My reviews shows the reply.
    const written = await apiCall<{ list: Array<{ id: number; comment: string }> }>('/api/front/reply/my/list', { token });
    const reviewId = written.data.list.find((item) => item.comment === comment)!.id;
    const reply = 'Thank you, enjoy your purchase!';
    expect(operatorCli('reviews', 'reply', String(reviewId), '--content', reply)).toContain(reply);
    await page.goto(`${EVALUATION_LIST_PATH}?tab=mine`);
    const answered = page.getByRole('article', { name: product.name });
    const replyHeading = t('orderCenter.MyReviewCard.reply').split('{merchant}')[0];
    const merchantReply = answered.getByRole('region', { name: new RegExp(`^${escapeRegExp(replyHeading)}`) });
    await expect(merchantReply).toContainText(reply);
    await page.screenshot({ path: testInfo.outputPath('my-reviews.png'), fullPage: true });
  },
);
