import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { resultPage } from '../../pages/checkout';
import { orderList } from '../../pages/order-center';
import { CARDS, payByCard } from '../../tasks/checkout';
import { shipByExpress, trackEvent } from '../../tasks/operator';
import { merchantOrderNo, unpaidOrder } from '../../tasks/orders';
import { orderListPath } from '@mall/routes';

const REMOTE = 'remotes/order-center';
const t = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'en', id, args);
const th = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'th', id, args);

test.use({ signedInAs: 'shopper' });

test('a shopper pays an unpaid order from My orders, follows the parcel the operator ships and confirms receipt', async ({
  page,
  shopper,
}, testInfo) => {
  const { token } = shopper;
  const { product, masterNo } = await unpaidOrder(token);
  const orders = orderList(page);

  // My orders → To pay → Pay now (asked again) → the card page → the result.
  await page.goto(orderListPath(1));
  await expect(orders.title).toBeVisible();
  await orders.tab('orderCenter.OrderListView.tabToPay', 1).click();
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=0$/);
  const unpaid = orders.unpaid(masterNo);
  await expect(unpaid.getByRole('link', { name: product.name })).toBeVisible();
  await expect(unpaid.getByText(/^Unless paid, it is cancelled at /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('to-pay.png'), fullPage: true });
  await unpaid.getByRole('button', { name: t('orderCenter.UnpaidOrderActions.pay') }).click();
  const confirm = orders.confirm('orderCenter.UnpaidOrderActions.payTitle');
  await confirm.getByRole('button', { name: t('orderCenter.UnpaidOrderActions.payConfirm') }).click();
  await payByCard(page, CARDS.good);
  await expect(resultPage(page).success).toBeVisible();
  const orderNo = await merchantOrderNo(token, masterNo);

  // The operator ships it and the parcel moves on.
  const waybill = `WB${Date.now()}`;
  shipByExpress(orderNo, 'DHL', waybill);
  trackEvent(orderNo, 'Arrived at the Bangkok sorting centre');

  // To receive → the order → carrier, waybill and the newest event first.
  await page.goto(orderListPath(0));
  await orders.tab('orderCenter.OrderListView.tabToReceive', 1).click();
  const shipped = orders.order(orderNo);
  await expect(shipped.getByText(t('orderCenter.OrderState.toReceive'))).toBeVisible();
  await shipped.getByRole('link', { name: t('orderCenter.MerchantOrderActions.detailsOf', { orderNo }) }).click();
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${orderNo}&orderStatus=2`));
  const delivery = page.getByRole('region', { name: t('orderCenter.DeliveryBlock.title') });
  await expect(delivery.getByText('DHL', { exact: true })).toBeVisible();
  await expect(delivery.getByText(waybill)).toBeVisible();
  const events = delivery.getByRole('list', { name: t('orderCenter.LogisticsTimeline.title') }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('Arrived at the Bangkok sorting centre');
  await expect(events.nth(1)).toContainText('DHL');
  await expect(page.getByRole('list', { name: t('orderCenter.StepBar.label') }).locator('[aria-current="step"]')).toHaveText(
    t('orderCenter.StepBar.toReceive'),
  );
  await page.screenshot({ path: testInfo.outputPath('detail-shipped.png'), fullPage: true });

  // Confirm receipt (asked again): the order waits for a review.
  await page.getByRole('button', { name: t('orderCenter.MerchantOrderActions.receipt') }).click();
  const receipt = orders.confirm('orderCenter.MerchantOrderActions.receiptTitle');
  await receipt.getByRole('button', { name: t('orderCenter.MerchantOrderActions.receipt') }).click();
  await expect(page.getByText(t('orderCenter.OrderActionToast.receipt'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('orderCenter.LineReviewAction.evaluateLine', { name: product.name }) })).toBeVisible();

  // The same list in Thai: the order is under "To review".
  await page.goto(`${LOCALE_PREFIX.th}${orderListPath(3)}`);
  const thaiOrders = orderList(page, 'th');
  await expect(thaiOrders.tab('orderCenter.OrderListView.tabToReview', 1)).toHaveAttribute('aria-selected', 'true');
  await expect(thaiOrders.order(orderNo).getByText(th('orderCenter.OrderState.toReview'))).toBeVisible();
  await expect(thaiOrders.tab('orderCenter.OrderListView.tabToReceive', 0)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('to-review-th.png'), fullPage: true });
});
