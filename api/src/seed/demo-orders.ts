import type { Db } from '../infra/db';
import type { Config } from '../config';
import { formatDate } from '../lib/format';
import { addressLine } from '../services/address/address-row';
import { fromCents } from '../services/order/cents';
import { quote } from '../services/order/checkout/quote';
import { settlePaid } from '../services/order/checkout/settle';
import { takeStock } from '../services/order/checkout/stock';
import { handingOver, recordEvent } from '../services/order/order-center/tracking';
import { createRng, type Rng } from './random';
import { DEMO_SHOPPER } from './shoppers';

/**
 * The demo shopper's order history, so "My orders" shows every tab at once: a completed and reviewed order, one
 * received and waiting for its reviews, a two-shop order of which one part is on its way (three tracking events) and
 * the other waits to ship, and one paid a couple of hours ago. Each is placed the way the checkout places orders —
 * priced by `quote` from the catalogue and the order rules, stock taken, paid through `settlePaid` (sales, points
 * earned, total spend) with a succeeded test-card intent — then shipped, tracked, received and reviewed with the same
 * columns the order-center services write. Numbers come from a seeded generator; only times follow the seeding moment.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Candidate {
  product_id: number;
  sku_id: number;
  mer_id: number;
}

interface PlacedStore {
  id: number;
  orderNo: string;
  merId: number;
  lineIds: number[];
}
interface Placed {
  masterNo: string;
  placedAt: Date;
  stores: PlacedStore[];
}

type Delivery = { type: 'express'; carrier: string; code: string; waybill: string } | { type: 'courier'; courier: string; phone: string };

/** yyyyMMddHHmmss in GMT+8, as order numbers are stamped. */
const stamp = (d: Date) => formatDate(d)!.replace(/\D/g, '');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');

/** The demo shopper's default address (the one the checkout journeys would otherwise create). */
async function demoAddress(tx: Db, uid: number) {
  const address = {
    real_name: DEMO_SHOPPER.nickname,
    phone: DEMO_SHOPPER.phone,
    country: 'China',
    detail: '1 Garden Road, Shanghai',
    post_code: '200000',
  };
  const id = (
    await tx.query<{ id: number }>(
      `INSERT INTO user_address (uid, real_name, phone, country_code, country, email, detail, post_code, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, TRUE) RETURNING id`,
      [
        uid,
        address.real_name,
        address.phone,
        DEMO_SHOPPER.countryCode,
        address.country,
        DEMO_SHOPPER.email,
        address.detail,
        address.post_code,
      ],
    )
  ).rows[0].id;
  return { id, who: [address.real_name, address.phone, addressLine(address), DEMO_SHOPPER.email] };
}

/** Places an order of the lines at `placedAt`, as order-create-service does (without coupons or points). */
async function place(
  tx: Db,
  config: Config,
  rng: Rng,
  uid: number,
  address: { id: number; who: string[] },
  lines: Array<[Candidate, number]>,
  placedAt: Date,
): Promise<Placed> {
  const snapshot = lines.map(([c, qty]) => ({ productId: c.product_id, skuId: c.sku_id, qty, cartId: null }));
  const { lines: priced, totals } = await quote(tx, config, uid, snapshot, {}, { lock: true });
  await takeStock(tx, priced);
  const masterNo = `PT${stamp(placedAt)}${digits(rng, 6)}`;
  const preNo = `pre${hex(rng, 32)}`;
  await tx.query(
    `INSERT INTO pre_order (pre_order_no, uid, type, lines, created_at, expires_at, order_no)
     VALUES ($1, $2, 'buyNow', $3, $4, $4::timestamptz + make_interval(mins => $5), $6)`,
    [preNo, uid, JSON.stringify(snapshot), placedAt, config.preOrderMinutes, masterNo],
  );
  await tx.query(
    `INSERT INTO master_order (order_no, uid, pre_order_no, address_id, real_name, user_phone, user_address, email, total_num,
            pro_total_price, total_postage, total_price, pay_price, pay_type, pay_channel, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'stripe', 'pc', $14, $14)`,
    [
      masterNo,
      uid,
      preNo,
      address.id,
      ...address.who,
      totals.totalNum,
      fromCents(totals.proTotal),
      fromCents(totals.freight),
      fromCents(totals.proTotal + totals.freight),
      fromCents(totals.pay),
      placedAt,
    ],
  );
  const stores: PlacedStore[] = [];
  for (const m of totals.merchants) {
    const orderNo = `SH${stamp(placedAt)}${digits(rng, 6)}`;
    const id = (
      await tx.query<{ id: number }>(
        `INSERT INTO store_order (order_no, master_order_no, uid, mer_id, real_name, user_phone, user_address, email, total_num,
              pro_total_price, total_postage, total_price, pay_postage, pay_price, pay_type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $11, $13, 'stripe', $14, $14) RETURNING id`,
        [
          orderNo,
          masterNo,
          uid,
          m.merId,
          ...address.who,
          m.totalNum,
          fromCents(m.proTotal),
          fromCents(m.freight),
          fromCents(m.proTotal + m.freight),
          fromCents(m.pay),
          placedAt,
        ],
      )
    ).rows[0].id;
    const lineIds: number[] = [];
    for (const l of m.lines) {
      lineIds.push(
        (
          await tx.query<{ id: number }>(
            `INSERT INTO order_info (store_order_id, mer_order_no, product_id, sku_id, product_name, image, sku, price, pay_num, weight, volume, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11::numeric, $12) RETURNING id`,
            [
              id,
              orderNo,
              l.productId,
              l.skuId,
              l.productName,
              l.image,
              l.sku,
              fromCents(l.priceCents),
              l.qty,
              l.weight,
              l.volume,
              placedAt,
            ],
          )
        ).rows[0].id,
      );
    }
    stores.push({ id, orderNo, merId: m.merId, lineIds });
  }
  return { masterNo, placedAt, stores };
}

