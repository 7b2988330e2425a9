import type { ComponentType } from 'react';
import { ShoppingCartPage } from './pages/shopping-cart-page';
import { OrderConfirmPage } from './pages/order-confirm-page';
import { StripePaymentPage } from './pages/stripe-payment-page';
import { PaymentResultPage } from './pages/payment-result-page';

/** Page ids of the checkout remote: the keys of the exposed `pages` map. */
export type CheckoutPageId = 'shoppingCart' | 'orderConfirm' | 'stripePayment' | 'paymentResult';

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<CheckoutPageId, ComponentType> = {
  shoppingCart: ShoppingCartPage,
  orderConfirm: OrderConfirmPage,
  stripePayment: StripePaymentPage,
  paymentResult: PaymentResultPage,
};

/** The routes this remote owns (spec section 2); the host's route table mirrors them. */
export const routes: ReadonlyArray<{ path: string; page: CheckoutPageId }> = [
  { path: '/order/shopping_cart', page: 'shoppingCart' },
  { path: '/order/order_confirm', page: 'orderConfirm' },
  { path: '/order/stripe_payment', page: 'stripePayment' },
  { path: '/order/payment_result', page: 'paymentResult' },
];
