import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { apiForFile } from '../../helper';
import { loadConfig } from '../../../src/config';
import { AppError } from '../../../src/lib/errors';
import { payMethods } from '../../../src/services/pay/pay-methods';
import { IntentGoneError } from '../../../src/services/pay/payment-provider';
import { createStripeProvider, type StripeIntent, type StripeIntentsApi } from '../../../src/services/pay/stripe-provider';
import { luhnValid } from '../../../src/services/pay/test-card-rules';
import { signPayload, verifySignature } from '../../../src/services/pay/webhook-signature';
import { giveCoupon, masterDetail, placeOrder, pointsOf, rows, shopper, skus, stockOf, type Shopper } from './order-fixtures';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const api = apiForFile({ stripe: { secretKey: null, publishableKey: null, webhookSecret: WEBHOOK_SECRET, currency: 'usd' } });

const pay = (who: Shopper, orderNo: string, payType = 'stripe') =>
  api.call('/api/front/pay/payment', { token: who.token, body: { orderNo, payType, payChannel: 'pc' } });
const card = (clientSecret: string, cardNumber: string, more: Record<string, unknown> = {}) =>
  api.call('/api/front/pay/test-card/confirm', { body: { clientSecret, cardNumber, expMonth: 12, expYear: 2099, cvc: '123', ...more } });
const authenticate = (clientSecret: string, approve: boolean) =>
  api.call('/api/front/pay/test-card/authenticate', { body: { clientSecret, approve } });
const sales = async (skuId: number) => (await rows(api, 'SELECT sales FROM product_sku WHERE id = $1', [skuId]))[0].sales as number;
const master = async (orderNo: string) => (await rows(api, 'SELECT * FROM master_order WHERE order_no = $1', [orderNo]))[0];

/** A shopper with an unpaid order of `qty` × a 30.00 SKU (+10.00 freight) and its client secret. */
async function unpaidOrder(offset: number, qty = 1, opts: { points?: number; visitor?: boolean } = {}) {
  const who = await shopper(api, opts);
  const [sku] = await skus(api, 1, { offset, price: '30.00', stock: 20 });
  const orderNo = await placeOrder(api, who, [[sku, qty]]);
  const r = await pay(who, orderNo);
  if (r.code !== 200) throw new Error(r.message);
  return { who, sku, orderNo, secret: r.data.stripeClientSecret as string };
}

