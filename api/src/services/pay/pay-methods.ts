import type { Config } from '../../config';
import type { PayMethodResponse } from '../../schemas/pay';
import { cardProvider } from './payment-provider-factory';

/**
 * The payment methods on offer: cards only (Stripe, or the built-in test card provider in development mode or with
 * PAY_TEST_CARDS). PayPal and WeChat Pay are not offered. With Stripe keys, card payment needs the publishable key
 * for Stripe.js; with no provider at all, card payment is off.
 */
export function payMethods(config: Config): PayMethodResponse {
  const provider = cardProvider(config);
  const test = provider === 'test';
  return {
    paypalStatus: false,
    stripeStatus: test || (provider === 'stripe' && Boolean(config.stripe.publishableKey)),
    wechatPaySwitch: false,
    testCardMode: test,
    stripePublishableKey: test ? null : config.stripe.publishableKey,
  };
}
