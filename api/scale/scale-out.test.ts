import { Redis } from 'ioredis';
import { openPostgres, type Db } from '../src/infra/db';
import { hashPassword } from '../src/services/auth/password';
import { REDIS_CHANNEL } from '../src/services/cache/redis-invalidation';
import { SWEEPER_JOB } from '../src/plugins/app/unpaid-sweeper';
import { smsForm, type ApiLike } from '../test/helper';
import { S3RVER_KEYS, startS3Server, type S3Server } from '../test/s3-server';
import {
  address,
  buyNow,
  couponStatus,
  createOrder,
  giveCoupon,
  placeOrder,
  pointsOf,
  rows,
  shopper,
  skus,
  stockOf,
} from '../test/routes/api/order-fixtures';
import { fileForm, pngBytes } from '../test/routes/api/settlement-fixtures';
import { picturePaths } from '../src/services/upload/picture-variants';
import { freshDatabase, scaleServers, startApiProcess, type ApiProcess } from './cluster';

// Two API processes, A and B, on one PostgreSQL database, one Redis and one S3 bucket, as replicas behind a load
// balancer would be. Each test sends its requests to both processes and checks what a shopper sees and what the
// data must be. Clients are told apart by X-Forwarded-For (the processes trust it, as behind the balancer).
const BUCKET = 'mall-scale-media';
const SIGNIN_PER_MINUTE = 5;
const CODES_PER_HOUR = 3;
const SIGNIN_FREE_FAILURES = 3;
const CODES_PER_NUMBER_PER_DAY = 2;

let db: Db;
let databaseUrl: string;
let env: Record<string, string>;
let s3: S3Server;
let dropDatabase: () => Promise<void>;
let A: ApiProcess;
let B: ApiProcess;
/** The shared fixtures (order-fixtures, settlement-fixtures) calling process A, B, or A and B in turn. */
let viaA: ApiLike;
let viaB: ApiLike;

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

beforeAll(async () => {
  const { databaseServerUrl, redisUrl } = scaleServers();
  const database = await freshDatabase(databaseServerUrl);
  dropDatabase = database.drop;
  databaseUrl = database.url;
  s3 = await startS3Server();
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    MEDIA_S3_URL: s3.url,
    MEDIA_S3_BUCKET: BUCKET,
    ...S3RVER_KEYS,
    PUBLIC_URL: 'http://mall-api.test',
    TRUST_PROXY: 'true',
    ORDER_SWEEP_SECONDS: '1',
    RATE_LIMIT_SIGNIN_PER_MINUTE: String(SIGNIN_PER_MINUTE),
    RATE_LIMIT_CODES_PER_HOUR: String(CODES_PER_HOUR),
    SIGNIN_FREE_FAILURES: String(SIGNIN_FREE_FAILURES),
    CODES_PER_NUMBER_PER_DAY: String(CODES_PER_NUMBER_PER_DAY),
    SMTP_URL: '',
    NODE_ENV: 'test',
    // Orders are paid by card: the built-in test cards, opted into as a deployment without Stripe would.
    PAY_TEST_CARDS: 'true',
    LOG_LEVEL: 'warn',
  };
  // Both start at once on the empty database: one migrates and seeds, the other waits for it (advisory lock).
  [A, B] = await Promise.all([startApiProcess('A', env), startApiProcess('B', env)]);
  db = await openPostgres(database.url);
  viaA = { db, call: A.call };
  viaB = { db, call: B.call };
}, 300_000);

afterAll(async () => {
  await Promise.all([A?.kill(), B?.kill()]);
  await db?.close();
  await s3?.stop();
  await dropDatabase?.();
});

