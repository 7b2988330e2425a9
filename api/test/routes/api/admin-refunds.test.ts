import Fastify from 'fastify';
import { apiForFile } from '../../helper';
import { AppError } from '../../../src/lib/errors';
import { createStripeProvider, type StripeIntentsApi, type StripeRefundsApi } from '../../../src/services/pay/stripe-provider';
import { createTestCardProvider } from '../../../src/services/pay/test-card-provider';
import { pointsOf, rows, shopper, skus, stockOf, type Shopper, type Sku } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';
import { operatorCli } from './operator-cli';
import { paidOrder, setOrderState, sqlOne, upload } from './refund-review-fixtures';

const api = apiForFile({ operatorToken: null });

const BASE = '/api/admin/operator/refunds';
const op = (no: string, action: 'approve' | 'confirm' | 'refuse', body?: unknown, lang?: string) =>
  api.call(`${BASE}/${no}/${action}`, { method: 'POST', headers: OPERATOR, body, lang });
const apply = (who: Shopper, body: Record<string, unknown>) => api.call('/api/front/order/refund', { token: who.token, body });
const shopperDetail = (who: Shopper, no: string) => api.call(`/api/front/order/refund/detail/${no}`, { token: who.token });
const sales = async (sku: Sku) =>
  (await sqlOne(api, 'SELECT s.sales AS sku, p.sales AS product FROM product_sku s JOIN product p ON p.id = s.product_id WHERE s.id = $1', [
    sku.id,
  ])) as { sku: number; product: number };
const consumed = async (uid: number) =>
  (await sqlOne(api, 'SELECT total_consume FROM app_user WHERE id = $1', [uid])).total_consume as string;
const intentOf = async (masterNo: string) =>
  (await sqlOne(api, 'SELECT out_trade_no FROM master_order WHERE order_no = $1', [masterNo])).out_trade_no as string;
const providerRefunds = (intentId: string) =>
  rows(api, 'SELECT id, amount, idempotency_key FROM payment_refund WHERE intent_id = $1', [intentId]);

let offset = 0;

/** A fresh shopper's paid order of `qty` × one SKU at `price`, and a refund request for it (all units unless `num`). */
async function requested(price: string, qty: number, opts: { points?: number; usePoints?: boolean; num?: number; status?: number } = {}) {
  const who = await shopper(api, { points: opts.points ?? 0 });
  const [sku] = await skus(api, 1, { offset: offset++ % 20, price, stock: 30 });
  const { masterNo, orders } = await paidOrder(api, who, [[sku, qty]], { useIntegral: opts.usePoints });
  const orderNo = orders[0].order_no;
  if (opts.status !== undefined) await setOrderState(api, orderNo, { status: opts.status });
  const r = await apply(who, { orderNo, text: 'Item damaged', refund_reason_wap_img: await upload(api, who), refundNum: opts.num });
  if (r.code !== 200) throw new Error(`apply: ${r.message}`);
  return { who, sku, masterNo, orderNo, refundNo: r.data.refundOrderNo as string };
}

