import type { OrderPayResult } from '@mall/contract';
import { stripePaymentPath } from '@mall/routes';

/** Where a started payment continues: a storefront path (the card page) or an outside URL (PayPal's approval). */
export type PaymentTarget = { kind: 'path'; to: string } | { kind: 'external'; url: string };

/**
 * POST pay/payment answered: stripe goes to the checkout remote's card page with the PaymentIntent's secret; a
 * PayPal answer carries its approval URL (https only). Anything else has nowhere to go.
 */
export function paymentTargetOf(orderNo: string, answer: OrderPayResult): PaymentTarget | null {
  if (answer.stripeClientSecret) return { kind: 'path', to: stripePaymentPath(answer.stripeClientSecret, orderNo) };
  if (answer.redirect && /^https:\/\//.test(answer.redirect)) return { kind: 'external', url: answer.redirect };
  return null;
}
