import type { ComponentType } from 'react';
import { routesOf, type PageId } from '@mall/routes';
import { ShoppingCartPage } from './pages/shopping-cart-page';
import { OrderConfirmPage } from './pages/order-confirm-page';
import { StripePaymentPage } from './pages/stripe-payment-page';
import { PaymentResultPage } from './pages/payment-result-page';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type CheckoutPageId = PageId<'checkout'>;

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<CheckoutPageId, ComponentType> = {
  shoppingCart: ShoppingCartPage,
  orderConfirm: OrderConfirmPage,
  stripePayment: StripePaymentPage,
  paymentResult: PaymentResultPage,
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('checkout');