describe('two API processes on one database', () => {
  it('started together on an empty database: migrated and seeded once', async () => {
    const migrations = await rows<{ n: number; distinct: number }>(
      viaA,
      'SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct FROM schema_migration',
    );
    expect(migrations[0].n).toBe(migrations[0].distinct);
    const shoppers = await rows<{ n: number }>(viaA, "SELECT count(*)::int AS n FROM app_user WHERE email = 'demo@mall.test'");
    expect(shoppers[0].n).toBe(1);
    for (const p of [A, B]) expect((await p.call('/health')).data).toEqual({ db: 'postgres' });
  });

  it('sells the last 10 units to exactly 10 of 200 shoppers ordering at once through both processes', async () => {
    const [sku] = await skus(viaA, 1, { offset: 2, stock: 10, price: '25.00' });
    const buyers = [];
    for (let i = 0; i < 200; i++) buyers.push(await shopper(viaA));
    // Every shopper gets to the confirmation page (through A or B), then all of them press "place order" together,
    // half through each process.
    const ready = await Promise.all(
      buyers.map(async (who, i) => {
        const api = i % 2 === 0 ? viaA : viaB;
        return { who, i, addressId: await address(api, who), no: await buyNow(api, who, [[sku, 1]]) };
      }),
    );
    const results = await Promise.all(ready.map(({ who, i, no, addressId }) => createOrder(i % 2 === 0 ? viaB : viaA, who, no, addressId)));

    const sold = results.filter((r) => r.code === 200);
    const refused = results.filter((r) => r.code !== 200);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused)
      expect({ code: r.code, message: r.message }).toEqual({ code: 500, message: `“${sku.store_name}” is sold out` });
    expect(await stockOf(viaA, sku.id)).toBe(0);
    const [lines] = await rows(viaA, 'SELECT count(*)::int AS n, sum(pay_num)::int AS qty FROM order_info WHERE sku_id = $1', [sku.id]);
    expect(lines).toEqual({ n: 10, qty: 10 });
  });
});

