import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { Money } from './catalog';
import { OrderNo } from './order';

export const PayMethodResponse = Type.Object(
  {
    paypalStatus: Type.Boolean({ description: 'Always false here' }),
    stripeStatus: Type.Boolean({ description: 'Card payment available' }),
    wechatPaySwitch: Type.Boolean({ description: 'Always false here' }),
    testCardMode: Type.Boolean({
      description:
        'true: no Stripe keys, the built-in test card provider answers (use /pay/test-card/*, no Stripe.js); ' +
        'false: real Stripe (mount the Payment Element with stripePublishableKey)',
    }),
    stripePublishableKey: Nullable(Type.String({ description: 'For Stripe.js; null in test card mode' })),
  },
  { description: 'Payment methods' },
);
export type PayMethodResponse = Static<typeof PayMethodResponse>;

export const OrderPayBody = Type.Object(
  {
    orderNo: OrderNo,
    payType: Type.Union([Type.Literal('paypal'), Type.Literal('stripe'), Type.Literal('wechat')], {
      description: 'Only stripe is enabled; paypal and wechat are refused',
    }),
    payChannel: Type.Optional(Type.Union([Type.Literal('pc'), Type.Literal('mobile')])),
  },
  { description: 'Pay a master order' },
);
export type OrderPayBody = Static<typeof OrderPayBody>;

export const OrderPayResultResponse = Type.Object(
  {
    status: Type.Boolean({ description: 'Always false: the payment is not done yet' }),
    payType: Type.String(),
    orderNo: Type.String(),
    redirect: Type.String({ description: 'Always "" (no PayPal or WeChat here)' }),
    stripeClientSecret: Type.String({ description: 'Go to /order/stripe_payment?clientSecret=…' }),
  },
  { description: 'OrderPayResultResponse' },
);
export type OrderPayResultResponse = Static<typeof OrderPayResultResponse>;

const ClientSecret = Type.String({ minLength: 10, maxLength: 200, description: 'The client secret from /pay/payment' });

export const TestCardSecretBody = Type.Object({ clientSecret: ClientSecret });
export type TestCardSecretBody = Static<typeof TestCardSecretBody>;

export const TestCardConfirmBody = Type.Object(
  {
    clientSecret: ClientSecret,
    cardNumber: Type.String({ maxLength: 30, description: 'Card number; spaces and hyphens are ignored' }),
    expMonth: Type.Integer({ description: '1–12' }),
    expYear: Type.Integer({ minimum: 0, maximum: 9999, description: 'Four digits, or two (20xx)' }),
    cvc: Type.String({ maxLength: 8, description: '3 or 4 digits' }),
  },
  { description: 'Pay with a card on the built-in test provider' },
);
export type TestCardConfirmBody = Static<typeof TestCardConfirmBody>;

export const TestCardAuthenticateBody = Type.Object(
  { clientSecret: ClientSecret, approve: Type.Boolean({ description: 'The shopper completed (true) or failed (false) authentication' }) },
  { description: 'Answer the authentication a card asked for' },
);
export type TestCardAuthenticateBody = Static<typeof TestCardAuthenticateBody>;

const IntentStatus = Type.Union(
  [Type.Literal('requires_payment_method'), Type.Literal('requires_action'), Type.Literal('succeeded'), Type.Literal('canceled')],
  { description: 'As Stripe names PaymentIntent states' },
);

const CardError = Nullable(
  Type.Object({
    code: Type.String({ description: 'card_declined, insufficient_funds, authentication_failed, …' }),
    message: Type.String(),
  }),
);

export const TestCardResult = Type.Object(
  {
    status: IntentStatus,
    orderNo: Type.String({ description: 'The master order: read /order/master/detail/{orderNo} for the result' }),
    paymentIntentId: Type.String(),
    error: CardError,
  },
  {
    description:
      'succeeded (the order is paid by the webhook before this answer), requires_action (authenticate), ' +
      'or requires_payment_method with the decline (the order stays payable)',
  },
);
export type TestCardResult = Static<typeof TestCardResult>;

export const TestCardIntent = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  amount: Money('To pay'),
  currency: Type.String(),
  status: Type.String({ description: 'requires_payment_method, requires_action, succeeded or canceled' }),
  lastError: CardError,
});
export type TestCardIntent = Static<typeof TestCardIntent>;

export const WebhookResponse = Type.Object({
  received: Type.Boolean(),
  applied: Type.Boolean({ description: 'false for a replayed event id' }),
});