/** POSTs exact bytes (the signature covers them). */
async function webhook(body: string, signature: string | null) {
  const res = await fetch(`${api.url}/api/admin/payment/callback/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body,
  });
  return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
}

function intentEvent(type: string, intentId: string, amount: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type.endsWith('succeeded') ? amount : 0,
        currency: 'usd',
        ...extra,
      },
    },
  });
}

describe('GET /api/front/pay/method', () => {
  it('offers card payment only, in test card mode without Stripe keys (development mode)', async () => {
    const r = await api.call('/api/front/pay/method');
    expect(r).toMatchObject({
      code: 200,
      data: { paypalStatus: false, stripeStatus: true, wechatPaySwitch: false, testCardMode: true, stripePublishableKey: null },
    });
  });

  it('names the publishable key when Stripe is configured', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y', STRIPE_WEBHOOK_SECRET: 'whsec_z' });
    expect(payMethods(config)).toEqual({
      paypalStatus: false,
      stripeStatus: true,
      wechatPaySwitch: false,
      testCardMode: false,
      stripePublishableKey: 'pk_test_y',
    });
    expect(config).toMatchObject({ orderUnpaidMinutes: 30, preOrderMinutes: 15, pointsRate: 100, stripe: { currency: 'usd' } });
    expect(loadConfig({ ORDER_UNPAID_MINUTES: '45', PRE_ORDER_MINUTES: '20', POINTS_RATE: '50', STRIPE_CURRENCY: 'EUR' })).toMatchObject({
      orderUnpaidMinutes: 45,
      preOrderMinutes: 20,
      pointsRate: 50,
      stripe: { currency: 'eur', secretKey: null },
    });
  });
});

describe('POST /api/front/pay/payment', () => {
  it('answers the contract’s OrderPayResultResponse with a test client secret kept only as a hash', async () => {
    const { who, orderNo, secret } = await unpaidOrder(0);
    expect(secret).toMatch(/^testpi_[0-9a-f]{24}_secret_[A-Za-z0-9_-]+$/);
    const [intent] = await rows(api, 'SELECT * FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    expect(intent).toMatchObject({ provider: 'test', amount: 4000, currency: 'usd', status: 'requires_payment_method', attempt: 1 });
    const hashes = await rows(api, 'SELECT secret_hash FROM payment_intent_secret WHERE intent_id = $1', [intent.id]);
    expect(hashes).toEqual([{ secret_hash: createHash('sha256').update(secret).digest('hex') }]);
    const everything = JSON.stringify([
      await rows(api, 'SELECT * FROM payment_intent'),
      await rows(api, 'SELECT * FROM payment_intent_secret'),
    ]);
    expect(everything).not.toContain(secret.split('_secret_')[1]);

    // Paying again reuses the intent with another secret; both open it (a page opened twice pays the same intent).
    const again = await pay(who, orderNo);
    expect(again.data).toMatchObject({ status: false, payType: 'stripe', orderNo, redirect: '' });
    const secret2: string = again.data.stripeClientSecret;
    expect(secret2).not.toBe(secret);
    expect(secret2.split('_secret_')[0]).toBe(secret.split('_secret_')[0]);
    expect(await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo])).toHaveLength(1);
    for (const s of [secret, secret2]) {
      expect((await api.call('/api/front/pay/test-card/retrieve', { body: { clientSecret: s } })).data).toMatchObject({
        id: intent.id,
        amount: '40.00',
      });
    }
    // A secret that was never handed out opens nothing, even with a real intent id.
    const forged = `${intent.id}_secret_${'A'.repeat(24)}`;
    expect(await card(forged, '4242424242424242')).toMatchObject({ code: 404, message: 'This payment was not found' });
    expect((await master(orderNo)).paid).toBe(false);
  });

  it('refuses other methods, other shoppers’ orders and unknown orders', async () => {
    const { who, orderNo } = await unpaidOrder(1);
    expect(await pay(who, orderNo, 'paypal')).toMatchObject({ code: 500, message: 'This payment method is not available' });
    expect(await pay(who, orderNo, 'wechat')).toMatchObject({ code: 500, message: 'This payment method is not available' });
    const stranger = await shopper(api);
    expect(await pay(stranger, orderNo)).toMatchObject({ code: 404, message: 'This order was not found' });
    expect(await pay(who, 'PT99999999999999999999')).toMatchObject({ code: 404 });
  });
});

describe('the test card provider', () => {
  it('4242… pays the order through the signed webhook: paid, sales counted, points earned', async () => {
    const { who, sku, orderNo, secret } = await unpaidOrder(2, 2);
    const salesBefore = await sales(sku.id);
    const r = await card(secret, '4242 4242 4242 4242');
    expect(r).toMatchObject({ code: 200, data: { status: 'succeeded', orderNo, error: null } });
    const m = await master(orderNo);
    expect(m).toMatchObject({ paid: true, gain_integral: 70, out_trade_no: r.data.paymentIntentId, pay_fail_code: null });
    expect(m.pay_time).not.toBeNull();
    expect((await rows(api, 'SELECT paid FROM store_order WHERE master_order_no = $1', [orderNo])).every((s) => s.paid)).toBe(true);
    expect(await sales(sku.id)).toBe(salesBefore + 2);
    expect(await pointsOf(api, who.uid)).toBe(70);
    const events = await rows(api, "SELECT type FROM webhook_event WHERE id LIKE 'evt_test_%' ORDER BY received_at DESC LIMIT 1");
    expect(events[0].type).toBe('payment_intent.succeeded');
    expect((await masterDetail(api, who, orderNo)).data).toMatchObject({
      paid: true,
      payStatus: 'paid',
      failReason: null,
      gainIntegral: 70,
    });

    expect(await card(secret, '4242424242424242')).toMatchObject({ code: 500, message: 'This order has already been paid' });
    expect(await pay(who, orderNo)).toMatchObject({ code: 500, message: 'This order has already been paid' });
    expect(await api.call(`/api/front/order/cancel/${orderNo}`, { token: who.token, method: 'POST' })).toMatchObject({ code: 500 });
  });

  it('a declined card leaves the order unpaid with the reason, and a second attempt with 4242 pays it', async () => {
    const { who, sku, orderNo, secret } = await unpaidOrder(3);
    const salesBefore = await sales(sku.id);
    const declined = await card(secret, '4000000000000002');
    expect(declined).toMatchObject({
      code: 200,
      data: { status: 'requires_payment_method', orderNo, error: { code: 'card_declined', message: 'Your card was declined.' } },
    });
    const failed = (await masterDetail(api, who, orderNo)).data;
    expect(failed).toMatchObject({ paid: false, payStatus: 'failed', failReason: 'Your card was declined.' });
    expect((await masterDetail(api, who, orderNo, 'fr')).data.failReason).toBe('Votre carte a été refusée.');
    expect(await sales(sku.id)).toBe(salesBefore);

    const retrieved = await api.call('/api/front/pay/test-card/retrieve', { body: { clientSecret: secret } });
    expect(retrieved.data).toEqual({
      id: expect.stringMatching(/^testpi_/),
      orderNo,
      amount: '40.00',
      currency: 'usd',
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });

    expect(await card(secret, '4242424242424242')).toMatchObject({ data: { status: 'succeeded' } });
    expect((await masterDetail(api, who, orderNo)).data).toMatchObject({ paid: true, payStatus: 'paid', failReason: null });
    expect(await sales(sku.id)).toBe(salesBefore + 1);
  });

  it('a card that asks for authentication is paid once approved, and fails when not', async () => {
    const approved = await unpaidOrder(4);
    const r = await card(approved.secret, '4000002500003155');
    expect(r.data).toMatchObject({ status: 'requires_action', error: null });
    expect((await master(approved.orderNo)).paid).toBe(false);
    expect(await authenticate(approved.secret, true)).toMatchObject({ code: 200, data: { status: 'succeeded' } });
    expect((await masterDetail(api, approved.who, approved.orderNo)).data.payStatus).toBe('paid');

    const denied = await unpaidOrder(5);
    expect(await authenticate(denied.secret, true)).toMatchObject({ code: 500, message: 'This payment is not waiting for authentication' });
    await card(denied.secret, '4000002500003155');
    expect(await authenticate(denied.secret, false)).toMatchObject({
      data: { status: 'requires_payment_method', error: { code: 'authentication_failed' } },
    });
    expect((await masterDetail(api, denied.who, denied.orderNo)).data).toMatchObject({
      payStatus: 'failed',
      failReason: 'We are unable to authenticate your payment method.',
    });
  });

  it('refuses an invalid number, a past expiry or a bad CVC with a clear message, changing nothing', async () => {
    const { orderNo, secret } = await unpaidOrder(6);
    const lastYear = new Date().getUTCFullYear() - 1;
    expect(await card(secret, '4242424242424241')).toMatchObject({ code: 400, message: 'Your card number is invalid.' });
    expect(await card(secret, '4242')).toMatchObject({ code: 400, message: 'Your card number is invalid.' });
    expect(await card(secret, '4242424242424242', { expYear: lastYear })).toMatchObject({ code: 400, message: 'Your card has expired.' });
    expect(await card(secret, '4242424242424242', { expMonth: 13 })).toMatchObject({ code: 400 });
    expect(await card(secret, '4242424242424242', { cvc: '12' })).toMatchObject({
      code: 400,
      message: 'Your card’s security code is invalid.',
    });
    const thai = await api.call('/api/front/pay/test-card/confirm', {
      body: { clientSecret: secret, cardNumber: '4242424242424241', expMonth: 12, expYear: 2099, cvc: '123' },
      lang: 'th',
    });
    expect(thai.message).toBe('หมายเลขบัตรของคุณไม่ถูกต้อง');
    const [intent] = await rows(api, 'SELECT status, last_error_code FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    expect(intent).toEqual({ status: 'requires_payment_method', last_error_code: null });
    expect(await master(orderNo)).toMatchObject({ paid: false, pay_fail_code: null });
    expect(luhnValid('4000002500003155')).toBe(true);
    expect(luhnValid('4000002500003154')).toBe(false);
  });

  it('cannot pay a cancelled order', async () => {
    const { who, orderNo, secret } = await unpaidOrder(7);
    await api.call(`/api/front/order/cancel/${orderNo}`, { token: who.token, method: 'POST' });
    expect(await card(secret, '4242424242424242')).toMatchObject({ code: 500, message: 'This order has been cancelled' });
    expect((await rows(api, 'SELECT status FROM payment_intent WHERE master_order_no = $1', [orderNo]))[0].status).toBe('canceled');
    expect(await master(orderNo)).toMatchObject({ paid: false, is_cancel: true });
  });

  it('serves guest (visitor) shoppers the same way', async () => {
    const { who, orderNo, secret } = await unpaidOrder(8, 1, { visitor: true });
    expect((await card(secret, '4242424242424242')).data.status).toBe('succeeded');
    expect((await masterDetail(api, who, orderNo)).data.payStatus).toBe('paid');
  });
});

describe('POST /api/admin/payment/callback/stripe/webhooks', () => {
  it('applies a correctly signed payment_intent.succeeded once, however often it is replayed', async () => {
    const { who, sku, orderNo } = await unpaidOrder(9, 1, { points: 5 });
    const [intent] = await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    const salesBefore = await sales(sku.id);
    const body = intentEvent('payment_intent.succeeded', intent.id, 4000);
    const first = await webhook(body, signPayload(WEBHOOK_SECRET, body));
    expect(first).toMatchObject({ status: 200, code: 200, data: { received: true, applied: true } });
    expect(await master(orderNo)).toMatchObject({ paid: true, out_trade_no: intent.id });
    const replay = await webhook(body, signPayload(WEBHOOK_SECRET, body));
    expect(replay).toMatchObject({ code: 200, data: { received: true, applied: false } });
    expect(await sales(sku.id)).toBe(salesBefore + 1);
    expect(await pointsOf(api, who.uid)).toBe(5 + 40);
  });

  it('refuses a bad, missing or stale signature with code 400 and changes nothing', async () => {
    const { orderNo } = await unpaidOrder(10);
    const [intent] = await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    const body = intentEvent('payment_intent.succeeded', intent.id, 4000);
    const eventId = JSON.parse(body).id;
    expect(await webhook(body, signPayload('whsec_wrong', body))).toMatchObject({ code: 400, message: 'Invalid webhook signature' });
    expect(await webhook(body, null)).toMatchObject({ code: 400, message: 'Invalid webhook signature' });
    const tampered = body.replace('"amount":4000', '"amount":4001');
    expect(await webhook(tampered, signPayload(WEBHOOK_SECRET, body))).toMatchObject({ code: 400 });
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(await webhook(body, signPayload(WEBHOOK_SECRET, body, old))).toMatchObject({
      code: 400,
      message: 'The webhook signature is too old',
    });
    expect(await master(orderNo)).toMatchObject({ paid: false });
    expect(await rows(api, 'SELECT id FROM webhook_event WHERE id = $1', [eventId])).toEqual([]);
    // The same event correctly signed is then applied: the refusals recorded nothing.
    expect((await webhook(body, signPayload(WEBHOOK_SECRET, body))).data.applied).toBe(true);
    expect((await master(orderNo)).paid).toBe(true);
  });

  it('records payment_intent.payment_failed and never pays for a different amount', async () => {
    const { who, orderNo } = await unpaidOrder(11);
    const [intent] = await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    const failed = intentEvent('payment_intent.payment_failed', intent.id, 4000, {
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect((await webhook(failed, signPayload(WEBHOOK_SECRET, failed))).code).toBe(200);
    expect((await masterDetail(api, who, orderNo, 'zh-CN')).data).toMatchObject({ payStatus: 'failed', failReason: '您的卡余额不足。' });

    const short = intentEvent('payment_intent.succeeded', intent.id, 100);
    expect((await webhook(short, signPayload(WEBHOOK_SECRET, short))).code).toBe(200);
    expect(await master(orderNo)).toMatchObject({ paid: false, pay_fail_code: 'amount_mismatch' });
    const other = intentEvent('charge.refunded', intent.id, 4000);
    expect((await webhook(other, signPayload(WEBHOOK_SECRET, other))).data).toEqual({ received: true, applied: true });
    expect((await master(orderNo)).paid).toBe(false);
  });

  it('honours a payment that arrives after the order timed out, taking the stock again', async () => {
    const { who, sku, orderNo } = await unpaidOrder(12, 2);
    const [intent] = await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    await api.db.query("UPDATE master_order SET created_at = now() - interval '31 minutes' WHERE order_no = $1", [orderNo]);
    expect((await masterDetail(api, who, orderNo)).data.payStatus).toBe('cancelled');
    expect(await stockOf(api, sku.id)).toBe(20);
    const body = intentEvent('payment_intent.succeeded', intent.id, 7000);
    await webhook(body, signPayload(WEBHOOK_SECRET, body));
    expect((await masterDetail(api, who, orderNo)).data).toMatchObject({ payStatus: 'paid', isCancel: false });
    expect(await stockOf(api, sku.id)).toBe(18);
    expect((await rows(api, 'SELECT status FROM store_order WHERE master_order_no = $1', [orderNo])).map((s) => s.status)).toEqual([0]);
  });

  it('finds the order of a Stripe intent it could not record by the order number in its metadata', async () => {
    const who = await shopper(api);
    const [sku] = await skus(api, 1, { offset: 15, price: '30.00' });
    const orderNo = await placeOrder(api, who, [[sku, 1]]);
    const stray = intentEvent('payment_intent.succeeded', 'pi_unknown_elsewhere', 4000);
    expect((await webhook(stray, signPayload(WEBHOOK_SECRET, stray))).data).toEqual({ received: true, applied: true });
    expect((await master(orderNo)).paid).toBe(false);
    const body = intentEvent('payment_intent.succeeded', 'pi_unrecorded', 4000, { metadata: { orderNo } });
    expect((await webhook(body, signPayload(WEBHOOK_SECRET, body))).code).toBe(200);
    expect(await master(orderNo)).toMatchObject({ paid: true, out_trade_no: 'pi_unrecorded' });
  });

  it('refuses everything when no webhook secret is configured', async () => {
    const { orderNo } = await unpaidOrder(14);
    const [intent] = await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [orderNo]);
    const body = intentEvent('payment_intent.succeeded', intent.id, 4000);
    api.app.config.stripe.webhookSecret = null;
    try {
      expect(await webhook(body, signPayload(WEBHOOK_SECRET, body))).toMatchObject({
        code: 400,
        message: 'The payment webhook is not configured',
      });
    } finally {
      api.app.config.stripe.webhookSecret = WEBHOOK_SECRET;
    }
    expect((await master(orderNo)).paid).toBe(false);
  });
});

describe('webhook signatures', () => {
  it('verifies Stripe’s scheme: HMAC-SHA256 of "t.body", any of several v1 values, 5-minute tolerance', () => {
    const body = '{"id":"evt_1"}';
    const now = 1_800_000_000;
    const header = signPayload('whsec_a', body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, body, 'whsec_a', now)).toBe('ok');
    expect(verifySignature(header, Buffer.from(body), 'whsec_a', now + 300)).toBe('ok');
    expect(verifySignature(header, body, 'whsec_a', now + 301)).toBe('stale');
    expect(verifySignature(header, body, 'whsec_b', now)).toBe('mismatch');
    expect(verifySignature(header, `${body} `, 'whsec_a', now)).toBe('mismatch');
    const rotated = `t=${now},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(verifySignature(rotated, body, 'whsec_a', now)).toBe('ok');
    expect(verifySignature('v1=abc', body, 'whsec_a', now)).toBe('malformed');
    expect(verifySignature(undefined, body, 'whsec_a', now)).toBe('malformed');
  });
});

