import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { cartGroups, signInWithCookie } from '../checkout/checkout-data';
import { paidOrder, registerShopper, shipByExpress, trackEvent, unpaidOrder } from './order-data';
import { orderDetailPath, orderListPath } from '@mall/routes';

// Issue 18, item 4: a cancelled or completed order can be found again under My orders (All, Completed, Cancelled),
// bought again and deleted — here in Chinese.
const REMOTE = 'remotes/order-center';
const zh = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'zh-CN', id, args);
const tab = (name: string, count: number) => zh('orderCenter.OrderListView.tabWithCount', { name: zh(name), count });
const card = (orderNo: string) => zh('orderCenter.MerchantOrderCard.number', { orderNo });

/**
 * Received and every line reviewed: the order completes (status 3). The carrier's last word was "in transit" (its
 * delivery event never came).
 */
async function complete(token: string, orderNo: string): Promise<void> {
  shipByExpress(orderNo, 'DHL', `WB${Date.now()}`);
  trackEvent(orderNo, 'Shanghai hub');
  expect((await apiCall(`/api/front/order/take/${orderNo}`, { method: 'POST', token })).code).toBe(200);
  const detail = await apiCall<{ orderInfoList: Array<{ id: number }> }>(`/api/front/order/detail/${orderNo}`, { token });
  for (const line of detail.data.orderInfoList) {
    const review = await apiCall('/api/front/order/comment', {
      method: 'POST',
      token,
      body: { orderNo, orderInfoId: line.id, star: 5, comment: 'Arrived well packed', pics: '' },
    });
    expect(review.code).toBe(200);
  }
}

test('a shopper finds a cancelled and a completed order again, buys one again and deletes them (zh-CN)', async ({
  page,
  context,
  shopperEmail,
}, testInfo) => {
  const token = await registerShopper(shopperEmail);
  const done = await paidOrder(token);
  await complete(token, done.orderNo);
  const { product, masterNo } = await unpaidOrder(token);
  await signInWithCookie(context, token);

  // Cancel the unpaid order from To pay: it used to vanish from every tab.
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(0)}`);
  await page
    .getByRole('article', { name: zh('orderCenter.UnpaidOrderCard.number', { orderNo: masterNo }) })
    .getByRole('button', { name: zh('orderCenter.UnpaidOrderActions.cancel') })
    .click();
  await page
    .getByRole('dialog', { name: zh('orderCenter.UnpaidOrderActions.cancelTitle') })
    .getByRole('button', { name: zh('orderCenter.UnpaidOrderActions.cancel') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyToPay'))).toBeVisible();

  // All lists both; Cancelled and Completed one each, with their counts.
  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabAll', 2) }).click();
  await expect(page).toHaveURL(/\/zh-CN\/users\/order_list\?orderStatus=7$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: card(done.orderNo) }).getByText(zh('orderCenter.OrderState.completed'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('all-zh-CN.png'), fullPage: true });

  // To review (0) lists nothing: the reviewed order is completed, not waiting for a review.
  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabToReview', 0) }).click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyToReview'))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  // Its detail says the parcel was received, not "in transit".
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderDetailPath(done.orderNo)}`);
  const delivery = page.getByRole('region', { name: zh('orderCenter.DeliveryBlock.title') });
  await expect(delivery.getByText(zh('orderCenter.DeliveryBlock.received'), { exact: true })).toBeVisible();
  await expect(delivery.getByText(text(REMOTE, 'zh-CN', 'orderCenter.LogisticsState.inTransit'), { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('completed-delivery-zh-CN.png'), fullPage: true });
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(7)}`);

  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabCancelled', 1) }).click();
  const cancelled = page.getByRole('article');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByText(zh('orderCenter.OrderState.cancelled'), { exact: true })).toBeVisible();
  await expect(cancelled.getByText(zh('orderCenter.MerchantOrderCard.totalUnpaid', { count: 1 }))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cancelled-zh-CN.png'), fullPage: true });

  // Buy again: the goods are back in the cart, priced by the server, and the cart opens.
  await cancelled.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.buyAgain') }).click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/shopping_cart$/);
  await expect(
    page.getByRole('checkbox', { name: text('remotes/checkout', 'zh-CN', 'checkout.CartLineRow.select', { name: product.name }) }),
  ).toBeVisible();
  const lines = (await cartGroups(token)).flatMap((group) => group.cartInfoList);
  expect(lines.map((l) => [l.productId, l.cartNum])).toEqual([[product.productId, 1]]);

  // Delete the cancelled order (asked again): the Cancelled tab is empty and All counts one.
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(6)}`);
  const again = page.getByRole('article');
  await expect(again).toHaveCount(1);
  await again.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') }).click();
  await page
    .getByRole('dialog', { name: zh('orderCenter.MerchantOrderActions.deleteTitle') })
    .getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyCancelled'))).toBeVisible();
  await expect(page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabCancelled', 0) })).toBeVisible();
  await expect(page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabAll', 1) })).toBeVisible();

  // Completed holds the reviewed order; it can be deleted too.
  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabCompleted', 1) }).click();
  const completed = page.getByRole('article', { name: card(done.orderNo) });
  await expect(completed.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.buyAgain') })).toBeVisible();
  await completed.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') }).click();
  await page
    .getByRole('dialog', { name: zh('orderCenter.MerchantOrderActions.deleteTitle') })
    .getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyCompleted'))).toBeVisible();
  await expect(page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabAll', 0) })).toBeVisible();
});
