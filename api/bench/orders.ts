/**
 * Times the order center's reads (docs/order-center-contract.md) as a shopper with a long history hits them — the
 * services the routes call, so their real SQL — on a freshly seeded PGlite database whose demo shopper
 * (demo@mall.test) has grown to about 2,000 merchant orders in every state, among a few thousand orders of other
 * shoppers (so every ownership filter has rows to skip).
 *
 *   pnpm --filter @mall/api bench:orders     (or: npx tsx bench/orders.ts [runs])
 *
 * The history is copied with SQL from the seeded demo orders (api/src/seed/demo-orders.ts): new master and merchant
 * order numbers, their lines, payment intents, shipping with tracking events, receipts, reviews (some answered),
 * refunds in each refund state (with their lines and history) and the points each paid order earned. Prints median /
 * p95 / max milliseconds per call over N runs (argv[2], default 50) and the EXPLAIN ANALYZE plan of the slowest
 * statement of the slowest call. Never asserts a time: the figures are for reading.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Db } from '../src/infra/db';
import { migrate } from '../src/infra/migrate';
import { seedIfEmpty } from '../src/seed';
import { DEMO_SHOPPER } from '../src/seed/shoppers';
import { createOrderCancelService } from '../src/services/order/order-center/cancel-service';
import { createOrderCenterService } from '../src/services/order/order-center/center-service';
import { handingOver } from '../src/services/order/order-center/tracking';
import { createRefundQueryService } from '../src/services/refund/refund-query-service';
import { createPendingReviewService } from '../src/services/review/pending-review-service';
import { createMyReviewService } from '../src/services/review/my-review-service';
import { createPointsService } from '../src/services/points/points-service';

const RUNS = Number(process.argv[2]) || 50;
/** Checkouts copied in all: one in three is the demo shopper's (4 seeded checkouts = 5 merchant orders → ×1.25). */
const CHECKOUTS = 4800;
/** Other shoppers sharing the remaining two thirds. */
const OTHER_SHOPPERS = 60;
/** The demo shopper's newest checkouts left unpaid (a few pages of "To pay"); other shoppers have two each. */
const DEMO_UNPAID = 60;
/**
 * Unpaid orders cancel themselves ORDER_UNPAID_MINUTES after they were placed, on read. The bench gives them a day
 * so the "To pay" ones stay payable however long the runs take; the statements are the same whatever the value.
 */
const UNPAID_MINUTES = 24 * 60;

