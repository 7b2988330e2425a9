import type { Db } from '../../external/db';
import type { Config } from '../../../config';
import { refused } from '../../../lib/errors';
import type { OrderCreateBody, OrderCreateResponse } from '../../../schemas/order';
import { ownAddress } from '../address/address-store';
import { addressLine } from '../address/address-row';
import { fromCents } from './cents';
import { orderNoSql, orderStamp } from './order-numbers';
import { quote } from './order-quote';
import { settlePaid } from './order-settle';
import { spendPoints } from './points';
import { findPreOrder } from './pre-order-store';
import { takeStock } from './stock';
import './messages';

export interface OrderCreateService {
  /**
   * Places the order of a pre-order in ONE transaction: stock taken (locked, guarded), coupons used, points spent,
   * the cart lines it came from removed, one merchant order per shop under one master order. Idempotent: a pre-order
   * makes at most one order, and a repeated Idempotency-Key answers the order it made.
   */
  create(uid: number, body: OrderCreateBody, idempotencyKey: string | null): Promise<OrderCreateResponse>;
}

/** Only card payments through Stripe (or its built-in test double) are enabled. */
const ENABLED_PAY_TYPES = new Set(['stripe']);

export function createOrderCreateService(db: Db, config: Config): OrderCreateService {
  return {
    create(uid, body, idempotencyKey) {
      return db.transaction(async (tx) => {
        // The pre-order row is the lock that serialises two submits of the same confirmation.
        const pre = await findPreOrder(tx, uid, body.preOrderNo, { lock: true });
        // Then the shopper row: one shopper's orders are placed one at a time (Idempotency-Key, points).
        await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [uid]);
        if (idempotencyKey) {
          const earlier = (await tx.query<{ order_no: string; pre_order_no: string }>(
            'SELECT order_no, pre_order_no FROM master_order WHERE uid = $1 AND idempotency_key = $2', [uid, idempotencyKey],
          )).rows[0];
          if (earlier && earlier.pre_order_no !== pre.no) throw refused('order.idempotency.reused');
          if (earlier) return { orderNo: earlier.order_no };
        }
        if (pre.orderNo) return { orderNo: pre.orderNo };
        if (pre.expired) throw refused('order.pre.expired');
        if (!ENABLED_PAY_TYPES.has(body.payType)) throw refused('order.payType.unavailable');
        const address = await ownAddress(tx, uid, body.addressId);

        const { lines, totals } = await quote(tx, config, uid, pre.lines, body, { lock: true });
        await takeStock(tx, lines);
        const used = [totals.platformCoupon, ...totals.merchants.map((m) => m.coupon)].flatMap((c) => (c ? [c.id] : []));
        if (used.length > 0) {
          const taken = await tx.query(
            'UPDATE user_coupon SET status = 1, use_time = now() WHERE uid = $1 AND id = ANY($2::bigint[]) AND status = 0',
            [uid, used],
          );
          if (taken.rowCount !== used.length) throw refused('order.coupon.gone');
        }

        const stamp = orderStamp();
        const who = [address.real_name, address.phone, addressLine(address), address.email];
        const orderNo = (await tx.query<{ order_no: string }>(
          `INSERT INTO master_order (order_no, uid, pre_order_no, idempotency_key, address_id, real_name, user_phone, user_address,
                  email, total_num, pro_total_price, total_postage, total_price, coupon_price, platform_coupon_id, use_integral,
                  integral_price, pay_price, pay_type, pay_channel, mark)
           VALUES (${orderNoSql('PT', '$1')}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
           RETURNING order_no`,
          [
            stamp, uid, pre.no, idempotencyKey, address.id, ...who, totals.totalNum, fromCents(totals.proTotal),
            fromCents(totals.freight), fromCents(totals.proTotal + totals.freight), fromCents(totals.couponFee),
            totals.platformCoupon?.id ?? null, totals.pointsUsed, fromCents(totals.pointsValue), fromCents(totals.pay),
            body.payType, body.payChannel ?? 'pc', body.mark?.trim() ?? '',
          ],
        )).rows[0].order_no;
        await spendPoints(tx, uid, orderNo, totals.pointsUsed);
        for (const m of totals.merchants) {
          const { id: storeOrderId, order_no: merNo } = (await tx.query<{ id: number; order_no: string }>(
            `INSERT INTO store_order (order_no, master_order_no, uid, mer_id, real_name, user_phone, user_address, email, total_num,
                    pro_total_price, total_postage, total_price, pay_postage, coupon_id, mer_coupon_price, coupon_price, use_integral,
                    integral_price, pay_price, pay_type, user_remark)
             VALUES (${orderNoSql('SH', '$1')}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $11, $13, $14, $15, $16, $17, $18, $19, $20)
             RETURNING id, order_no`,
            [
              stamp, orderNo, uid, m.merId, ...who, m.totalNum, fromCents(m.proTotal), fromCents(m.freight),
              fromCents(m.proTotal + m.freight), m.coupon?.id ?? null, fromCents(m.merCouponFee),
              fromCents(m.merCouponFee + m.platformCouponShare), m.pointsUsed, fromCents(m.pointsValue), fromCents(m.pay),
              body.payType, body.mark?.trim() ?? '',
            ],
          )).rows[0];
          for (const l of m.lines) {
            await tx.query(
              `INSERT INTO order_info (store_order_id, mer_order_no, product_id, sku_id, product_name, image, sku, price, pay_num, weight, volume)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11::numeric)`,
              [storeOrderId, merNo, l.productId, l.skuId, l.productName, l.image, l.sku, fromCents(l.priceCents), l.qty, l.weight, l.volume],
            );
          }
        }

        const cartIds = lines.flatMap((l) => (l.cartId === null ? [] : [l.cartId]));
        if (cartIds.length > 0) await tx.query('DELETE FROM cart WHERE uid = $1 AND id = ANY($2::bigint[])', [uid, cartIds]);
        await tx.query('UPDATE pre_order SET order_no = $2 WHERE pre_order_no = $1', [pre.no, orderNo]);
        // Coupons and points may leave nothing to pay: there is no card payment to wait for.
        if (totals.pay === 0) await settlePaid(tx, config, orderNo, { intentId: null, amount: 0 });
        return { orderNo };
      });
    },
  };
}
