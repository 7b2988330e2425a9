import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { notFound, refused } from '../../../lib/errors';
import type { OrderCreateBody, OrderCreateResponse } from '../../../schemas/order';
import { ADDRESS_COLUMNS, addressLine, type AddressRow } from '../../address/address-row';
import { fromCents } from '../cents';
import { checkHeldCoupons, HELD_COUPON_COLUMNS, type HeldCouponRow } from './held-coupons';
import { orderNoSql, orderStamp } from './order-numbers';
import { chosenCouponIds, quoteFrom } from './quote';
import { ORDER_RULE_KEYS, orderRules } from './order-rules';
import { settlePaid } from './settle';
import { cardProvider } from '../../pay/payment-provider-factory';
import type { SnapshotLine } from './priced-line';
import { linesFromSkus, pricedLines, SKU_LINE_COLUMNS, SKU_LINE_FROM, type SkuRow } from './priced-lines';
import type { OrderTotals } from './pricing';
import '../messages';

export interface OrderCreateService {
  /**
   * Places the order of a pre-order in ONE transaction: stock taken (locked, guarded), coupons used, points spent,
   * the cart lines it came from removed, one merchant order per shop under one master order. Idempotent: a pre-order
   * makes at most one order, and a repeated Idempotency-Key answers the order it made.
   */
  create(uid: number, body: OrderCreateBody, idempotencyKey: string | null): Promise<OrderCreateResponse>;
}

/**
 * Card payment ('stripe') is the one method, and only while a provider takes it (Stripe, or the test cards in
 * development mode or with PAY_TEST_CARDS; pay/method says the same): without one an order could never be paid and
 * would only hold stock until it cancels itself.
 */
const payTypeEnabled = (config: Config, payType: string) => payType === 'stripe' && cardProvider(config) !== null;

/*
 * The checkout is two statements between BEGIN and COMMIT: LOCK_AND_READ, then pricing in TypeScript (pricing.ts,
 * the one place money is computed), then PLACE. It used to be 14 statements; under 50 concurrent checkouts each
 * round trip waited its turn on the API's event loop while the transaction held its row locks, so time per order
 * grew with every statement, and the product rows (whose stock every order of that product changes) were held
 * locked across seven of them. Both statements are prepared once per connection (`name`): planning these CTEs
 * cost more than running them.
 */

/**
 * Locks what the order is placed from and reads everything the price needs, in one statement. Lock order, the same
 * as every other path that locks them (cancel, settle): the pre-order, then the shopper, then the shopper's coupons
 * and the SKUs in id order. Each later lock is gated on the earlier ones (`EXISTS (SELECT 1 FROM …)` is evaluated
 * before the gated scan starts), so the statement cannot take a SKU lock while waiting for the shopper's. Locked rows
 * are read as they are after the wait (PostgreSQL re-reads a row it waited for); unlocked ones as of the statement's
 * start, which is why a concurrent Idempotency-Key is also caught at the INSERT (its unique index), below.
 *
 * A SKU is locked only while it holds the quantity wanted (`stock >= qty`, checked again on the row as it is after
 * waiting for its lock): in a sale the shoppers queued behind the last unit skip the row once it is gone instead of
 * each taking and releasing its lock in turn (200 shoppers for 10 units: 190 refusals that waited on one another
 * for seconds and timed out on the pool), and are told it is sold out.
 *
 * The SKUs are found by `id = ANY (array)` (an index scan): written as `id IN (SELECT … json_array_elements …)` the
 * planner expected 100 lines and hash-joined them against a scan of the whole product_sku table on every order
 * (PLACE's `taken` likewise, from its jsonb lines; it now gets the SKU ids as $27).
 *
 * $1 pre-order no, $2 shopper, $3 chosen user-coupon ids, $4 address id, $5 Idempotency-Key, $6 order rule keys.
 */