describe('approving a refund of an order not shipped', () => {
  it('refunds at once: the money through the provider, the units to stock, the spend and the points back', async () => {
    // 2 × 50.00 ship free; 1000 points pay 10.00: 90.00 by card, 90 points earned.
    const { who, sku, masterNo, orderNo, refundNo } = await requested('50.00', 2, { points: 1000, usePoints: true, num: 1 });
    expect(await pointsOf(api, who.uid)).toBe(90);
    expect(await consumed(who.uid)).toBe('90.00');
    const stockBefore = await stockOf(api, sku.id);
    const salesBefore = await sales(sku);

    const r = await op(refundNo, 'approve');
    expect(r).toMatchObject({
      code: 200,
      message: 'Refunded: the money has gone back to the shopper',
      data: {
        refundOrderNo: refundNo,
        refundStatus: 3,
        refundPrice: '45.00',
        maxRefundPrice: '45.00',
        totalNum: 1,
        pointsReturned: 500,
        pointsDeducted: 45,
        uid: who.uid,
      },
    });
    expect(r.data.paymentRefundId).toMatch(/^testre_/);
    expect(r.data.history.map((h: { event: string }) => h.event)).toEqual(['applied', 'approved', 'refunded']);
    expect(await providerRefunds(await intentOf(masterNo))).toEqual([
      { id: r.data.paymentRefundId, amount: 4500, idempotency_key: `refund-${refundNo}` },
    ]);
    expect(await stockOf(api, sku.id)).toBe(stockBefore + 1);
    expect(await sales(sku)).toEqual({ sku: salesBefore.sku - 1, product: salesBefore.product - 1 });
    expect(await consumed(who.uid)).toBe('45.00');
    // Half the money back: half the 1000 points spent returned, half the 90 earned taken back.
    expect(await pointsOf(api, who.uid)).toBe(90 + 500 - 45);
    expect(
      await rows(
        api,
        "SELECT type, title, integral, balance, link_id FROM user_integral_record WHERE uid = $1 AND title LIKE 'order_refund%' ORDER BY id",
        [who.uid],
      ),
    ).toEqual([
      { type: 1, title: 'order_refund_return', integral: 500, balance: 590, link_id: masterNo },
      { type: 2, title: 'order_refund_deduct', integral: 45, balance: 545, link_id: masterNo },
    ]);
    expect(await sqlOne(api, 'SELECT status, refund_status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({
      status: 0,
      refund_status: 3,
    });
    const seen = await shopperDetail(who, refundNo);
    expect(seen.data).toMatchObject({ refundStatus: 3, refundPrice: '45.00', refundReason: null });
    expect(seen.data.refundTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await apply(who, { orderNo, text: 'Other' })).toMatchObject({ code: 500, message: 'This order has already been refunded' });
  });

  it('never takes back more points than the shopper has left', async () => {
    const { who, refundNo } = await requested('40.00', 1);
    // 40.00 + 10.00 freight paid: 50 points earned, 20 of them spent since.
    await api.db.query('UPDATE app_user SET integral = 30 WHERE id = $1', [who.uid]);
    const r = await op(refundNo, 'approve');
    expect(r.data).toMatchObject({ refundStatus: 3, refundPrice: '50.00', pointsReturned: 0, pointsDeducted: 30 });
    expect(await pointsOf(api, who.uid)).toBe(0);
  });
});