describe('limits shared through Redis', () => {
  it('refuses a second code for the same address asked through the other process within 60 s', async () => {
    const email = `scale-code-${Date.now()}@mall.test`;
    const first = await A.call('/api/front/login/email/captcha', { body: email, headers: from('198.51.100.10') });
    expect({ code: first.code, message: first.message }).toEqual({ code: 200, message: 'Sent successfully' });
    const again = await B.call('/api/front/login/email/captcha', { body: email, headers: from('198.51.100.11') });
    expect(again.code).toBe(500);
    expect(again.message).toMatch(/^A code was just sent; please wait (60|59|58|57|56|55) seconds before asking for another$/);
  });

  it(`counts code requests of one address per hour across both processes (${CODES_PER_HOUR} allowed)`, async () => {
    const ip = '198.51.100.20';
    const to = (n: number) => `scale-ip-${Date.now()}-${n}@mall.test`;
    const answers = [];
    for (let n = 0; n < CODES_PER_HOUR; n++)
      answers.push(await (n % 2 ? B : A).call('/api/front/login/email/captcha', { body: to(n), headers: from(ip) }));
    expect(answers.map((r) => r.code)).toEqual(Array(CODES_PER_HOUR).fill(200));
    const over = await (CODES_PER_HOUR % 2 ? B : A).call('/api/front/login/email/captcha', { body: to(99), headers: from(ip) });
    expect(over.code).toBe(429);
    expect(over.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Another client is not affected.
    const other = await A.call('/api/front/login/email/captcha', { body: to(100), headers: from('198.51.100.21') });
    expect(other.code).toBe(200);
  });

  it(`counts sign-in tries across both processes (${SIGNIN_PER_MINUTE} a minute)`, async () => {
    const ip = '198.51.100.30';
    // Wrong tries on an account that does not exist: the per-account delay (tested below) stays out of the way.
    const body = { email: 'nobody-scale@mall.test', password: 'not-the-password-1' };
    const demo = { email: 'demo@mall.test', password: 'Demo12345!' };
    const tries = [];
    for (let n = 0; n < SIGNIN_PER_MINUTE; n++)
      tries.push(await (n % 2 ? B : A).call('/api/front/login/email', { body, headers: from(ip) }));
    expect(tries.map((r) => r.message)).toEqual(Array(SIGNIN_PER_MINUTE).fill('Incorrect account or password'));
    for (const p of [A, B]) {
      const blocked = await p.call('/api/front/login/email', { body: demo, headers: from(ip) });
      expect(blocked.code).toBe(429);
      expect(blocked.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    }
    const elsewhere = await B.call('/api/front/login/email', { body: demo, headers: from('198.51.100.31') });
    expect(elsewhere.code).toBe(200);
    expect(elsewhere.data.token).toEqual(expect.any(String));
  });

  it(`counts one account's wrong passwords across both processes: after ${SIGNIN_FREE_FAILURES} each asks the next try to wait`, async () => {
    const email = `scale-delay-${Date.now()}@mall.test`;
    await db.query("INSERT INTO app_user (email, password_hash, nickname, user_type) VALUES ($1, $2, 'Delayed', 'email')", [
      email,
      await hashPassword('Right12345!'),
    ]);
    const tries = [];
    // From a different address each time: the per-IP limit plays no part.
    for (let n = 0; n < SIGNIN_FREE_FAILURES; n++) {
      tries.push(
        await (n % 2 ? B : A).call('/api/front/login/email', {
          body: { email, password: `Wrong${n}2345!` },
          headers: from(`198.51.100.4${n}`),
        }),
      );
    }
    expect(tries.map((r) => r.message)).toEqual(Array(SIGNIN_FREE_FAILURES).fill('Incorrect account or password'));
    for (const [i, p] of [A, B].entries()) {
      const waits = await p.call('/api/front/login/email', { body: { email, password: 'Right12345!' }, headers: from(`198.51.100.5${i}`) });
      expect(waits).toMatchObject({
        code: 429,
        message: expect.stringMatching(
          /^Too many wrong passwords for this account; please try again in (30|29|28) seconds, or reset your password$/,
        ),
      });
    }
    expect(
      (
        await rows<{ n: number }>(
          viaA,
          'SELECT count(*)::int AS n FROM auth_token t JOIN app_user u ON u.id = t.user_id WHERE u.email = $1',
          [email],
        )
      )[0].n,
    ).toBe(0);
  });

  it(`counts one number's codes of the day across both processes (${CODES_PER_NUMBER_PER_DAY} a day)`, async () => {
    const phone = `8770${String(Date.now()).slice(-5)}`;
    const target = `+66${phone}`;
    const sent = [];
    for (let n = 0; n <= CODES_PER_NUMBER_PER_DAY; n++) {
      // As if the 60 s between two sends had passed; each request from another address.
      await db.query("UPDATE verification_code SET created_at = created_at - interval '61 seconds' WHERE target = $1", [target]);
      sent.push(
        await (n % 2 ? B : A).call('/api/front/login/sendCode', { form: smsForm(phone, '+66'), headers: from(`198.51.100.6${n}`) }),
      );
    }
    expect(sent.slice(0, CODES_PER_NUMBER_PER_DAY).map((r) => r.code)).toEqual(Array(CODES_PER_NUMBER_PER_DAY).fill(200));
    expect(sent[CODES_PER_NUMBER_PER_DAY]).toMatchObject({
      code: 429,
      message: `This phone number has had its ${CODES_PER_NUMBER_PER_DAY} codes for today; please try again in 24 hours`,
    });
    expect(await rows(viaA, 'SELECT id FROM verification_code WHERE target = $1', [target])).toHaveLength(CODES_PER_NUMBER_PER_DAY);
  });
});

describe('caches across processes', () => {
  it('both processes listen for cache invalidations on the shared Redis channel', async () => {
    const redis = new Redis(scaleServers().redisUrl);
    try {
      expect(await redis.pubsub('NUMSUB', REDIS_CHANNEL)).toEqual([REDIS_CHANNEL, 2]);
    } finally {
      redis.disconnect();
    }
  });

  it('serves B’s cached detail until a change written through A reaches B, then the fresh price and stock', async () => {
    const [sku] = await skus(viaA, 1, { offset: 12, stock: 25, price: '30.00' });
    const path = `/api/front/product/detail/${sku.product_id}`;
    const seenByB = async () => {
      const d = await B.call<{ productValue: Record<string, { id: number; stock: number; price: string }> }>(path);
      const v = Object.values(d.data.productValue).find((x) => x.id === sku.id)!;
      return { stock: v.stock, price: String(v.price), etag: d.headers.get('etag') };
    };
    const first = await seenByB();
    expect(first).toMatchObject({ stock: 25, price: '30.00' });
    expect(first.etag).toBeTruthy();
    // B answers from its cache: the same entity tag revalidates with 304 and no body.
    const revalidated = await fetch(B.url + path, { headers: { 'Form-type': 'pc', 'If-None-Match': first.etag! } });
    expect(revalidated.status).toBe(304);
    // A change made behind the API's back (psql) is not seen by B's cache; this is why every write goes through the
    // API's Db, whose commits are announced to every process (docs/architecture.md).
    await db.query("UPDATE product_sku SET price = '31.00' WHERE id = $1", [sku.id]);
    expect(await seenByB()).toMatchObject({ stock: 25, price: '30.00', etag: first.etag });

    const me = await shopper(viaA);
    expect((await createOrder(viaA, me, await buyNow(viaA, me, [[sku, 4]]), await address(viaA, me))).code).toBe(200);
    // B hears of A's commit over Redis a few milliseconds later and rebuilds the page from the database.
    const deadline = Date.now() + 2000;
    let seen = await seenByB();
    while (seen.stock !== 21 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await seenByB();
    }
    expect(seen).toMatchObject({ stock: 21, price: '31.00' });
    expect(seen.etag).not.toBe(first.etag);
    const stale = await fetch(B.url + path, { headers: { 'Form-type': 'pc', 'If-None-Match': first.etag! } });
    expect(stale.status).toBe(200);
  });
});

describe('media in the shared bucket', () => {
  it('serves through B a picture uploaded through A, stored in the bucket rather than on A’s disk', async () => {
    const who = await shopper(viaA);
    const content = pngBytes(4096);
    const up = await A.call('/api/front/upload/image?model=product&pid=1', { form: fileForm(content, 'review.png'), token: who.token });
    expect(up.code).toBe(200);
    // Every picture is decoded and encoded anew (metadata gone, docs/pictures.md): stored as JPEG with its variants.
    expect(up.data.url).toMatch(/^http:\/\/mall-api\.test\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    const path = (up.data.url as string).slice('http://mall-api.test'.length);

    const inBucket = await fetch(`${s3.url}/${BUCKET}${path}`);
    expect(inBucket.status).toBe(200);
    const stored = Buffer.from(await inBucket.arrayBuffer());
    expect(stored.length).toBe(up.data.fileSize);
    const viaOther = await fetch(B.url + path);
    expect(viaOther.status).toBe(200);
    expect(viaOther.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await viaOther.arrayBuffer())).toEqual(stored);
    for (const variant of picturePaths(path).slice(1)) expect((await fetch(B.url + variant)).status).toBe(200);
    // The seed's pictures, drawn into the bucket by the process that seeded, are served by the other one too.
    const logo = await fetch(`${B.url}/media/brand/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toMatch(/^<svg/);
  });
});

describe('timed work across processes', () => {
  it('cancels an expired unpaid order once with both sweepers running: stock, coupon and points come back once', async () => {
    const me = await shopper(viaA, { points: 300 });
    const [sku] = await skus(viaA, 1, { offset: 4, stock: 6, price: '40.00' });
    const coupon = await giveCoupon(viaA, me, { useType: 3, money: '3.00' });
    const orderNo = await placeOrder(viaB, me, [[sku, 2]], { couponId: coupon, useIntegral: true });
    expect([await stockOf(viaA, sku.id), await pointsOf(viaA, me.uid), (await couponStatus(viaA, coupon)).status]).toEqual([4, 0, 1]);

    const since = new Date();
    await db.query("UPDATE master_order SET created_at = now() - interval '31 minutes' WHERE order_no = $1", [orderNo]);
    const deadline = Date.now() + 20_000;
    while (!(await rows<{ is_cancel: boolean }>(viaA, 'SELECT is_cancel FROM master_order WHERE order_no = $1', [orderNo]))[0].is_cancel) {
      if (Date.now() > deadline) throw new Error(`the sweepers did not cancel ${orderNo} within 20 s:\n${A.output()}\n${B.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // A few more periods: nothing is given back a second time.
    await new Promise((r) => setTimeout(r, 3000));
    expect([await stockOf(viaA, sku.id), await pointsOf(viaA, me.uid), (await couponStatus(viaA, coupon)).status]).toEqual([6, 300, 0]);

    // One run per one-second period across both processes, each by one of them, though each ticks four times a period.
    const runs = await rows<{ slot: number; owner: string; outcome: string | null }>(
      viaA,
      'SELECT slot, owner, outcome FROM periodic_job_run WHERE name = $1 AND started_at >= $2 ORDER BY slot',
      [SWEEPER_JOB, since],
    );
    const seconds = (Date.now() - since.getTime()) / 1000;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(new Set(runs.map((r) => r.slot)).size).toBe(runs.length);
    const owners = new Set(runs.map((r) => Number(r.owner.split(':').pop())));
    for (const pid of owners) expect([A.pid, B.pid]).toContain(pid);
    expect(runs.filter((r) => r.outcome === '1 cancelled')).toHaveLength(1);
  });
});

describe('a process dying mid-checkout', () => {
  it('lets the shopper retry through the other process with the same Idempotency-Key: one order, stock taken once', async () => {
    const me = await shopper(viaA);
    const [sku] = await skus(viaA, 1, { offset: 6, stock: 5 });
    const addressId = await address(viaA, me);
    const no = await buyNow(viaA, me, [[sku, 1]]);
    const key = `checkout-${Date.now()}`;

    // Hold the SKU's row so A's checkout stops inside its transaction, then kill A there.
    const lock = await openPostgres(databaseUrl);
    try {
      const release = await holdRow(lock, 'product_sku', sku.id);
      const attempt = createOrder(viaA, me, no, addressId, { idempotencyKey: key }).then(
        (answer) => `answered ${answer.code}`,
        (err: { message?: string }) => `failed: ${err.message}`,
      );
      await waitForLockWaiter('product_sku');
      await A.kill('SIGKILL');
      expect(await attempt).toBe('failed: fetch failed'); // the shopper's browser saw the connection drop
      await release();
    } finally {
      await lock.close();
    }

    const retry = await createOrder(viaB, me, no, addressId, { idempotencyKey: key });
    expect(retry.code).toBe(200);
    const again = await createOrder(viaB, me, no, addressId, { idempotencyKey: key });
    expect(again.data.orderNo).toBe(retry.data.orderNo);
    const orders = await rows(viaB, 'SELECT order_no FROM master_order WHERE uid = $1', [me.uid]);
    expect(orders).toEqual([{ order_no: retry.data.orderNo }]);
    expect(await stockOf(viaB, sku.id)).toBe(4);
  });
});

describe('a process dying mid-sweep', () => {
  it('loses nothing: the next period’s run, in the other process, cancels the order once', async () => {
    A = await startApiProcess('A (again)', env); // the last test killed the first A
    viaA = { db, call: A.call };
    const me = await shopper(viaA, { points: 200 });
    const [sku] = await skus(viaA, 1, { offset: 8, stock: 7, price: '30.00' });
    const coupon = await giveCoupon(viaA, me, { useType: 3, money: '2.00' });
    const orderNo = await placeOrder(viaA, me, [[sku, 3]], { couponId: coupon, useIntegral: true });
    expect([await stockOf(viaA, sku.id), await pointsOf(viaA, me.uid), (await couponStatus(viaA, coupon)).status]).toEqual([4, 0, 1]);

    // Hold the shopper's row: the sweep that takes the order marks it cancelled, then stops there, inside its
    // transaction, before giving anything back. Kill the process that runs it.
    const lock = await openPostgres(databaseUrl);
    let killed: ApiProcess;
    try {
      const release = await holdRow(lock, 'app_user', me.uid);
      const since = new Date();
      await db.query("UPDATE master_order SET created_at = now() - interval '31 minutes' WHERE order_no = $1", [orderNo]);
      await waitForLockWaiter('app_user');
      const [stuck] = await rows<{ owner: string; slot: number }>(
        viaA,
        'SELECT owner, slot FROM periodic_job_run WHERE name = $1 AND started_at >= $2 AND finished_at IS NULL ORDER BY slot LIMIT 1',
        [SWEEPER_JOB, since],
      );
      const pid = Number(stuck.owner.split(':').pop());
      killed = pid === A.pid ? A : B;
      expect(killed.pid).toBe(pid);
      await killed.kill('SIGKILL');
      await release();
    } finally {
      await lock.close();
    }
    const survivor = killed === A ? viaB : viaA;
    const deadline = Date.now() + 20_000;
    while (
      !(await rows<{ is_cancel: boolean }>(survivor, 'SELECT is_cancel FROM master_order WHERE order_no = $1', [orderNo]))[0].is_cancel
    ) {
      if (Date.now() > deadline) throw new Error(`the surviving sweeper did not cancel ${orderNo} within 20 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 2000));
    expect([await stockOf(survivor, sku.id), await pointsOf(survivor, me.uid), (await couponStatus(survivor, coupon)).status]).toEqual([
      7, 200, 0,
    ]);
  });
});

/** Locks a row (FOR UPDATE) in an open transaction; answers how to roll it back. */
async function holdRow(lockDb: Db, table: 'product_sku' | 'app_user', id: number): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const done = lockDb
    .transaction(async (tx) => {
      await tx.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
      locked();
      await released;
      throw new Error('rolled back on purpose');
    })
    .catch(() => undefined);
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Waits until some session waits for a row lock on `table` (a checkout or a sweep stopped at the held row). */
async function waitForLockWaiter(table: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const waiting = await rows<{ n: number }>(
      viaB,
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%' || $1 || '%'",
      [table],
    );
    if (waiting[0].n > 0) return;
    if (Date.now() > deadline) throw new Error(`nothing reached the held ${table} row within 15 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
