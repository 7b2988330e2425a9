import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import type { CheckoutPageId } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>), fetched when the host first shows it.
 */
export const pages = lazyPages<CheckoutPageId>(
  {
    shoppingCart: () =>
      import(/* webpackChunkName: "page-shoppingCart" */ '../app/pages/shopping-cart-page').then((m) => m.ShoppingCartPage),
    orderConfirm: () =>
      import(/* webpackChunkName: "page-orderConfirm" */ '../app/pages/order-confirm-page').then((m) => m.OrderConfirmPage),
    stripePayment: () =>
      import(/* webpackChunkName: "page-stripePayment" */ '../app/pages/stripe-payment-page').then((m) => m.StripePaymentPage),
    paymentResult: () =>
      import(/* webpackChunkName: "page-paymentResult" */ '../app/pages/payment-result-page').then((m) => m.PaymentResultPage),
  },
  remote.withProviders,
);