const LOCK_AND_READ = `
  /* checkout, lock and read: pre_order, app_user, user_coupon, product_sku (named first: pg_stat_activity shows 1 KB) */
  WITH pre AS MATERIALIZED (
    SELECT pre_order_no, lines, expires_at <= now() AS expired, order_no
      FROM pre_order WHERE pre_order_no = $1 AND uid = $2 FOR UPDATE
  ), shopper AS MATERIALIZED (
    SELECT integral FROM app_user WHERE id = $2 AND EXISTS (SELECT 1 FROM pre) FOR UPDATE
  ), coupons AS MATERIALIZED (
    SELECT ${HELD_COUPON_COLUMNS} FROM user_coupon uc
     WHERE uc.uid = $2 AND uc.id = ANY($3::bigint[]) AND EXISTS (SELECT 1 FROM shopper)
     ORDER BY uc.id FOR UPDATE
  ), wanted AS MATERIALIZED (
    SELECT (l ->> 'skuId')::bigint AS sku_id, sum((l ->> 'qty')::int)::int AS qty
      FROM pre, json_array_elements(pre.lines::json) AS l GROUP BY 1
  ), skus AS MATERIALIZED (
    SELECT ${SKU_LINE_COLUMNS} FROM ${SKU_LINE_FROM}
     WHERE s.id = ANY ((SELECT array_agg(sku_id) FROM wanted)::bigint[])
       AND s.stock >= (SELECT qty FROM wanted WHERE wanted.sku_id = s.id)
       AND EXISTS (SELECT 1 FROM shopper)
     ORDER BY s.id FOR UPDATE OF s
  )
  SELECT pre.pre_order_no, pre.lines, pre.expired, pre.order_no,
         (SELECT integral FROM shopper) AS integral,
         (SELECT json_agg(c) FROM coupons c) AS coupons,
         (SELECT json_agg(k) FROM skus k) AS skus,
         (SELECT row_to_json(a) FROM (SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE id = $4 AND uid = $2) a) AS address,
         (SELECT json_build_object('order_no', order_no, 'pre_order_no', pre_order_no)
            FROM master_order WHERE uid = $2 AND idempotency_key = $5) AS earlier,
         (SELECT json_object_agg(key, value) FROM system_config WHERE key = ANY($6::text[])) AS rules
    FROM pre`;

interface Snapshot {
  pre_order_no: string;
  lines: string;
  expired: boolean;
  order_no: string | null;
  integral: number | null;
  coupons: HeldCouponRow[] | null;
  skus: SkuRow[] | null;
  address: AddressRow | null;
  earlier: { order_no: string; pre_order_no: string } | null;
  rules: Record<string, string> | null;
}

/**
 * Writes the priced order in one statement: the master order, one merchant order per shop and their lines, the
 * stock taken (guarded: `stock >= n`, on SKU rows LOCK_AND_READ holds), the products' stock, the coupons used, the
 * points spent and their record, the cart lines removed and the pre-order marked; and it counts the shopper's
 * unpaid orders before this one (config.limits.unpaidOrdersPerAccount). The product rows are locked here,
 * in id order (a materialised `ORDER BY id FOR UPDATE`, read in full by the count before the update), and only until
 * the COMMIT that follows: every order of a product changes its row, so that lock is the hot one. The counts it
 * answers let the caller refuse (and roll back) when a guard did not hold.
 *
 * A guard that did not hold makes the statement itself fail (checkout_refuse, migration 023: the error names the
 * guard), so the COMMIT sent right behind it (`last`) can only end a failed transaction: placing and committing is
 * one round trip. The refusals, in the order they are checked: a SKU short (detail: the SKUs taken), the shopper's
 * unpaid orders before this one at the limit (detail: their count), a coupon no longer unused, points short.
 *
 * $1 stamp, $2 shopper, $3 pre-order, $4 Idempotency-Key, $5 address id, $6–$9 name, phone, address, email,
 * $10–$18 master amounts, $19 pay type, $20 channel, $21 remark, $22 shops (JSON), $23 lines (JSON),
 * $24 user-coupon ids used, $25 cart line ids, $26 product ids, $27 SKU ids to take, $28 most unpaid orders before
 * this one (NULL: no limit, nothing to pay), $29 coupons to use.
 */