/** Paid by the test card at `paidAt`: a succeeded intent, then the settlement every verified payment goes through. */
async function pay(tx: Db, config: Config, rng: Rng, order: Placed, paidAt: Date): Promise<void> {
  const intentId = `testpi_${hex(rng, 24)}`;
  const amount = (
    await tx.query<{ cents: number }>('SELECT (pay_price * 100)::int AS cents FROM master_order WHERE order_no = $1', [order.masterNo])
  ).rows[0].cents;
  await tx.query(
    `INSERT INTO payment_intent (id, provider, master_order_no, attempt, amount, currency, status, created_at, updated_at)
     VALUES ($1, 'test', $2, 1, $3, $4, 'succeeded', $5, $5)`,
    [intentId, order.masterNo, amount, config.stripe.currency, paidAt],
  );
  await tx.query('UPDATE master_order SET pay_attempt = 1 WHERE order_no = $1', [order.masterNo]);
  const outcome = await settlePaid(tx, config, order.masterNo, { intentId, amount });
  if (outcome !== 'paid') throw new Error(`demo order ${order.masterNo} could not be paid: ${outcome}`);
  // settlePaid stamps the seeding moment: the history happened earlier.
  await tx.query('UPDATE master_order SET pay_time = $2, updated_at = $2 WHERE order_no = $1', [order.masterNo, paidAt]);
  await tx.query('UPDATE store_order SET pay_time = $2, updated_at = $2 WHERE master_order_no = $1', [order.masterNo, paidAt]);
  await tx.query('UPDATE user_integral_record SET created_at = $2 WHERE link_id = $1', [order.masterNo, paidAt]);
}

/** Shipped at `at` with its handing-over event, as the operator's ship does. */
async function ship(tx: Db, store: PlacedStore, delivery: Delivery, at: Date): Promise<void> {
  const express = delivery.type === 'express' ? delivery : null;
  const courier = delivery.type === 'courier' ? delivery : null;
  await tx.query(
    `UPDATE store_order SET status = 1, delivery_type = $2, delivery_name = $3, delivery_code = $4, delivery_id = $5, courier = $6,
            courier_phone = $7, delivery_time = $8, updated_at = $8 WHERE id = $1 AND status = 0`,
    [
      store.id,
      delivery.type,
      express?.carrier ?? null,
      express?.code ?? null,
      express?.waybill ?? null,
      courier?.courier ?? null,
      courier?.phone ?? null,
      at,
    ],
  );
  const first = express
    ? handingOver({ type: 'express', carrier: express.carrier })
    : handingOver({ type: 'courier', courier: courier!.courier });
  await recordEvent(tx, store.id, { ...first, time: at });
}

async function track(tx: Db, store: PlacedStore, events: Array<{ station: string; state: number; at: Date }>): Promise<void> {
  for (const e of events) await recordEvent(tx, store.id, { station: e.station, state: e.state, time: e.at });
}

/** The shopper confirmed receipt at `at` (status 2: to review). */
async function receive(tx: Db, store: PlacedStore, at: Date): Promise<void> {
  await tx.query('UPDATE store_order SET status = 2, receiving_time = $2, updated_at = $2 WHERE id = $1 AND status = 1', [store.id, at]);
}

/** Every line reviewed at `at`: the order is completed (status 3). */
async function review(tx: Db, uid: number, store: PlacedStore, text: { star: number; comment: string }, at: Date): Promise<void> {
  for (const lineId of store.lineIds) {
    await tx.query(
      `INSERT INTO product_reply (product_id, uid, nickname, avatar, sku, star, service_star, comment, pics, order_info_id, mer_order_no, created_at)
       SELECT i.product_id, $2, u.nickname, u.avatar, i.sku, $3, 5, $4, '[]', i.id, i.mer_order_no, $5
         FROM order_info i, app_user u WHERE i.id = $1 AND u.id = $2`,
      [lineId, uid, text.star, text.comment, at],
    );
    await tx.query('UPDATE order_info SET is_reply = TRUE WHERE id = $1', [lineId]);
  }
  await tx.query('UPDATE store_order SET status = 3, updated_at = $2 WHERE id = $1 AND status = 2', [store.id, at]);
}

