import type { Config } from '../../../config';
import type { PayMethodResponse } from '../../../schemas/pay';
import { testCardMode } from './payment-provider-factory';

/**
 * The payment methods on offer: cards only (Stripe, or the built-in test card provider without keys). PayPal and
 * WeChat Pay are not offered. With Stripe keys, card payment needs the publishable key for Stripe.js.
 */
export function payMethods(config: Config): PayMethodResponse {
  const test = testCardMode(config);
  return {
    paypalStatus: false,
    stripeStatus: test || Boolean(config.stripe.publishableKey),
    wechatPaySwitch: false,
    testCardMode: test,
    stripePublishableKey: test ? null : config.stripe.publishableKey,
  };
}
