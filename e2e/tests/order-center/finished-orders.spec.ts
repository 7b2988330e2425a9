import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { cartPage } from '../../pages/checkout';
import { orderList } from '../../pages/order-center';
import { cartGroups } from '../../tasks/cart';
import { productNameIn } from '../../tasks/catalog';
import { completedOrder, unpaidOrder } from '../../tasks/orders';
import { orderDetailPath, orderListPath } from '@mall/routes';

// Issue 18, item 4: a cancelled or completed order can be found again under My orders (All, Completed, Cancelled),
// bought again and deleted — here in Chinese.
const REMOTE = 'remotes/order-center';
const zh = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'zh-CN', id, args);

test.use({ signedInAs: 'shopper' });

test('a shopper finds a cancelled and a completed order again, buys one again and deletes them (zh-CN)', async ({
  page,
  shopper,
}, testInfo) => {
  // Its set-up is the longest of the order journeys (a completed order: paid, shipped, tracked, received and reviewed
  // through the API and the operator's command line, then an unpaid one), as review.spec's: the same allowance.
  test.setTimeout(120_000);
  const { token } = shopper;
  const done = await completedOrder(token);
  const { product, masterNo } = await unpaidOrder(token);
  const orders = orderList(page, 'zh-CN');

  // Cancel the unpaid order from To pay: it used to vanish from every tab.
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(0)}`);
  await orders
    .unpaid(masterNo)
    .getByRole('button', { name: zh('orderCenter.UnpaidOrderActions.cancel') })
    .click();
  await orders
    .confirm('orderCenter.UnpaidOrderActions.cancelTitle')
    .getByRole('button', { name: zh('orderCenter.UnpaidOrderActions.cancel') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyToPay'))).toBeVisible();

  // All lists both; Cancelled and Completed one each, with their counts.
  await orders.tab('orderCenter.OrderListView.tabAll', 2).click();
  await expect(page).toHaveURL(/\/zh-CN\/users\/order_list\?orderStatus=7$/);
  await expect(orders.cards).toHaveCount(2);
  await expect(orders.order(done.orderNo).getByText(zh('orderCenter.OrderState.completed'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('all-zh-CN.png'), fullPage: true });

  // To review (0) lists nothing: the reviewed order is completed, not waiting for a review.
  await orders.tab('orderCenter.OrderListView.tabToReview', 0).click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyToReview'))).toBeVisible();
  await expect(orders.cards).toHaveCount(0);
  // Its detail says the parcel was received, not "in transit".
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderDetailPath(done.orderNo)}`);
  const delivery = page.getByRole('region', { name: zh('orderCenter.DeliveryBlock.title') });
  await expect(delivery.getByText(zh('orderCenter.DeliveryBlock.received'), { exact: true })).toBeVisible();
  await expect(delivery.getByText(text(REMOTE, 'zh-CN', 'orderCenter.LogisticsState.inTransit'), { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('completed-delivery-zh-CN.png'), fullPage: true });
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(7)}`);

  await orders.tab('orderCenter.OrderListView.tabCancelled', 1).click();
  const cancelled = orders.cards;
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByText(zh('orderCenter.OrderState.cancelled'), { exact: true })).toBeVisible();
  await expect(cancelled.getByText(zh('orderCenter.MerchantOrderCard.totalUnpaid', { count: 1 }))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cancelled-zh-CN.png'), fullPage: true });

  // Buy again: the goods are back in the cart, priced by the server, and the cart opens.
  await cancelled.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.buyAgain') }).click();
  await expect(page).toHaveURL(/\/zh-CN\/order\/shopping_cart$/);
  await expect(cartPage(page, 'zh-CN').line(await productNameIn(product.productId, 'zh-CN'))).toBeVisible();
  const lines = (await cartGroups(token)).flatMap((group) => group.cartInfoList);
  expect(lines.map((l) => [l.productId, l.cartNum])).toEqual([[product.productId, 1]]);

  // Delete the cancelled order (asked again): the Cancelled tab is empty and All counts one.
  await page.goto(`${LOCALE_PREFIX['zh-CN']}${orderListPath(6)}`);
  const again = orders.cards;
  await expect(again).toHaveCount(1);
  await again.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') }).click();
  await orders
    .confirm('orderCenter.MerchantOrderActions.deleteTitle')
    .getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyCancelled'))).toBeVisible();
  await expect(orders.tab('orderCenter.OrderListView.tabCancelled', 0)).toBeVisible();
  await expect(orders.tab('orderCenter.OrderListView.tabAll', 1)).toBeVisible();

  // Completed holds the reviewed order; it can be deleted too.
  await orders.tab('orderCenter.OrderListView.tabCompleted', 1).click();
  const completed = orders.order(done.orderNo);
  await expect(completed.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.buyAgain') })).toBeVisible();
  await completed.getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') }).click();
  await orders
    .confirm('orderCenter.MerchantOrderActions.deleteTitle')
    .getByRole('button', { name: zh('orderCenter.MerchantOrderActions.delete') })
    .click();
  await expect(page.getByText(zh('orderCenter.OrderListView.emptyCompleted'))).toBeVisible();
  await expect(orders.tab('orderCenter.OrderListView.tabAll', 0)).toBeVisible();
});
