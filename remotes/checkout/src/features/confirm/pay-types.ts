import type { PayMethodResponse, PayType } from '@mall/contract';

/** The methods the API has switched on, in the original's order (card first). */
export function enabledPayTypes(methods: PayMethodResponse | null): PayType[] {
  if (!methods) return [];
  const on: PayType[] = [];
  if (methods.stripeStatus) on.push('stripe');
  if (methods.paypalStatus) on.push('paypal');
  if (methods.wechatPaySwitch) on.push('wechat');
  return on;
}
