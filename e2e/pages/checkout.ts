import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

const checkoutText = (locale: Locale) => (id: string, args?: Record<string, string | number>) => text('remotes/checkout', locale, id, args);

/** The shopping cart (checkout remote). */
export function cartPage(page: Page, locale: Locale = 'en') {
  const t = checkoutText(locale);
  return {
    t,
    title: page.getByRole('heading', { level: 1, name: t('checkout.ShoppingCartPage.title') }),
    guestBanner: page.getByRole('note'),
    guestSignIn: page.getByRole('button', { name: t('checkout.GuestBanner.signIn') }),
    /** A merchant's group of lines, and its select-all box. */
    merchant: (name: string) => page.getByRole('region', { name }),
    selectMerchant: (name: string) => page.getByRole('checkbox', { name: t('checkout.MerchantGroup.selectAll', { name }) }),
    /** A line's selection box, named by its product. */
    line: (product: string) => page.getByRole('checkbox', { name: t('checkout.CartLineRow.select', { name: product }) }),
    selectAll: page.getByRole('checkbox', { name: t('checkout.CartSummaryBar.selectAll'), exact: true }),
    buyNow: page.getByRole('button', { name: t('checkout.CartSummaryBar.buyNow') }),
  };
}

/** The order confirmation: address, payment method, buyer's note, amount to pay and submit. */
export function confirmPage(page: Page, locale: Locale = 'en') {
  const t = checkoutText(locale);
  return {
    t,
    addresses: page.getByRole('radiogroup', { name: t('checkout.AddressPicker.title') }),
    /** An address to deliver to, named by its recipient and place. */
    address: (name: string | RegExp) => page.getByRole('radio', { name }),
    noAddress: page.getByText(t('checkout.AddressPicker.none')),
    addAddress: page.getByRole('button', { name: t('checkout.AddressPicker.add') }),
    payByCard: page.getByRole('radio', { name: t('checkout.PayMethodTiles.stripe') }),
    note: page.getByRole('textbox', { name: t('checkout.BuyerNote.label') }),
    toPay: page.locator('[data-pay-fee]'),
    submit: page.getByRole('button', { name: t('checkout.ConfirmForm.submit') }),
  };
}

/** The test-mode card payment page. */
export function paymentPage(page: Page, locale: Locale = 'en') {
  const t = checkoutText(locale);
  return {
    t,
    amount: page.locator('[data-amount]'),
    testCardHint: page.getByRole('complementary', { name: t('checkout.TestCardHint.title') }),
    cardNumber: page.getByRole('textbox', { name: 'Card number' }),
    expiry: page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }),
    cvc: page.getByRole('textbox', { name: 'Security code (CVC)' }),
    cardName: page.getByRole('textbox', { name: 'Name on the card' }),
    pay: page.getByRole('button', { name: 'Pay now' }),
  };
}

/** The payment result: the paid or the failed region, with their links and Pay again. */
export function resultPage(page: Page, locale: Locale = 'en') {
  const t = checkoutText(locale);
  const failure = page.getByRole('region', { name: t('checkout.ResultView.failure') });
  const success = page.getByRole('region', { name: t('checkout.ResultView.success') });
  return {
    t,
    success,
    failure,
    payAgain: failure.getByRole('button', { name: t('checkout.ResultView.payAgain') }),
    viewOrders: success.getByRole('link', { name: t('checkout.ResultView.viewOrder') }),
    /** A guest's link to the merchant order's detail. */
    viewOrder: success.getByRole('link', { name: /^View order SH/ }),
  };
}