describe('a refund of a shipped or received order', () => {
  it('waits for the goods (refunding), then confirm refunds once — also when retried or sent twice at once', async () => {
    const { who, sku, masterNo, orderNo, refundNo } = await requested('30.00', 1, { status: 2 });
    const stockBefore = await stockOf(api, sku.id);
    expect(await op(refundNo, 'confirm')).toMatchObject({
      code: 500,
      message: 'Only an accepted refund waiting for the goods can be confirmed',
    });

    const approved = await op(refundNo, 'approve');
    expect(approved).toMatchObject({
      code: 200,
      message: 'Refund accepted: waiting for the goods to come back',
      data: { refundStatus: 2, paymentRefundId: null },
    });
    expect(await sqlOne(api, 'SELECT refund_status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ refund_status: 2 });
    expect((await shopperDetail(who, refundNo)).data).toMatchObject({ refundStatus: 2, orderStatus: 2 });
    const intent = await intentOf(masterNo);
    expect(await providerRefunds(intent)).toEqual([]);
    expect(await stockOf(api, sku.id)).toBe(stockBefore);
    expect(await op(refundNo, 'approve')).toMatchObject({ code: 500, message: 'Only a refund under review can be approved or refused' });
    expect(await op(refundNo, 'refuse', { reason: 'Too late' })).toMatchObject({
      code: 500,
      message: 'Only a refund under review can be approved or refused',
    });

    // A confirm that reached the provider and then failed: the provider already made the refund with its key.
    const early = await createTestCardProvider(api.db).refund(intent, 4000, `refund-${refundNo}`);
    const [a, b] = await Promise.all([op(refundNo, 'confirm'), op(refundNo, 'confirm')]);
    for (const r of [a, b])
      expect(r).toMatchObject({
        code: 200,
        message: 'Refunded: the money has gone back to the shopper',
        data: { refundStatus: 3, paymentRefundId: early.refundId },
      });
    expect(await op(refundNo, 'confirm')).toMatchObject({ code: 200, data: { refundStatus: 3 } });
    expect(await providerRefunds(intent)).toEqual([{ id: early.refundId, amount: 4000, idempotency_key: `refund-${refundNo}` }]);
    expect(await stockOf(api, sku.id)).toBe(stockBefore + 1);
    expect(await consumed(who.uid)).toBe('0.00');
    expect(
      (
        await rows(
          api,
          "SELECT 1 FROM refund_order_history h JOIN refund_order r ON r.id = h.refund_order_id WHERE r.refund_order_no = $1 AND event = 'refunded'",
          [refundNo],
        )
      ).length,
    ).toBe(1);
    expect((await shopperDetail(who, refundNo)).data).toMatchObject({ refundStatus: 3, refundPrice: '40.00' });
  });
});

describe('refusing a refund', () => {
  it('needs a reason, shows it to the shopper and lets them apply again', async () => {
    const { who, orderNo, refundNo } = await requested('30.00', 1);
    expect(await op(refundNo, 'refuse', { reason: '   ' })).toMatchObject({
      code: 400,
      message: 'Please give the reason for refusing (1–255 characters)',
    });
    expect(await op(refundNo, 'refuse', { reason: 'r'.repeat(256) }, 'zh-CN')).toMatchObject({
      code: 400,
      message: '请填写拒绝原因（1–255 个字符）',
    });
    expect((await op(refundNo, 'refuse', {})).code).toBe(400);
    const r = await op(refundNo, 'refuse', { reason: '  The photo shows no damage  ' });
    expect(r).toMatchObject({ code: 200, message: 'Refund refused', data: { refundStatus: 1, refundReason: 'The photo shows no damage' } });
    expect(r.data.history.at(-1)).toMatchObject({ event: 'refused', note: 'The photo shows no damage' });
    expect(await sqlOne(api, 'SELECT refund_status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ refund_status: 0 });
    expect((await shopperDetail(who, refundNo)).data).toMatchObject({
      refundStatus: 1,
      refundReason: 'The photo shows no damage',
      refundTime: null,
    });
    expect(await op(refundNo, 'confirm')).toMatchObject({
      code: 500,
      message: 'Only an accepted refund waiting for the goods can be confirmed',
    });

    const again = await apply(who, { orderNo, text: 'Not as described' });
    expect(again.code).toBe(200);
    expect(again.data.refundOrderNo).not.toBe(refundNo);
    const mine = await api.call('/api/front/order/refund/list', { token: who.token });
    expect(mine.data.list.map((x: { refundOrderNo: string; refundStatus: number }) => [x.refundOrderNo, x.refundStatus])).toEqual([
      [again.data.refundOrderNo, 0],
      [refundNo, 1],
    ]);
  });
});

describe('the payment provider', () => {
  it('refuses to refund with a provider that did not take the payment, and the refund can be confirmed later', async () => {
    const { masterNo, refundNo } = await requested('30.00', 1);
    const intent = await intentOf(masterNo);
    await api.db.query("UPDATE payment_intent SET provider = 'stripe' WHERE id = $1", [intent]);
    expect(await op(refundNo, 'approve')).toMatchObject({
      code: 500,
      message: 'This order was paid through another payment provider: refund it there',
    });
    expect(await sqlOne(api, 'SELECT refund_status FROM refund_order WHERE refund_order_no = $1', [refundNo])).toEqual({
      refund_status: 2,
    });
    await api.db.query("UPDATE payment_intent SET provider = 'test' WHERE id = $1", [intent]);
    expect(await op(refundNo, 'confirm')).toMatchObject({ code: 200, data: { refundStatus: 3, refundPrice: '40.00' } });
  });

  it('the test provider never refunds more than was paid, nor an unpaid intent', async () => {
    const { masterNo } = await requested('30.00', 1);
    const provider = createTestCardProvider(api.db);
    const intent = await intentOf(masterNo);
    expect(await provider.refund(intent, 1500, 'k-1')).toMatchObject({ amountCents: 1500, status: 'succeeded' });
    expect(await provider.refund(intent, 1500, 'k-1')).toMatchObject({ amountCents: 1500 });
    const over = await provider.refund(intent, 2501, 'k-2').catch((e: unknown) => e);
    expect(over).toBeInstanceOf(AppError);
    expect((over as AppError).key).toBe('pay.refund.tooMuch');
    expect(await provider.refund(intent, 2500, 'k-3')).toMatchObject({ amountCents: 2500 });
    await api.db.query("UPDATE payment_intent SET status = 'requires_payment_method' WHERE id = $1", [intent]);
    const unpaid = await provider.refund(intent, 1, 'k-4').catch((e: unknown) => e);
    expect((unpaid as AppError).key).toBe('pay.refund.notRefundable');
    expect((await providerRefunds(intent)).map((r) => r.amount).sort()).toEqual([1500, 2500]);
  });

  it('Stripe refunds part of the intent with the idempotency key, and a failure reads as a message', async () => {
    const calls: unknown[][] = [];
    const intents = {} as StripeIntentsApi;
    const refunds: StripeRefundsApi = {
      async create(params, options) {
        calls.push([params, options]);
        return { id: 're_123', amount: params.amount, currency: 'usd', status: 'succeeded' };
      },
    };
    const log = Fastify({ logger: false }).log;
    expect(await createStripeProvider(intents, log, refunds).refund('pi_1', 1234, 'refund-RE1')).toEqual({
      refundId: 're_123',
      amountCents: 1234,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(calls).toEqual([
      [{ payment_intent: 'pi_1', amount: 1234, metadata: { idempotencyKey: 'refund-RE1' } }, { idempotencyKey: 'refund-RE1' }],
    ]);
    refunds.create = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const err = await createStripeProvider(intents, log, refunds)
      .refund('pi_1', 1234, 'refund-RE1')
      .catch((e: unknown) => e);
    expect((err as AppError).key).toBe('pay.provider.unavailable');
  });
});

describe('GET /api/admin/operator/refunds', () => {
  it('lists refunds newest first by state, with the shopper and the pictures; unknown numbers are not found', async () => {
    const first = await requested('20.00', 1);
    const second = await requested('20.00', 1);
    await op(first.refundNo, 'refuse', { reason: 'No' });
    const reviewing = await api.call(`${BASE}?status=reviewing`, { headers: OPERATOR });
    const nos = reviewing.data.list.map((r: { refundOrderNo: string }) => r.refundOrderNo);
    expect(nos).toContain(second.refundNo);
    expect(nos).not.toContain(first.refundNo);
    expect(reviewing.data.list.every((r: { refundStatus: number }) => r.refundStatus === 0)).toBe(true);
    const all = await api.call(`${BASE}?limit=2`, { headers: OPERATOR });
    expect(all.data.list.map((r: { refundOrderNo: string }) => r.refundOrderNo)).toEqual([second.refundNo, first.refundNo]);
    expect(all.data.list[0]).toMatchObject({
      uid: second.who.uid,
      buyer: expect.stringContaining('@mall.test'),
      refundReasonWap: 'Item damaged',
      orderStatus: 0,
    });
    expect(all.data.list[0].refundReasonWapImg).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/uploads\//);
    expect(
      (await api.call(`${BASE}?status=1`, { headers: OPERATOR })).data.list.map((r: { refundOrderNo: string }) => r.refundOrderNo),
    ).toContain(first.refundNo);
    expect((await api.call(`${BASE}?status=lost`, { headers: OPERATOR })).code).toBe(400);
    expect(await op('RE00000000000000000000', 'approve')).toMatchObject({ code: 404, message: 'No data found' });
    expect(await op('RE00000000000000000000', 'confirm')).toMatchObject({ code: 404 });
    expect(await op('RE00000000000000000000', 'refuse', { reason: 'x' })).toMatchObject({ code: 404 });
    expect((await api.call(BASE)).code).toBe(401);
    expect((await api.call(`${BASE}/${second.refundNo}/approve`, { method: 'POST', token: second.who.token })).code).toBe(401);
  });
});

describe('scripts/operator.mjs refunds', () => {
  const cli = (...args: string[]) => operatorCli(api.url, ...args);

  it('lists, approves and refuses refunds from the command line', async () => {
    const shipped = await requested('25.00', 1, { status: 2 });
    const other = await requested('25.00', 1);
    const listed = await cli('refunds', 'list', '--status', 'reviewing');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(shipped.refundNo);
    expect(listed.stdout).toMatch(/reviewing\s+35\.00/);

    const approved = await cli('refunds', 'approve', shipped.refundNo);
    expect(approved).toMatchObject({ status: 0 });
    expect(approved.stdout).toContain('Refund accepted: waiting for the goods to come back');
    expect(approved.stdout).toContain(`${shipped.refundNo} — refunding: 35.00`);
    const confirmed = await cli('refunds', 'confirm', shipped.refundNo);
    expect(confirmed.stdout).toMatch(/paid back .* as testre_/);

    expect(await cli('refunds', 'refuse', other.refundNo)).toMatchObject({ status: 2, stderr: expect.stringContaining('--reason') });
    expect(await cli('refunds', 'approve', '12')).toMatchObject({ status: 2, stderr: expect.stringContaining('expected a refund number') });
    const refusedOut = await cli('refunds', 'refuse', other.refundNo, '--reason', 'Outside the return window');
    expect(refusedOut.status).toBe(0);
    expect(refusedOut.stdout).toContain('refused: Outside the return window');
    expect(await cli('refunds', 'approve', other.refundNo)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('Only a refund under review can be approved or refused (code 500)'),
    });
  });
});
