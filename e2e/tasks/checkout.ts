// The checkout's flows as a shopper goes through them in the browser.
import { expect, type Page } from '@playwright/test';
import { paymentPage } from '../pages/checkout';

/** The cards of the API's test card provider (development mode): one that pays, one that is declined. */
export const CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** Fills the test-mode card form and pays; the result page opens. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/order\/stripe_payment\?clientSecret=.+&orderNo=PT/);
  const card = paymentPage(page);
  await card.cardNumber.fill(number);
  await card.expiry.fill('12/34');
  await card.cvc.fill('123');
  await card.cardName.fill('Demo Shopper');
  await card.pay.click();
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT/);
}

/** The order number the result page was opened for. */
export function resultOrderNo(page: Page): string {
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  expect(orderNo).toMatch(/^PT/);
  return orderNo!;
}
