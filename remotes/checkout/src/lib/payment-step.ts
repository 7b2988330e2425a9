import type { OrderPayResult } from '@mall/contract';
import { paymentResultPath, stripePaymentPath } from '@mall/routes';

/** Where the shopper goes once an order's payment has started (POST pay/payment answered). */
export type PaymentStep =
  | { kind: 'card'; orderNo: string; clientSecret: string }
  | { kind: 'redirect'; orderNo: string; url: string }
  | { kind: 'result'; orderNo: string };

/** stripe: the card page with the PaymentIntent's secret; PayPal: its approve URL; anything else: the result page. */
export function paymentStepOf(orderNo: string, answer: OrderPayResult): PaymentStep {
  if (answer.stripeClientSecret) return { kind: 'card', orderNo, clientSecret: answer.stripeClientSecret };
  if (answer.redirect && /^https:\/\//.test(answer.redirect)) return { kind: 'redirect', orderNo, url: answer.redirect };
  return { kind: 'result', orderNo };
}

/** The storefront path of a card or result step (a redirect leaves the storefront). */
export function paymentStepPath(step: Exclude<PaymentStep, { kind: 'redirect' }>): string {
  return step.kind === 'card' ? stripePaymentPath(step.clientSecret, step.orderNo) : paymentResultPath(step.orderNo);
}