/** On-shelf SKUs with stock to spare, one list per shop, in id order (the catalogue is deterministic). */
async function candidatesByShop(tx: Db): Promise<Candidate[][]> {
  const rows = (
    await tx.query<Candidate>(
      `SELECT p.id AS product_id, s.id AS sku_id, p.mer_id FROM product_sku s JOIN product p ON p.id = s.product_id
      WHERE p.is_show AND p.is_audit AND NOT p.is_del AND NOT p.is_recycle AND NOT p.is_forced_off AND NOT s.is_del AND s.stock >= 10
      ORDER BY p.mer_id, p.id, s.id`,
    )
  ).rows;
  const shops = new Map<number, Candidate[]>();
  for (const r of rows) shops.set(r.mer_id, [...(shops.get(r.mer_id) ?? []), r]);
  return [...shops.values()];
}

export async function seedDemoOrders(tx: Db, config: Config, uid: number, now = new Date()): Promise<void> {
  const rng = createRng('mall-demo-v1/demo-orders');
  const address = await demoAddress(tx, uid);
  const shops = rng.sample(await candidatesByShop(tx), 5);
  const pickIn = (shop: Candidate[], n: number) => rng.sample(shop, n);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

  // 1. Completed: delivered by carrier three weeks ago, received, reviewed.
  const [completedLine] = pickIn(shops[0], 1);
  const completed = await place(tx, config, rng, uid, address, [[completedLine, 1]], ago(21 * DAY + 2 * HOUR));
  await pay(tx, config, rng, completed, after(completed.placedAt, 3 * 60_000));
  const [c] = completed.stores;
  const cShipped = after(completed.placedAt, DAY);
  await ship(tx, c, { type: 'express', carrier: 'SF Express', code: 'sf', waybill: 'SF1403658372915' }, cShipped);
  await track(tx, c, [
    { station: 'Departed the Shenzhen sorting centre', state: 2, at: after(cShipped, 8 * HOUR) },
    { station: 'Out for delivery in Shanghai', state: 2, at: after(cShipped, 44 * HOUR) },
    { station: 'Signed for at the front desk', state: 3, at: after(cShipped, 50 * HOUR) },
  ]);
  await receive(tx, c, after(cShipped, 53 * HOUR));
  await review(
    tx,
    uid,
    c,
    { star: 5, comment: 'Exactly as described and well packed. Arrived two days after shipping.' },
    after(cShipped, 4 * DAY),
  );

  // 2. Received by the shop's courier last week, waiting for its reviews (two items of one shop).
  const receivedLines = pickIn(shops[1], 2);
  const received = await place(
    tx,
    config,
    rng,
    uid,
    address,
    [
      [receivedLines[0], 1],
      [receivedLines[1], 2],
    ],
    ago(8 * DAY + 5 * HOUR),
  );
  await pay(tx, config, rng, received, after(received.placedAt, 6 * 60_000));
  const [r] = received.stores;
  const rShipped = after(received.placedAt, 20 * HOUR);
  await ship(tx, r, { type: 'courier', courier: 'Zhang Min', phone: '13900001111' }, rShipped);
  await track(tx, r, [{ station: 'Delivered to the door, signed by the buyer', state: 3, at: after(rShipped, 5 * HOUR) }]);
  await receive(tx, r, after(rShipped, 30 * HOUR));

  // 3. One checkout with two shops: one part on its way (three tracking events), the other still to ship.
  const [travelling] = pickIn(shops[2], 1);
  const [waiting] = pickIn(shops[3], 1);
  const split = await place(
    tx,
    config,
    rng,
    uid,
    address,
    [
      [travelling, 1],
      [waiting, 3],
    ],
    ago(3 * DAY + 4 * HOUR),
  );
  await pay(tx, config, rng, split, after(split.placedAt, 2 * 60_000));
  const onItsWay = split.stores.find((s) => s.merId === travelling.mer_id)!;
  const sShipped = after(split.placedAt, 22 * HOUR);
  await ship(tx, onItsWay, { type: 'express', carrier: 'DHL Express', code: 'dhl', waybill: 'JD0146000045127' }, sShipped);
  await track(tx, onItsWay, [
    { station: 'Departed the Shenzhen sorting centre', state: 2, at: after(sShipped, 9 * HOUR) },
    { station: 'Arrived at the Shanghai hub', state: 2, at: after(sShipped, 31 * HOUR) },
  ]);

  // 4. Paid two hours ago, to ship.
  const [fresh] = pickIn(shops[4], 1);
  const recent = await place(tx, config, rng, uid, address, [[fresh, 2]], ago(2 * HOUR));
  await pay(tx, config, rng, recent, after(recent.placedAt, 4 * 60_000));
}