/** The fate of a copied checkout (and of each of its merchant orders), by copy number modulo 20. */
const FATES = [
  'cancelled',
  'cancelled',
  'to_ship',
  'to_ship',
  'to_ship',
  'shipped',
  'shipped',
  'shipped',
  'received',
  'received',
  'received',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'refund_reviewing',
  'refund_refused',
  'refund_refunding',
  'refund_refunded',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

/** A Db that, while `capture` is set, records every statement it (and its transactions) runs with its time. */
function probed(db: Db): Db & { capture: Statement[] | null } {
  const wrap = (conn: Db): Db => ({
    kind: conn.kind,
    async query<T>(sql: string, params: unknown[] = []) {
      const t = process.hrtime.bigint();
      const r = await conn.query<T>(sql, params);
      probe.capture?.push({ sql, params, ms: Number(process.hrtime.bigint() - t) / 1e6 });
      return r;
    },
    exec: (sql) => conn.exec(sql),
    transaction: (fn) => conn.transaction((tx) => fn(wrap(tx))),
    close: () => conn.close(),
  });
  const probe = Object.assign(wrap(db), { capture: null as Statement[] | null });
  return probe;
}

/** Grows the history: other shoppers, then 4,800 checkouts copied from the demo shopper's seeded ones. */
async function grow(db: Db, config: Config, demoUid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO app_user (email, country_code, phone, password_hash, nickname, avatar, user_type, integral)
       SELECT 'bench-shopper-' || g || '@mall.test', '86', '1390000' || lpad(g::text, 4, '0'), password_hash,
              'Bench Shopper ' || g, avatar, 'email', 0
         FROM app_user, generate_series(1, $2::int) AS g WHERE id = $1`,
      [demoUid, OTHER_SHOPPERS],
    );
    const others = (await tx.query<{ id: number }>("SELECT id FROM app_user WHERE email LIKE 'bench-shopper-%' ORDER BY id")).rows.map(
      (r) => r.id,
    );
    await tx.query(
      `INSERT INTO user_address (uid, real_name, phone, country_code, country, email, detail, post_code, is_default)
       SELECT u.id, u.nickname, u.phone, a.country_code, a.country, u.email, (u.id % 90 + 2) || ' Garden Road, Shanghai', a.post_code, TRUE
         FROM app_user u, user_address a WHERE u.id = ANY($2::bigint[]) AND a.uid = $1 AND a.is_default`,
      [demoUid, others],
    );

    // One row per copied checkout: its owner, its seeded original, its fate, when it was placed and its number. The
    // newest ones of each owner are unpaid (placed minutes ago); the others go back six hours per copy (~3 years).
    await tx.exec(
      `CREATE TEMP TABLE bench_plan (n int, uid bigint, src_no text, fate text, placed_at timestamptz, order_no text, paid boolean,
                                     shipped boolean, received boolean, deleted boolean)`,
    );
    await tx.query(
      `INSERT INTO bench_plan
       WITH src AS (
         SELECT order_no AS src_no, (row_number() OVER (ORDER BY id) - 1)::int AS k, count(*) OVER ()::int AS nsrc
           FROM master_order WHERE uid = $1
       ), copies AS (
         SELECT n, CASE WHEN n % 3 = 0 THEN $1::bigint ELSE ($2::bigint[])[1 + n % cardinality($2::bigint[])] END AS uid
           FROM generate_series(1, $3::int) AS n
       ), ranked AS (
         SELECT c.n, c.uid, s.src_no, row_number() OVER (PARTITION BY c.uid ORDER BY c.n) AS owner_rank
           FROM copies c JOIN src s ON s.k = c.n % s.nsrc
       ), fated AS (
         SELECT n, uid, src_no,
                CASE WHEN owner_rank <= CASE WHEN uid = $1 THEN $4 ELSE 2 END THEN 'unpaid' ELSE ($5::text[])[1 + n % 20] END AS fate
           FROM ranked
       ), timed AS (
         SELECT *, CASE WHEN fate = 'unpaid' THEN now() - n * interval '3 seconds' ELSE now() - n * interval '6 hours' - interval '1 hour' END AS placed_at
           FROM fated
       )
       SELECT n, uid, src_no, fate, placed_at,
              'PT' || to_char(placed_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDDHH24MISS') || lpad(n::text, 6, '0') AS order_no,
              fate NOT IN ('unpaid', 'cancelled') AS paid,
              fate IN ('shipped', 'received', 'completed', 'refund_reviewing', 'refund_refused', 'refund_refunding') AS shipped,
              fate IN ('received', 'completed', 'refund_refused') AS received,
              fate = 'completed' AND n % 7 = 0 AS deleted
         FROM timed`,
      [demoUid, others, CHECKOUTS, DEMO_UNPAID, FATES],
    );

    await tx.query(
      `INSERT INTO pre_order (pre_order_no, uid, type, lines, created_at, expires_at, order_no)
       SELECT 'pre' || md5(p.order_no), p.uid, po.type, po.lines, p.placed_at, p.placed_at + make_interval(mins => $1), p.order_no
         FROM bench_plan p JOIN master_order m ON m.order_no = p.src_no JOIN pre_order po ON po.pre_order_no = m.pre_order_no
        ORDER BY p.placed_at`,
      [config.preOrderMinutes],
    );
    await tx.query(
      `INSERT INTO master_order (order_no, uid, pre_order_no, address_id, real_name, user_phone, user_address, email, total_num,
              pro_total_price, total_postage, total_price, pay_price, gain_integral, pay_type, pay_channel, paid, pay_time, out_trade_no,
              pay_attempt, is_cancel, cancel_time, created_at, updated_at)
       SELECT p.order_no, p.uid, 'pre' || md5(p.order_no), a.id, a.real_name, a.phone, a.detail || ', ' || a.country, u.email, m.total_num,
              m.pro_total_price, m.total_postage, m.total_price, m.pay_price, CASE WHEN p.paid THEN floor(m.pay_price)::int ELSE 0 END,
              m.pay_type, m.pay_channel, p.paid, CASE WHEN p.paid THEN p.placed_at + interval '3 minutes' END,
              CASE WHEN p.paid THEN 'testpi_' || substr(md5(p.order_no), 1, 24) END, CASE WHEN p.paid THEN 1 ELSE 0 END,
              p.fate = 'cancelled', CASE WHEN p.fate = 'cancelled' THEN p.placed_at + interval '30 minutes' END, p.placed_at, p.placed_at
         FROM bench_plan p JOIN master_order m ON m.order_no = p.src_no JOIN app_user u ON u.id = p.uid
         JOIN user_address a ON a.uid = p.uid AND a.is_default
        ORDER BY p.placed_at`,
    );
    await tx.query(
      `INSERT INTO payment_intent (id, provider, master_order_no, attempt, amount, currency, status, created_at, updated_at)
       SELECT out_trade_no, 'test', order_no, 1, (pay_price * 100)::int, $1, 'succeeded', pay_time, pay_time
         FROM master_order WHERE order_no IN (SELECT order_no FROM bench_plan WHERE paid) ORDER BY id`,
      [config.stripe.currency],
    );

    // Each checkout's merchant orders, numbered SH<time><copy><k>, placed in time order so ids grow with time.
    await tx.query(
      `CREATE TEMP TABLE bench_store AS
       SELECT p.*, s.id AS src_id,
              'SH' || substr(p.order_no, 3, 14) || lpad(p.n::text, 5, '0') || (row_number() OVER (PARTITION BY p.n ORDER BY s.id) - 1) AS store_no,
              LEAST(p.placed_at + interval '1 day', now() - interval '1 minute') AS shipped_at,
              LEAST(p.placed_at + interval '3 days', now()) AS received_at
         FROM bench_plan p JOIN store_order s ON s.master_order_no = p.src_no`,
    );
    const handed = handingOver({ type: 'express', carrier: 'SF Express' });
    await tx.query(
      `INSERT INTO store_order (order_no, master_order_no, uid, mer_id, real_name, user_phone, user_address, email, total_num,
              pro_total_price, total_postage, total_price, pay_postage, pay_price, pay_type, paid, pay_time, status, refund_status,
              is_user_del, delivery_type, delivery_name, delivery_code, delivery_id, delivery_time, receiving_time, created_at, updated_at)
       SELECT b.store_no, b.order_no, b.uid, s.mer_id, mo.real_name, mo.user_phone, mo.user_address, mo.email, s.total_num,
              s.pro_total_price, s.total_postage, s.total_price, s.pay_postage, s.pay_price, s.pay_type, b.paid, mo.pay_time,
              CASE b.fate WHEN 'cancelled' THEN 9 WHEN 'shipped' THEN 1 WHEN 'received' THEN 2 WHEN 'completed' THEN 3
                          WHEN 'refund_reviewing' THEN 1 WHEN 'refund_refused' THEN 2 WHEN 'refund_refunding' THEN 1 ELSE 0 END,
              CASE b.fate WHEN 'refund_reviewing' THEN 1 WHEN 'refund_refunding' THEN 2 WHEN 'refund_refunded' THEN 3 ELSE 0 END,
              b.deleted,
              CASE WHEN b.shipped THEN 'express' END, CASE WHEN b.shipped THEN 'SF Express' END, CASE WHEN b.shipped THEN 'sf' END,
              CASE WHEN b.shipped THEN 'SF' || substr(b.store_no, 3) END, CASE WHEN b.shipped THEN b.shipped_at END,
              CASE WHEN b.received THEN b.received_at END, b.placed_at, b.placed_at
         FROM bench_store b JOIN store_order s ON s.id = b.src_id JOIN master_order mo ON mo.order_no = b.order_no
        ORDER BY b.placed_at, b.store_no`,
    );
    await tx.query(
      `INSERT INTO order_info (store_order_id, mer_order_no, product_id, sku_id, product_name, image, sku, price, pay_num, weight, volume,
              is_reply, created_at)
       SELECT so.id, so.order_no, i.product_id, i.sku_id, i.product_name, i.image, i.sku, i.price, i.pay_num, i.weight, i.volume,
              b.fate = 'completed', b.placed_at
         FROM bench_store b JOIN store_order so ON so.order_no = b.store_no JOIN order_info i ON i.store_order_id = b.src_id
        ORDER BY so.id, i.id`,
    );
    // Shipped: handed to the carrier, departed the sorting centre, and signed for once received.
    await tx.query(
      `INSERT INTO order_tracking_event (store_order_id, station, station_key, state, event_time, created_at)
       SELECT so.id, e.station, e.station_key, e.state, e.at, e.at
         FROM bench_store b JOIN store_order so ON so.order_no = b.store_no
        CROSS JOIN LATERAL (VALUES ($1::text, $2::text, $3::int, b.shipped_at),
                                   ('Departed the Shenzhen sorting centre', NULL, 2, b.shipped_at + (b.received_at - b.shipped_at) / 3),
                                   ('Signed for at the front desk', NULL, 3, b.shipped_at + (b.received_at - b.shipped_at) * 2 / 3))
                                AS e(station, station_key, state, at)
        WHERE b.shipped AND (e.state <> 3 OR b.received)
        ORDER BY so.id, e.at`,
      [handed.station, handed.stationKey, handed.state],
    );
    // Completed: every line reviewed a day after receipt; one review in three answered by the shop.
    await tx.query(
      `INSERT INTO product_reply (product_id, uid, nickname, avatar, sku, star, service_star, comment, pics, order_info_id, mer_order_no,
              merchant_reply_content, merchant_reply_time, created_at)
       SELECT i.product_id, so.uid, u.nickname, u.avatar, i.sku, 3 + b.n % 3, 5, 'Arrived on time and as described.', '[]', i.id,
              i.mer_order_no, CASE WHEN b.n % 3 = 0 THEN 'Thank you for shopping with us!' END,
              CASE WHEN b.n % 3 = 0 THEN LEAST(b.received_at + interval '2 days', now()) END, LEAST(b.received_at + interval '1 day', now())
         FROM bench_store b JOIN store_order so ON so.order_no = b.store_no JOIN order_info i ON i.store_order_id = so.id
         JOIN app_user u ON u.id = so.uid
        WHERE b.fate = 'completed'
        ORDER BY b.received_at, i.id`,
    );

    // Refunds in each state: reviewing (0), refused (1), refunding (2) and refunded (3, paid back by the test provider).
    await tx.query(
      `INSERT INTO payment_refund (id, provider, intent_id, amount, currency, idempotency_key, status, created_at)
       SELECT 'testre_' || substr(md5(b.store_no), 1, 24), 'test', mo.out_trade_no, (so.pay_price * 100)::int, $1,
              'refund-RE' || substr(b.store_no, 3), 'succeeded', LEAST(b.placed_at + interval '2 days', now())
         FROM bench_store b JOIN store_order so ON so.order_no = b.store_no JOIN master_order mo ON mo.order_no = b.order_no
        WHERE b.fate = 'refund_refunded'
        ORDER BY so.id`,
      [config.stripe.currency],
    );
    await tx.query(
      `INSERT INTO refund_order (refund_order_no, uid, store_order_id, mer_order_no, master_order_no, mer_id, refund_num, refund_price,
              max_refund_price, refund_reason_wap, refund_reason_wap_explain, refund_status, refund_reason, refund_time, payment_refund_id,
              created_at, updated_at)
       SELECT 'RE' || substr(b.store_no, 3), so.uid, so.id, so.order_no, so.master_order_no, so.mer_id, so.total_num, so.pay_price,
              so.pay_price, 'Item not as described', 'The colour differs from the pictures.',
              CASE b.fate WHEN 'refund_reviewing' THEN 0 WHEN 'refund_refused' THEN 1 WHEN 'refund_refunding' THEN 2 ELSE 3 END,
              CASE WHEN b.fate = 'refund_refused' THEN 'The parcel was signed for in good condition.' END,
              CASE WHEN b.fate = 'refund_refunded' THEN LEAST(b.placed_at + interval '2 days', now()) END,
              CASE WHEN b.fate = 'refund_refunded' THEN 'testre_' || substr(md5(b.store_no), 1, 24) END,
              LEAST(b.placed_at + interval '1 day', now()), LEAST(b.placed_at + interval '2 days', now())
         FROM bench_store b JOIN store_order so ON so.order_no = b.store_no
        WHERE b.fate LIKE 'refund_%'
        ORDER BY so.id`,
    );
    await tx.query(
      `INSERT INTO refund_order_info (refund_order_id, order_info_id, refund_num)
       SELECT r.id, i.id, i.pay_num
         FROM refund_order r JOIN bench_store b ON b.store_no = r.mer_order_no JOIN order_info i ON i.store_order_id = r.store_order_id`,
    );
    await tx.query(
      `INSERT INTO refund_order_history (refund_order_id, event, note, created_at)
       SELECT r.id, h.event, h.note, h.at
         FROM refund_order r JOIN bench_store b ON b.store_no = r.mer_order_no
        CROSS JOIN LATERAL (VALUES ('applied', NULL, r.created_at, TRUE),
                                   ('approved', NULL, LEAST(r.created_at + interval '1 hour', r.updated_at), r.refund_status IN (2, 3)),
                                   ('refused', r.refund_reason, LEAST(r.created_at + interval '1 hour', r.updated_at), r.refund_status = 1),
                                   ('refunded', NULL, r.refund_time, r.refund_status = 3)) AS h(event, note, at, happened)
        WHERE h.happened
        ORDER BY r.id, h.at`,
    );

    // The points each paid checkout earned (one per 1.00 paid), with the running balance, and the owners' totals.
    await tx.query(
      `INSERT INTO user_integral_record (uid, link_id, type, title, integral, balance, created_at)
       SELECT mo.uid, mo.order_no, 1, 'order_paid_gain', mo.gain_integral,
              u.integral + sum(mo.gain_integral) OVER (PARTITION BY mo.uid ORDER BY mo.pay_time, mo.id), mo.pay_time
         FROM master_order mo JOIN bench_plan p ON p.order_no = mo.order_no JOIN app_user u ON u.id = mo.uid
        WHERE mo.paid AND mo.gain_integral > 0
        ORDER BY mo.pay_time, mo.id`,
    );
    await tx.query(
      `UPDATE app_user u SET integral = u.integral + g.points, total_consume = u.total_consume + g.spent
         FROM (SELECT uid, sum(gain_integral)::int AS points, sum(pay_price) AS spent
                 FROM master_order WHERE paid AND order_no IN (SELECT order_no FROM bench_plan) GROUP BY uid) g
        WHERE u.id = g.uid`,
    );
    await tx.exec('DROP TABLE bench_store; DROP TABLE bench_plan');
  });
  await db.exec('VACUUM ANALYZE');
}

/** What the demo shopper now has, and how much of each table is theirs. */
async function describeHistory(db: Db, demoUid: number): Promise<void> {
  const c = (
    await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM store_order WHERE uid = $1) AS demo_orders,
            (SELECT count(*)::int FROM store_order) AS all_orders,
            (SELECT count(*)::int FROM master_order WHERE uid = $1) AS demo_checkouts,
            (SELECT count(*)::int FROM order_info) AS lines,
            (SELECT count(*)::int FROM order_tracking_event) AS events,
            (SELECT count(*)::int FROM refund_order WHERE uid = $1) AS demo_refunds,
            (SELECT count(*)::int FROM refund_order) AS refunds,
            (SELECT count(*)::int FROM product_reply WHERE uid = $1) AS demo_reviews,
            (SELECT count(*)::int FROM product_reply) AS reviews,
            (SELECT count(*)::int FROM user_integral_record WHERE uid = $1) AS demo_points,
            (SELECT count(*)::int FROM user_integral_record) AS points`,
      [demoUid],
    )
  ).rows[0];
  console.log(
    `merchant orders: ${c.demo_orders} of the demo shopper (${c.demo_checkouts} checkouts) among ${c.all_orders}; ` +
      `${c.lines} order lines, ${c.events} tracking events`,
  );
  console.log(
    `refunds ${c.demo_refunds} / ${c.refunds}, reviews ${c.demo_reviews} / ${c.reviews}, ` +
      `points records ${c.demo_points} / ${c.points} (demo / all)`,
  );
  const states = (
    await db.query<{ paid: boolean; status: number; refund_status: number; deleted: boolean; n: number }>(
      `SELECT paid, status, refund_status, is_user_del AS deleted, count(*)::int AS n FROM store_order WHERE uid = $1
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      [demoUid],
    )
  ).rows;
  console.log(
    `demo merchant orders by state: ${states
      .map(
        (s) =>
          `${s.paid ? 'paid' : 'unpaid'} status ${s.status}` +
          `${s.refund_status ? ` refund ${s.refund_status}` : ''}${s.deleted ? ' deleted' : ''}: ${s.n}`,
      )
      .join('; ')}`,
  );
}

interface Call {
  name: string;
  run: () => Promise<unknown>;
  size: (r: unknown) => string;
}

const paged = (r: unknown) => {
  const p = r as { list: unknown[]; total: number };
  return `${p.list.length}/${p.total}`;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  try {
    let t = Date.now();
    const raw = await openPglite(dir);
    console.log(`PGlite opened in ${Date.now() - t} ms (${dir})`);
    t = Date.now();
    await migrate(raw);
    console.log(`migrated in ${Date.now() - t} ms`);
    const config = {
      ...loadConfig({ ...process.env, DATABASE_URL: '', ORDER_UNPAID_MINUTES: String(UNPAID_MINUTES) }),
      dataDir: dir,
      mediaDir: join(dir, 'media'),
    };
    t = Date.now();
    await seedIfEmpty(raw, config);
    console.log(`demo mall seeded (with pictures) in ${Date.now() - t} ms`);
    const demoUid = (await raw.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [DEMO_SHOPPER.email])).rows[0].id;

    t = Date.now();
    await grow(raw, config, demoUid);
    console.log(`history grown (${CHECKOUTS} checkouts copied, ${OTHER_SHOPPERS} other shoppers) and analysed in ${Date.now() - t} ms`);
    await describeHistory(raw, demoUid);

    const db = probed(raw);
    const cancels = createOrderCancelService(db, config);
    const center = createOrderCenterService(db, config, cancels);
    const refunds = createRefundQueryService(db, config);
    const pending = createPendingReviewService(db, config);
    const reviews = createMyReviewService(db, config);
    const points = createPointsService(db);

    /** The last page of a listing (its deepest), from the total of its first page. */
    const lastPage = async (first: () => Promise<{ total: number }>, limit: number) =>
      Math.max(1, Math.ceil((await first()).total / limit));
    const pick = async (where: string) =>
      (
        await raw.query<{ order_no: string }>(
          `SELECT order_no FROM store_order WHERE uid = $1 AND NOT is_user_del AND ${where} ORDER BY id DESC LIMIT 1 OFFSET 40`,
          [demoUid],
        )
      ).rows[0].order_no;
    const shippedNo = await pick('status = 1 AND refund_status = 0');
    const refundedNo = await pick('refund_status = 3');

    const calls: Call[] = [{ name: 'order/data', run: () => center.counts(demoUid), size: () => '6 counts' }];
    const awaitDeep = await lastPage(() => center.awaitPay(demoUid, {}, 'en'), 10);
    calls.push(
      { name: 'await/pay p1', run: () => center.awaitPay(demoUid, { page: 1 }, 'en'), size: paged },
      { name: `await/pay p${awaitDeep}`, run: () => center.awaitPay(demoUid, { page: awaitDeep }, 'en'), size: paged },
    );
    for (const type of [1, 2, 3, 4]) {
      const deep = await lastPage(() => center.list(demoUid, { type }, 'en'), 10);
      calls.push(
        { name: `list type=${type} p1`, run: () => center.list(demoUid, { type, page: 1 }, 'en'), size: paged },
        { name: `list type=${type} p${deep}`, run: () => center.list(demoUid, { type, page: deep }, 'en'), size: paged },
      );
    }
    const refundDeep = await lastPage(() => refunds.list(demoUid, {}, 'en'), 10);
    const reviewDeep = await lastPage(() => reviews.list(demoUid, {}, 'en'), 10);
    const pointsDeep = await lastPage(() => points.records(demoUid, {}), 20);
    calls.push(
      {
        name: 'detail (refunded)',
        run: () => center.detail(demoUid, refundedNo, 'en'),
        size: (r) => `${(r as { orderInfoList: unknown[] }).orderInfoList.length} lines`,
      },
      {
        name: 'express (shipped)',
        run: () => center.express(demoUid, shippedNo, 'en'),
        size: (r) => `${JSON.parse((r as { logisticsInfo: string }).logisticsInfo).length} ev.`,
      },
      { name: 'refund/list p1', run: () => refunds.list(demoUid, { page: 1 }, 'en'), size: paged },
      { name: `refund/list p${refundDeep}`, run: () => refunds.list(demoUid, { page: refundDeep }, 'en'), size: paged },
      { name: 'reply/list p1', run: () => pending.list(demoUid, { page: 1 }, 'en'), size: paged },
      { name: 'reply/my/list p1', run: () => reviews.list(demoUid, { page: 1 }, 'en'), size: paged },
      { name: `reply/my/list p${reviewDeep}`, run: () => reviews.list(demoUid, { page: reviewDeep }, 'en'), size: paged },
      { name: 'integral/list p1', run: () => points.records(demoUid, { page: 1 }), size: paged },
      { name: `integral/list p${pointsDeep}`, run: () => points.records(demoUid, { page: pointsDeep }), size: paged },
      { name: 'integral/user', run: () => points.summary(demoUid), size: (r) => `${(r as { integral: number }).integral} pts` },
    );

    console.log(`order/data before the runs: ${JSON.stringify(await center.counts(demoUid))}`);
    console.log(`\nThe demo shopper's order center, ${RUNS} runs per call (ms); rows = shown/total, stmts = statements per call`);
    console.log(
      `${'call'.padEnd(20)} ${'rows'.padStart(10)} ${'stmts'.padStart(5)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`,
    );
    const results: Array<{ call: Call; p95: number }> = [];
    const all: number[] = [];
    for (const call of calls) {
      db.capture = [];
      const size = call.size(await call.run());
      const statements = db.capture.length;
      db.capture = null;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = process.hrtime.bigint();
        await call.run();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const p95 = percentile(times, 95);
      results.push({ call, p95 });
      console.log(
        `${call.name.padEnd(20)} ${size.padStart(10)} ${String(statements).padStart(5)} ${fmt(percentile(times, 50))} ${fmt(p95)} ${fmt(times[times.length - 1])}`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `${'all'.padEnd(20)} ${''.padStart(10)} ${''.padStart(5)} ${fmt(percentile(all, 50))} ${fmt(percentile(all, 95))} ${fmt(all[all.length - 1])}`,
    );

    // The slowest call's slowest reading statement, planned and run again.
    const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    db.capture = [];
    await slowest.call.run();
    const reads = db.capture.filter((s) => /^\s*SELECT/i.test(s.sql));
    db.capture = null;
    const statement = reads.reduce((a, b) => (b.ms > a.ms ? b : a));
    const plan = await raw.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${statement.sql}`, statement.params);
    console.log(
      `\nEXPLAIN ANALYZE of the slowest statement (${statement.ms.toFixed(2)} ms) of the slowest call, "${slowest.call.name}" ` +
        `(p95 ${slowest.p95.toFixed(2)} ms):`,
    );
    console.log(`  ${statement.sql.replace(/\s+/g, ' ').trim()}`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);

    const after = await center.counts(demoUid);
    console.log(`\norder/data after the runs: ${JSON.stringify(after)}`);
    await raw.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
