import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall, apiData } from '../../fixtures/api';
import { englishIn } from '../../fixtures/catalogue-words';
import { addToCart } from '../../tasks/cart';
import { productNameIn } from '../../tasks/catalog';
import { cartPreOrder, lineToReview, paidOrder, receivedOrder, refundReasons } from '../../tasks/orders';
import { signInThroughDialog } from '../../tasks/sign-in';
import {
  evaluationConfirmPath,
  orderConfirmPath,
  orderDetailPath,
  orderListPath,
  paymentResultPath,
  productPath,
  refundDetailPath,
  SHOPPING_CART_PATH,
} from '@mall/routes';

// Issue 32, item 1: where a shopper decides and pays, the catalogue speaks the shopper's language. For each of the
// four other languages, the visible text of the product page, the cart, the confirmation, the payment result, my
// orders, the order detail, the refund and the review form holds no word of the seed's English catalogue vocabulary
// (e2e/fixtures/catalogue-words.ts: names, options, summaries, descriptions, units, categories).
for (const locale of ['zh-CN', 'fr', 'th', 'lao'] as const) {
  test(`a ${locale} shopper reads no English catalogue text from the product page to the review`, async ({ page, shopper }, testInfo) => {
    const { token } = shopper;
    // The history, made through the API: a received order (its line waits for a review), a paid order whose refund
    // was asked in the shopper's language, the received product in the cart and a confirmation of it.
    const received = await receivedOrder(token);
    const paid = await paidOrder(token);
    const [reason] = await refundReasons(token, locale);
    const refund = await apiCall<{ refundOrderNo: string }>('/api/front/order/refund', {
      token,
      lang: locale,
      body: { orderNo: paid.orderNo, text: reason },
    });
    expect(refund.code).toBe(200);
    const [cartId] = await addToCart(token, [received.product]);
    const preOrderNo = await cartPreOrder(token, cartId);
    const lineId = await lineToReview(token, received.orderNo);
    const receivedName = await productNameIn(received.product.productId, locale);
    // What shoppers and merchants wrote (the order's note, the product's reviews and replies) stays as they wrote it: not catalogue text.
    const reviews = await apiData<{ list: Array<{ comment: string; merchantReplyContent: string | null }> }>(
      `/api/front/product/reply/list/${received.product.productId}?type=0&page=1&limit=20`,
      { lang: locale },
    );
    const { userRemark } = await apiData<{ userRemark: string }>(`/api/front/order/detail/${received.orderNo}`, { token });
    const written = [userRemark, ...reviews.list.flatMap((r) => [r.comment, r.merchantReplyContent ?? ''])].filter(Boolean);
    const refundedName = await productNameIn(paid.product.productId, locale);

    await page.goto(`${LOCALE_PREFIX[locale]}/`);
    await signInThroughDialog(page, shopper, locale);
    const pages: Array<[string, string, string]> = [
      ['product', productPath(received.product.productId), receivedName],
      ['cart', SHOPPING_CART_PATH, receivedName],
      ['confirmation', orderConfirmPath(preOrderNo), receivedName],
      ['payment-result', paymentResultPath(received.masterNo), received.masterNo],
      ['my-orders', orderListPath(7), receivedName],
      ['order-detail', orderDetailPath(received.orderNo), receivedName],
      ['refund', refundDetailPath(refund.data.refundOrderNo), refundedName],
      ['review', evaluationConfirmPath(lineId), receivedName],
    ];
    for (const [what, path, shown] of pages) {
      await page.goto(`${LOCALE_PREFIX[locale]}${path}`);
      const main = page.getByRole('main');
      await expect(main, what).toContainText(shown);
      // The page's own data has arrived (skeletons gone); then what the shopper reads.
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      const visible = written.reduce((text, words) => text.replaceAll(words, ''), await main.innerText());
      const english = englishIn(visible, locale);
      const where = visible.split('\n').filter((line) => english.some((word) => line.toLowerCase().includes(word)));
      expect(english, `${what}: ${where.join(' | ')}`).toEqual([]);
      if (locale === 'th' || locale === 'lao')
        await page.screenshot({ path: testInfo.outputPath(`${what}-${locale}.png`), fullPage: true });
    }
  });
}
