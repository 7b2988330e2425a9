import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { notFound, refused } from '../../lib/errors';
import type { OrderPayBody, OrderPayResultResponse } from '../../schemas/pay';
import { toCents } from '../order/cents';
import type { OrderCancelService } from '../order/order-center/cancel-service';
import { IntentGoneError, type PaymentProvider } from './payment-provider';
import './messages';

export interface PaymentService {
  /**
   * Starts (or resumes) the card payment of the caller's unpaid master order: answers the client secret of its
   * PaymentIntent. It never marks anything paid; the webhook does.
   */
  pay(uid: number, body: OrderPayBody): Promise<OrderPayResultResponse>;
}

interface Attempt {
  attempt: number;
  amountCents: number;
  existingIntentId: string | null;
}

export function createPaymentService(db: Db, config: Config, provider: PaymentProvider, cancels: OrderCancelService): PaymentService {
  /**
   * The attempt to pay with: the current one while its intent can still be paid (or is being made by a concurrent
   * request, which then shares the provider's idempotency key), a new one when it was cancelled.
   */
  const chooseAttempt = (uid: number, orderNo: string, forceNew: boolean) =>
    db.transaction(async (tx): Promise<Attempt> => {
      const m = (
        await tx.query<{ paid: boolean; is_cancel: boolean; pay_price: string; pay_attempt: number }>(
          'SELECT paid, is_cancel, pay_price, pay_attempt FROM master_order WHERE order_no = $1 AND uid = $2 FOR UPDATE',
          [orderNo, uid],
        )
      ).rows[0];
      if (!m) throw notFound('order.notFound');
      if (m.paid) throw refused('order.paid.already');
      if (m.is_cancel) throw refused('order.cancelled');
      const current =
        m.pay_attempt > 0
          ? (
              await tx.query<{ id: string; status: string }>(
                'SELECT id, status FROM payment_intent WHERE master_order_no = $1 AND attempt = $2',
                [orderNo, m.pay_attempt],
              )
            ).rows[0]
          : undefined;
      const fresh = m.pay_attempt === 0 || forceNew || current?.status === 'canceled';
      const attempt = fresh ? m.pay_attempt + 1 : m.pay_attempt;
      await tx.query("UPDATE master_order SET pay_attempt = $2, pay_type = 'stripe', updated_at = now() WHERE order_no = $1", [
        orderNo,
        attempt,
      ]);
      return { attempt, amountCents: toCents(m.pay_price), existingIntentId: fresh ? null : (current?.id ?? null) };
    });

  const record = (orderNo: string, a: Attempt, intentId: string) =>
    db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO payment_intent (id, provider, master_order_no, attempt, amount, currency, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'requires_payment_method') ON CONFLICT (id) DO NOTHING`,
        [intentId, provider.kind, orderNo, a.attempt, a.amountCents, config.stripe.currency],
      );
      await tx.query('UPDATE master_order SET out_trade_no = $2 WHERE order_no = $1 AND NOT paid', [orderNo, intentId]);
    });

  return {
    async pay(uid, body) {
      if (body.payType !== 'stripe') throw refused('order.payType.unavailable');
      const owner = (await db.query<{ uid: number }>('SELECT uid FROM master_order WHERE order_no = $1', [body.orderNo])).rows[0];
      if (!owner || owner.uid !== uid) throw notFound('order.notFound');
      await cancels.expireIfDue(body.orderNo);
      let a = await chooseAttempt(uid, body.orderNo, false);
      const prepare = (at: Attempt) =>
        provider.prepare({
          orderNo: body.orderNo,
          amountCents: at.amountCents,
          currency: config.stripe.currency,
          attempt: at.attempt,
          description: `Mall order ${body.orderNo}`,
          existingIntentId: at.existingIntentId,
        });
      let intent;
      try {
        intent = await prepare(a);
      } catch (err) {
        if (!(err instanceof IntentGoneError)) throw err;
        await db.query("UPDATE payment_intent SET status = 'canceled' WHERE id = $1 AND status <> 'succeeded'", [err.intentId]);
        a = await chooseAttempt(uid, body.orderNo, true);
        intent = await prepare(a);
      }
      await record(body.orderNo, a, intent.intentId);
      return { status: false, payType: 'stripe', orderNo: body.orderNo, redirect: '', stripeClientSecret: intent.clientSecret };
    },
  };
}
