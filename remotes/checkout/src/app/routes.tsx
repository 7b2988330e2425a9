import { routesOf, type PageId } from '@mall/routes';
import type { PageLoaders } from '@mall/remote-kit';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type CheckoutPageId = PageId<'checkout'>;

/**
 * The remote's pages, each loaded on first use as its own chunk (page-<id>, which the host's server preloads): the
 * one place this remote names its page ids. exposes/pages.tsx wraps them in the remote's providers; the standalone
 * entry and the page tests take them as they are.
 */
export const pageLoaders: PageLoaders<CheckoutPageId> = {
  shoppingCart: () => import(/* webpackChunkName: "page-shoppingCart" */ './pages/shopping-cart-page').then((m) => m.ShoppingCartPage),
  orderConfirm: () => import(/* webpackChunkName: "page-orderConfirm" */ './pages/order-confirm-page').then((m) => m.OrderConfirmPage),
  stripePayment: () => import(/* webpackChunkName: "page-stripePayment" */ './pages/stripe-payment-page').then((m) => m.StripePaymentPage),
  paymentResult: () => import(/* webpackChunkName: "page-paymentResult" */ './pages/payment-result-page').then((m) => m.PaymentResultPage),
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('checkout');