describe('the Stripe provider (against a stand-in for Stripe: no network in tests)', () => {
  function fakeStripe(existing: Partial<StripeIntent> = {}) {
    const calls: Array<{ op: string; args: unknown[] }> = [];
    const api: StripeIntentsApi = {
      async create(params, options) {
        calls.push({ op: 'create', args: [params, options] });
        return {
          id: 'pi_new',
          status: 'requires_payment_method',
          amount: params.amount,
          currency: params.currency,
          client_secret: 'pi_new_secret_abc',
        };
      },
      async retrieve(id) {
        calls.push({ op: 'retrieve', args: [id] });
        return { id, status: 'requires_payment_method', amount: 4000, currency: 'usd', client_secret: `${id}_secret_old`, ...existing };
      },
      async cancel(id) {
        calls.push({ op: 'cancel', args: [id] });
        return { id, status: 'canceled', amount: 4000, currency: 'usd', client_secret: null };
      },
    };
    return { api, calls };
  }
  const log = Fastify({ logger: false }).log;
  const request = {
    orderNo: 'PT20260101000000123456',
    amountCents: 4000,
    currency: 'usd',
    attempt: 2,
    description: 'Mall order',
    existingIntentId: null,
  };

  it('creates the intent in cents with the idempotency key "<order no>-<attempt>"', async () => {
    const { api: stripe, calls } = fakeStripe();
    const intent = await createStripeProvider(stripe, log).prepare(request);
    expect(intent).toEqual({ intentId: 'pi_new', clientSecret: 'pi_new_secret_abc' });
    expect(calls).toEqual([
      {
        op: 'create',
        args: [
          {
            amount: 4000,
            currency: 'usd',
            description: 'Mall order',
            metadata: { orderNo: request.orderNo, attempt: '2' },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: 'PT20260101000000123456-2' },
        ],
      },
    ]);
  });

  it('reuses an open intent, and reports a cancelled one as gone', async () => {
    const open = fakeStripe();
    expect(await createStripeProvider(open.api, log).prepare({ ...request, existingIntentId: 'pi_old' })).toEqual({
      intentId: 'pi_old',
      clientSecret: 'pi_old_secret_old',
    });
    expect(open.calls.map((c) => c.op)).toEqual(['retrieve']);
    const gone = fakeStripe({ status: 'canceled' });
    await expect(createStripeProvider(gone.api, log).prepare({ ...request, existingIntentId: 'pi_old' })).rejects.toBeInstanceOf(
      IntentGoneError,
    );
  });

  it('turns a Stripe failure into a message the shopper can act on', async () => {
    const { api: stripe } = fakeStripe();
    stripe.create = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const err = await createStripeProvider(stripe, log)
      .prepare(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).key).toBe('pay.provider.unavailable');
  });

  it('cancels an open intent and leaves a paid one alone', async () => {
    const open = fakeStripe();
    await createStripeProvider(open.api, log).cancel('pi_1');
    expect(open.calls.map((c) => c.op)).toEqual(['retrieve', 'cancel']);
    const paid = fakeStripe({ status: 'succeeded' });
    await createStripeProvider(paid.api, log).cancel('pi_2');
    expect(paid.calls.map((c) => c.op)).toEqual(['retrieve']);
  });
});