const PLACE = `
  /* checkout, place: master_order, store_order, order_info, stock of product_sku and product, user_coupon, points */
  WITH master AS (
    INSERT INTO master_order (order_no, uid, pre_order_no, idempotency_key, address_id, real_name, user_phone, user_address,
           email, total_num, pro_total_price, total_postage, total_price, coupon_price, platform_coupon_id, use_integral,
           integral_price, pay_price, pay_type, pay_channel, mark)
    VALUES (${orderNoSql('PT', '$1')}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
    RETURNING order_no
  ), shops AS (
    INSERT INTO store_order (order_no, master_order_no, uid, mer_id, real_name, user_phone, user_address, email, total_num,
           pro_total_price, total_postage, total_price, pay_postage, coupon_id, mer_coupon_price, coupon_price, use_integral,
           integral_price, pay_price, pay_type, user_remark)
    SELECT ${orderNoSql('SH', '$1')}, master.order_no, $2, s.mer_id, $6, $7, $8, $9, s.total_num, s.pro_total_price,
           s.total_postage, s.total_price, s.total_postage, s.coupon_id, s.mer_coupon_price, s.coupon_price, s.use_integral,
           s.integral_price, s.pay_price, $19, $21
      FROM master, jsonb_to_recordset($22::jsonb) AS s(n int, mer_id bigint, total_num int, pro_total_price numeric,
           total_postage numeric, total_price numeric, coupon_id bigint, mer_coupon_price numeric, coupon_price numeric,
           use_integral int, integral_price numeric, pay_price numeric)
     ORDER BY s.n
    RETURNING id, order_no, mer_id
  ), lines AS (
    SELECT * FROM jsonb_to_recordset($23::jsonb) AS l(n int, mer_id bigint, product_id bigint, sku_id bigint, product_name text,
           product_name_i18n jsonb, image text, sku text, sku_i18n jsonb, price numeric, pay_num int, weight numeric, volume numeric)
  ), info AS (
    INSERT INTO order_info (store_order_id, mer_order_no, product_id, sku_id, product_name, product_name_i18n, image, sku, sku_i18n,
           price, pay_num, weight, volume)
    SELECT shops.id, shops.order_no, l.product_id, l.sku_id, l.product_name, COALESCE(l.product_name_i18n, '{}'), l.image, l.sku,
           COALESCE(l.sku_i18n, '{}'), l.price, l.pay_num, l.weight, l.volume
      FROM lines l JOIN shops ON shops.mer_id = l.mer_id
     ORDER BY l.n
  ), taken AS (
    UPDATE product_sku s SET stock = s.stock - q.qty
      FROM (SELECT sku_id, sum(pay_num)::int AS qty FROM lines GROUP BY sku_id) q
     WHERE s.id = ANY ($27::bigint[]) AND s.id = q.sku_id AND s.stock >= q.qty
    RETURNING s.id
  ), product_locks AS MATERIALIZED (
    SELECT id FROM product WHERE id = ANY($26::bigint[]) ORDER BY id FOR UPDATE
  ), products AS (
    UPDATE product p SET stock = p.stock - (SELECT sum(pay_num) FROM lines WHERE product_id = p.id)
     WHERE p.id = ANY($26::bigint[]) AND (SELECT count(*) FROM product_locks) > 0
    RETURNING p.id, p.stock
  ), used AS (
    UPDATE user_coupon SET status = 1, use_time = now() WHERE uid = $2 AND id = ANY($24::bigint[]) AND status = 0
    RETURNING id
  ), spent AS (
    UPDATE app_user SET integral = integral - $16, updated_at = now() WHERE id = $2 AND $16 > 0 AND integral >= $16
    RETURNING integral
  ), spent_record AS (
    INSERT INTO user_integral_record (uid, link_id, type, title, integral, balance)
    SELECT $2, master.order_no, 2, 'order_spend', $16, spent.integral FROM master, spent
  ), cart_gone AS (
    DELETE FROM cart WHERE uid = $2 AND id = ANY($25::bigint[])
  ), pre_done AS (
    UPDATE pre_order SET order_no = master.order_no FROM master WHERE pre_order_no = $3
  ), outcome AS MATERIALIZED (
    SELECT (SELECT count(*) FROM master_order WHERE uid = $2 AND NOT paid AND NOT is_cancel)::int AS unpaid_before,
           (SELECT count(*) FROM taken)::int AS skus_taken_count,
           (SELECT json_agg(id) FROM taken) AS skus_taken,
           (SELECT count(*) FROM used)::int AS coupons_used,
           (SELECT count(*) FROM spent)::int AS points_spent
  )
  SELECT master.order_no, (SELECT json_agg(id ORDER BY id) FROM products) AS stock_of,
         (SELECT json_agg(id ORDER BY id) FROM products WHERE stock <= 0) AS sold_out,
         CASE WHEN o.skus_taken_count < cardinality($27::bigint[]) THEN checkout_refuse('short', COALESCE(o.skus_taken, '[]')::text)
              WHEN $28::int IS NOT NULL AND o.unpaid_before >= $28 THEN checkout_refuse('unpaid', o.unpaid_before::text)
              WHEN o.coupons_used <> $29 THEN checkout_refuse('coupon', NULL)
              WHEN $16 > 0 AND o.points_spent <> 1 THEN checkout_refuse('points', NULL)
              ELSE FALSE END AS refused
    FROM master, outcome o`;

