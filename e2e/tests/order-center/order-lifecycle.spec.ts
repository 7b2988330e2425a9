import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { payByCard, signInWithCookie } from '../checkout/checkout-data';
import { merchantOrderNo, registerShopper, shipByExpress, trackEvent, unpaidOrder } from './order-data';
import { orderListPath } from '@mall/routes';

const REMOTE = 'remotes/order-center';
const t = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'en', id, args);
const th = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'th', id, args);
const tab = (name: string, count: number) => t('orderCenter.OrderListView.tabWithCount', { name: t(name), count });

test('a shopper pays an unpaid order from My orders, follows the parcel the operator ships and confirms receipt', async ({
  page,
  context,
  shopperEmail,
}, testInfo) => {
  const token = await registerShopper(shopperEmail);
  const { product, masterNo } = await unpaidOrder(token);
  await signInWithCookie(context, token);

  // My orders → To pay → Pay now (asked again) → the card page → the result.
  await page.goto(orderListPath(1));
  await expect(page.getByRole('heading', { level: 1, name: t('orderCenter.OrderListPage.title') })).toBeVisible();
  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabToPay', 1) }).click();
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=0$/);
  const unpaid = page.getByRole('article', { name: t('orderCenter.UnpaidOrderCard.number', { orderNo: masterNo }) });
  await expect(unpaid.getByRole('link', { name: product.name })).toBeVisible();
  await expect(unpaid.getByText(/^Unless paid, it is cancelled at /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('to-pay.png'), fullPage: true });
  await unpaid.getByRole('button', { name: t('orderCenter.UnpaidOrderActions.pay') }).click();
  const confirm = page.getByRole('dialog', { name: t('orderCenter.UnpaidOrderActions.payTitle') });
  await confirm.getByRole('button', { name: t('orderCenter.UnpaidOrderActions.payConfirm') }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: text('remotes/checkout', 'en', 'checkout.ResultView.success') })).toBeVisible();
  const orderNo = await merchantOrderNo(token, masterNo);

  // The operator ships it and the parcel moves on.
  const waybill = `WB${Date.now()}`;
  shipByExpress(orderNo, 'DHL', waybill);
  trackEvent(orderNo, 'Arrived at the Bangkok sorting centre');

  // To receive → the order → carrier, waybill and the newest event first.
  await page.goto(orderListPath(0));
  await page.getByRole('tab', { name: tab('orderCenter.OrderListView.tabToReceive', 1) }).click();
  const shipped = page.getByRole('article', { name: t('orderCenter.MerchantOrderCard.number', { orderNo }) });
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
  const receipt = page.getByRole('dialog', { name: t('orderCenter.MerchantOrderActions.receiptTitle') });
  await receipt.getByRole('button', { name: t('orderCenter.MerchantOrderActions.receipt') }).click();
  await expect(page.getByText(t('orderCenter.OrderActionToast.receipt'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('orderCenter.LineReviewAction.evaluateLine', { name: product.name }) })).toBeVisible();

  // The same list in Thai: the order is under "To review".
  await page.goto(`${LOCALE_PREFIX.th}${orderListPath(3)}`);
  const reviewTab = page.getByRole('tab', {
    name: text(REMOTE, 'th', 'orderCenter.OrderListView.tabWithCount', { name: th('orderCenter.OrderListView.tabToReview'), count: 1 }),
  });
  await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
  const received = page.getByRole('article', { name: th('orderCenter.MerchantOrderCard.number', { orderNo }) });
  await expect(received.getByText(th('orderCenter.OrderState.toReview'))).toBeVisible();
  await expect(
    page.getByRole('tab', {
      name: text(REMOTE, 'th', 'orderCenter.OrderListView.tabWithCount', { name: th('orderCenter.OrderListView.tabToReceive'), count: 0 }),
    }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('to-review-th.png'), fullPage: true });
});