describe('coupons and points around payment', () => {
  it('keeps used coupons used once paid, and earns points on the amount paid by card only', async () => {
    const who = await shopper(api, { points: 1000 });
    const [sku] = await skus(api, 1, { offset: 13, price: '80.00' });
    const coupon = await giveCoupon(api, who, { useType: 3, money: '5.00' });
    const orderNo = await placeOrder(api, who, [[sku, 1]], { couponId: coupon, useIntegral: true });
    // 80.00 + 10.00 − 5.00 − 10.00 (1000 points) = 75.00 by card → 75 points.
    const secret = (await pay(who, orderNo)).data.stripeClientSecret;
    expect((await rows(api, 'SELECT amount FROM payment_intent WHERE master_order_no = $1', [orderNo]))[0].amount).toBe(7500);
    await card(secret, '4242424242424242');
    expect(await pointsOf(api, who.uid)).toBe(75);
    expect((await rows(api, 'SELECT status FROM user_coupon WHERE id = $1', [coupon]))[0].status).toBe(1);
    const ledger = await rows(api, 'SELECT type, title, integral FROM user_integral_record WHERE uid = $1 ORDER BY id', [who.uid]);
    expect(ledger).toEqual([
      { type: 2, title: 'order_spend', integral: 1000 },
      { type: 1, title: 'order_paid_gain', integral: 75 },
    ]);
  });
});