/*
 * `unpaid_before`, the shopper's orders waiting for payment before this one, is read by PLACE, whose snapshot is taken
 * after LOCK_AND_READ locked the shopper row, so two checkouts of one shopper cannot both see room for one more.
 */
interface Placed {
  order_no: string;
  /** The products whose stock changed (PLACE writes nothing else a cached answer shows): PLACE_CHANGE. */
  stock_of: number[] | null;
  /** Of those, the ones this order sold out. */
  sold_out: number[] | null;
}

/** What PLACE changed of the public cache (QueryOptions.cacheChange): its products' stock; sold out, their shelf state. */
const PLACE_CHANGE = (rows: Array<Record<string, unknown>>) => {
  const placed = rows[0] as unknown as Placed | undefined;
  return { stockOf: placed?.stock_of ?? [], shelfOf: placed?.sold_out ?? [] };
};

/** The merchant orders and their lines as PLACE reads them ($22, $23): amounts as 2-decimal strings. */
function placeRows(totals: OrderTotals) {
  const shops = totals.merchants.map((m, n) => ({
    n,
    mer_id: m.merId,
    total_num: m.totalNum,
    pro_total_price: fromCents(m.proTotal),
    total_postage: fromCents(m.freight),
    total_price: fromCents(m.proTotal + m.freight),
    coupon_id: m.coupon?.id ?? null,
    mer_coupon_price: fromCents(m.merCouponFee),
    coupon_price: fromCents(m.merCouponFee + m.platformCouponShare),
    use_integral: m.pointsUsed,
    integral_price: fromCents(m.pointsValue),
    pay_price: fromCents(m.pay),
  }));
  const lines = totals.merchants
    .flatMap((m) => m.lines)
    .map((l, n) => ({
      n,
      mer_id: l.merId,
      product_id: l.productId,
      sku_id: l.skuId,
      product_name: l.productName,
      product_name_i18n: l.productNameI18n,
      image: l.image,
      sku: l.sku,
      sku_i18n: l.skuI18n,
      price: fromCents(l.priceCents),
      pay_num: l.qty,
      weight: l.weight,
      volume: l.volume,
    }));
  return { shops, lines };
}

/** A refusal raised by PLACE's guards (checkout_refuse): which guard, and its detail. */
function checkoutRefusal(err: unknown): { reason: string; detail: string } | null {
  const e = err as { code?: string; message?: string; detail?: string };
  const m = /^checkout refused: (\w+)$/.exec(e.message ?? '');
  return e.code === 'P0001' && m ? { reason: m[1], detail: e.detail ?? '' } : null;
}

const isIdempotencyClash = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint ?? e.message ?? '').includes('master_order_idempotency_uq');
};

export function createOrderCreateService(db: Db, config: Config): OrderCreateService {
  return {
    create(uid, body, idempotencyKey) {
      return db.transaction(async (tx) => {
        const snap = (
          await tx.query<Snapshot>(
            LOCK_AND_READ,
            [body.preOrderNo, uid, chosenCouponIds(body), body.addressId, idempotencyKey, ORDER_RULE_KEYS],
            { name: 'checkout_lock_and_read' },
          )
        ).rows[0];
        if (!snap) throw notFound('order.pre.notFound');
        if (idempotencyKey && snap.earlier) {
          if (snap.earlier.pre_order_no !== snap.pre_order_no) throw refused('order.idempotency.reused');
          return { orderNo: snap.earlier.order_no };
        }
        if (snap.order_no) return { orderNo: snap.order_no };
        if (snap.expired) throw refused('order.pre.expired');
        if (!payTypeEnabled(config, body.payType)) throw refused('order.payType.unavailable');
        const address = snap.address;
        if (!address) throw notFound('address.notFound');

        const coupons = checkHeldCoupons(chosenCouponIds(body), snap.coupons ?? []);
        const chosen = JSON.parse(snap.lines) as SnapshotLine[];
        // A SKU short of the quantity was not locked (LOCK_AND_READ), so a sold-out SKU queues no one behind it: read
        // the lines as they are now to say why (sold out, how many are left, withdrawn). Should stock have come back
        // since (an order cancelled), this try still did not hold it.
        const locked = new Set((snap.skus ?? []).map((r) => r.sku_id));
        if (chosen.some((l) => !locked.has(l.skuId))) {
          const now = await pricedLines(tx, chosen, { lock: false });
          throw refused('order.line.short.noCount', { product: now.find((l) => !locked.has(l.skuId))!.productName });
        }
        const lines = linesFromSkus(chosen, snap.skus ?? []);
        const { totals } = quoteFrom(lines, coupons, snap.integral ?? 0, body, orderRules(snap.rules ?? {}, config));
        const used = [totals.platformCoupon, ...totals.merchants.map((m) => m.coupon)].flatMap((c) => (c ? [c.id] : []));
        const { shops, lines: lineRows } = placeRows(totals);

        const skuIds = new Set(lines.map((l) => l.skuId));
        // At most a few unpaid orders per account hold stock at once (an order with nothing to pay is paid below).
        const mostUnpaid = totals.pay > 0 ? config.limits.unpaidOrdersPerAccount : null;
        let placed: Placed;
        try {
          placed = (
            await tx.query<Placed>(
              PLACE,
              [
                orderStamp(),
                uid,
                snap.pre_order_no,
                idempotencyKey,
                address.id,
                address.real_name,
                address.phone,
                addressLine(address),
                address.email,
                totals.totalNum,
                fromCents(totals.proTotal),
                fromCents(totals.freight),
                fromCents(totals.proTotal + totals.freight),
                fromCents(totals.couponFee),
                totals.platformCoupon?.id ?? null,
                totals.pointsUsed,
                fromCents(totals.pointsValue),
                fromCents(totals.pay),
                body.payType,
                body.payChannel ?? 'pc',
                body.mark?.trim() ?? '',
                JSON.stringify(shops),
                JSON.stringify(lineRows),
                used,
                lines.flatMap((l) => (l.cartId === null ? [] : [l.cartId])),
                [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b),
                [...skuIds],
                mostUnpaid,
                used.length,
                // With something to pay the order is complete: COMMIT goes with it. Otherwise it is settled first, below.
              ],
              { name: 'checkout_place', last: totals.pay > 0, cacheChange: PLACE_CHANGE },
            )
          ).rows[0];
        } catch (err) {
          // The same key sent with another confirmation while the first was being placed (LOCK_AND_READ's snapshot
          // predates that order; the unique index does not).
          if (isIdempotencyClash(err)) throw refused('order.idempotency.reused');
          const refusal = checkoutRefusal(err);
          if (!refusal) throw err;
          // The guards that did not hold failed the statement: nothing of it was written.
          if (refusal.reason === 'short') {
            const taken = JSON.parse(refusal.detail) as number[];
            const short = lines.find((l) => !taken.includes(l.skuId)) ?? lines[0];
            throw refused('order.line.short.noCount', { product: short.productName });
          }
          if (refusal.reason === 'unpaid') throw refused('order.unpaid.tooMany', { count: Number(refusal.detail) });
          if (refusal.reason === 'coupon') throw refused('order.coupon.gone');
          throw refused('order.points.short');
        }
        const orderNo = placed.order_no;
        // Coupons and points may leave nothing to pay: there is no card payment to wait for.
        if (totals.pay === 0) await settlePaid(tx, config, orderNo, { intentId: null, amount: 0 });
        return { orderNo };
      });
    },
  };
}
