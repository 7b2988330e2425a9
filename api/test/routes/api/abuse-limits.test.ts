import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword } from '../../../src/services/auth/password';
import { smsForm, startApi, TEST_HASH_COST, type TestApi } from '../../helper';
import { address, buyNow, createOrder, rows, shopper, skus, stockOf, type Sku } from './order-fixtures';
import { fileForm, pngBytes } from './settlement-fixtures';

/**
 * Issue 14, item 3: every abuse limit at its boundary, over HTTP on the real database — the last allowed request
 * passes, the next is refused with its translated message, and the refused one stores nothing. The shipped defaults
 * are tested where a test can reach them in a few requests; the sign-in delays (30 s and more) with short waits.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

let serial = 0;
/** A registered email account with a known password (hashed as the API hashes). */
async function account(password = 'Right12345!'): Promise<{ uid: number; email: string; password: string }> {
  serial += 1;
  const email = `abuse-${serial}-${Date.now().toString(36)}@mall.test`;
  const [{ id }] = await rows<{ id: number }>(
    api,
    `INSERT INTO app_user (email, country_code, phone, password_hash, nickname, user_type)
     VALUES ($1, '66', $2, $3, 'Abuse tester', 'email') RETURNING id`,
    [email, `81000${String(serial).padStart(4, '0')}`, await hashPassword(password, TEST_HASH_COST)],
  );
  return { uid: id, email, password };
}

const tokensOf = async (uid: number) =>
  (await rows<{ n: number }>(api, 'SELECT count(*)::int AS n FROM auth_token WHERE user_id = $1', [uid]))[0].n;
const signIn = (on: TestApi, email: string, password: string, lang?: string) =>
  on.call('/api/front/login/email', { body: { email, password }, lang });

describe('sign-in: per-account delays that grow, never a lockout', () => {
  it('lets 5 wrong passwords through, then the 6th try waits 30 s even with the right password (nothing signed in)', async () => {
    const me = await account();
    for (let i = 0; i < 5; i++) {
      expect(await signIn(api, me.email, `Wrong${i}2345!`)).toMatchObject({ code: 500, message: 'Incorrect account or password' });
    }
    const waited = await signIn(api, me.email, me.password);
    expect(waited).toMatchObject({
      code: 429,
      data: null,
      message: 'Too many wrong passwords for this account; please try again in 30 seconds, or reset your password',
    });
    expect(await tokensOf(me.uid)).toBe(0);
    // The same account by phone and password waits too; the wait is the account's, not the route's.
    const byPhone = await api.call('/api/front/login/mobile/password', {
      body: {
        countryCode: '+66',
        phone: (await rows(api, 'SELECT phone FROM app_user WHERE id = $1', [me.uid]))[0].phone,
        password: me.password,
      },
      lang: 'zh-CN',
    });
    expect(byPhone).toMatchObject({ code: 429, message: '该账号密码错误次数过多，请 30 秒后重试，或重置密码' });
    // Another account is not held back.
    const other = await account();
    expect((await signIn(api, other.email, other.password)).code).toBe(200);
  });

  it('doubles the wait with each further wrong password up to the cap; refused tries do not lengthen it; a good sign-in starts afresh', async () => {
    const quick = await startApi({ limits: { signInFreeFailures: 2, signInDelaySeconds: 1, signInMaxDelaySeconds: 2 } });
    try {
      const [{ id }] = await rows<{ id: number }>(
        quick,
        `INSERT INTO app_user (email, password_hash, nickname, user_type) VALUES ('quick@mall.test', $1, 'Quick', 'email') RETURNING id`,
        [await hashPassword('Right12345!', TEST_HASH_COST)],
      );
      const wrong = () => signIn(quick, 'quick@mall.test', 'Wrong12345!', 'fr');
      expect((await wrong()).code).toBe(500);
      expect((await wrong()).code).toBe(500);
      // Level 2: wait 1 s. Tries during the wait are refused and change nothing.
      for (let i = 0; i < 3; i++) {
        expect(await wrong()).toMatchObject({ code: 429, message: expect.stringContaining('réessayez dans 1 secondes') });
      }
      await sleep(1100);
      expect((await wrong()).code).toBe(500);
      // Level 3: 2 s (doubled).
      expect(await wrong()).toMatchObject({ code: 429, message: expect.stringContaining('dans 2 secondes') });
      await sleep(2100);
      expect((await wrong()).code).toBe(500);
      // Level 4: still 2 s (the cap).
      expect(await wrong()).toMatchObject({ code: 429, message: expect.stringContaining('dans 2 secondes') });
      await sleep(2100);
      const good = await signIn(quick, 'quick@mall.test', 'Right12345!');
      expect(good.code).toBe(200);
      expect(good.data.uid).toBe(id);
      // Counting starts afresh: two wrong passwords are free again.
      expect((await wrong()).code).toBe(500);
      expect((await wrong()).code).toBe(500);
      expect((await wrong()).code).toBe(429);
    } finally {
      await quick.close();
    }
  });

  it('refuses an unknown account and a guest at once, with the wrong-password message', async () => {
    expect(await signIn(api, 'nobody-at-all@mall.test', 'Whatever123!')).toMatchObject({
      code: 500,
      message: 'Incorrect account or password',
    });
    const guest = await api.call('/api/front/login/register/visitor', { body: { email: 'guest-signin@mall.test' } });
    expect(guest.code).toBe(200);
    // A guest account has no password at all (no scrypt is spent making one).
    expect((await rows(api, 'SELECT password_hash FROM app_user WHERE id = $1', [guest.data.uid]))[0].password_hash).toBeNull();
  });
});

describe('registration: the code is checked before the password is hashed', () => {
  it('refuses a wrong code with nothing stored, then registers with the right one', async () => {
    const email = `reg-${Date.now().toString(36)}@mall.test`;
    expect((await api.call('/api/front/login/email/captcha', { body: email })).code).toBe(200);
    const wrong = await api.call('/api/front/login/register/email', { body: { email, captcha: '000000', password: 'Shop12345!' } });
    // (A six-digit code may be 000000 once in a million runs.)
    expect(wrong.code).toBe(500);
    expect(await rows(api, 'SELECT id FROM app_user WHERE email = $1', [email])).toEqual([]);
    const code = (await api.call<Array<{ code: string }>>(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).data[0].code;
    expect((await api.call('/api/front/login/register/email', { body: { email, captcha: code, password: 'Shop12345!' } })).code).toBe(200);
    expect((await signIn(api, email, 'Shop12345!')).code).toBe(200);
  });
});

/** Moves the codes of `target` back past the 60 s between two sends. */
const age = (target: string) =>
  api.db.query("UPDATE verification_code SET created_at = created_at - interval '61 seconds' WHERE target = $1", [target]);
const codesTo = async (target: string) =>
  rows<{ id: number; used: boolean }>(api, 'SELECT id, used_at IS NOT NULL AS used FROM verification_code WHERE target = $1 ORDER BY id', [
    target,
  ]);

const thaiSms = (phone: string) => smsForm(phone, '+66');

describe('one-time codes: a daily budget per number and per address', () => {
  it('sends 5 SMS codes to one number in a day; the 6th is refused and the live code stays usable', async () => {
    const phone = '899000001';
    const target = `+66${phone}`;
    for (let i = 0; i < 5; i++) {
      await age(target);
      expect((await api.call('/api/front/login/sendCode', { form: thaiSms(phone) })).code).toBe(200);
    }
    await age(target);
    const refused = await api.call('/api/front/login/sendCode', { form: thaiSms(phone) });
    expect(refused).toMatchObject({
      code: 429,
      data: null,
      message: 'This phone number has had its 5 codes for today; please try again in 24 hours',
    });
    const stored = await codesTo(target);
    expect(stored).toHaveLength(5);
    // The refused request did not retire the 5th code.
    expect(stored[4].used).toBe(false);
    const th = await api.call('/api/front/login/sendCode', { form: thaiSms(phone), lang: 'th' });
    expect(th.message).toBe('หมายเลขโทรศัพท์นี้ได้รับรหัสครบ 5 ครั้งสำหรับวันนี้แล้ว กรุณาลองใหม่ใน 24 ชั่วโมง');
    // Another number is not held back.
    expect((await api.call('/api/front/login/sendCode', { form: thaiSms('899000002') })).code).toBe(200);
  });

  it('sends 10 email codes to one address in a day, whichever route asks; the 11th is refused', async () => {
    const email = `budget-${Date.now().toString(36)}@mall.test`;
    for (let i = 0; i < 10; i++) {
      await age(email);
      const path = i % 2 === 0 ? '/api/front/login/email/captcha' : '/api/front/login/email/forget/password';
      expect((await api.call(path, { body: email })).code).toBe(200);
    }
    await age(email);
    const refused = await api.call('/api/front/login/email/captcha', { body: email, lang: 'lao' });
    expect(refused).toMatchObject({ code: 429, message: 'ອີເມວນີ້ໄດ້ຮັບລະຫັດຄົບ 10 ເທື່ອສຳລັບມື້ນີ້ແລ້ວ, ກະລຸນາລອງໃໝ່ໃນ 24 ຊົ່ວໂມງ' });
    expect(await codesTo(email)).toHaveLength(10);
  });
});

describe('guest (tourist) accounts: at most 10 per IP per hour', () => {
  it('makes the 10th guest account and refuses the 11th with nothing stored', async () => {
    // This file's API made one guest above; the limit counts per IP from its first.
    const guests = async () => (await rows<{ n: number }>(api, "SELECT count(*)::int AS n FROM app_user WHERE user_type = 'visitor'"))[0].n;
    const before = await guests();
    let made = 0;
    for (;;) {
      const r = await api.call('/api/front/login/register/visitor', { body: { email: `tourist-${made}@mall.test` } });
      if (r.code !== 200) {
        expect(r).toMatchObject({
          code: 429,
          data: null,
          message: expect.stringMatching(
            /^Too many guest accounts were started from your network; please try again in (60|59) minutes, or sign in$/,
          ),
        });
        break;
      }
      made += 1;
      expect(made).toBeLessThanOrEqual(10);
    }
    expect(made).toBe(9);
    expect(await guests()).toBe(before + 9);
    const zh = await api.call('/api/front/login/register/visitor', { body: { email: 'tourist-zh@mall.test' }, lang: 'zh-CN' });
    expect(zh.message).toMatch(/^您的网络创建的游客账号过多，请 \d+ 分钟后重试，或登录账号$/);
  });
});

const UPLOAD = '/api/front/upload/image?model=product&pid=1';
const MB = 1024 * 1024;
const uploadRows = async (uid: number) =>
  (await rows<{ n: number }>(api, 'SELECT count(*)::int AS n FROM upload WHERE uid = $1', [uid]))[0].n;
/** `n` uploads of `size` bytes each made today by `uid`, written straight to the table. */
const uploadedToday = (uid: number, n: number, size: number) =>
  api.db.query(
    `INSERT INTO upload (uid, path, model, file_name, ext, mime, size)
   SELECT $1::bigint, '/media/uploads/now/' || md5(random()::text) || '.png', 'product', 'x.png', 'png', 'image/png', $3
     FROM generate_series(1, $2::int) g`,
    [uid, n, size],
  );

describe('uploads: a daily budget, smaller for guests', () => {
  it('lets a guest upload its 10th picture of the day and refuses the 11th, storing nothing', async () => {
    const guest = await shopper(api, { visitor: true });
    await uploadedToday(guest.uid, 9, 10);
    expect((await api.call(UPLOAD, { form: fileForm(pngBytes(), 'tenth.png'), token: guest.token })).code).toBe(200);
    const over = await api.call(UPLOAD, { form: fileForm(pngBytes(), 'eleventh.png'), token: guest.token });
    expect(over).toMatchObject({ code: 429, message: 'You have uploaded 10 pictures in the last 24 hours; please try again later' });
    expect(await uploadRows(guest.uid)).toBe(10);
    // A registered shopper with as many uploads goes on.
    const member = await shopper(api);
    await uploadedToday(member.uid, 10, 10);
    expect((await api.call(UPLOAD, { form: fileForm(pngBytes(), 'more.png'), token: member.token })).code).toBe(200);
  });

  it('lets a guest fill its 20 MB of the day to the byte and refuses any more', async () => {
    const guest = await shopper(api, { visitor: true });
    await uploadedToday(guest.uid, 4, 4 * MB);
    const fits = await api.call(UPLOAD, { form: fileForm(pngBytes(4 * MB), 'fits.png'), token: guest.token });
    expect(fits.code).toBe(200);
    const over = await api.call(UPLOAD, { form: fileForm(pngBytes(), 'over.png'), token: guest.token, lang: 'fr' });
    expect(over).toMatchObject({
      code: 429,
      message: 'Cette image dépasserait la limite de 20 Mo téléversés en 24 heures ; veuillez réessayer plus tard',
    });
    expect(await uploadRows(guest.uid)).toBe(5);
    // A registered shopper's day holds 200 MB.
    const member = await shopper(api);
    await uploadedToday(member.uid, 5, 4 * MB);
    expect((await api.call(UPLOAD, { form: fileForm(pngBytes(4 * MB), 'member.png'), token: member.token })).code).toBe(200);
    await uploadedToday(member.uid, 44, 4 * MB);
    expect((await api.call(UPLOAD, { form: fileForm(pngBytes(), 'over.png'), token: member.token })).code).toBe(429);
  });
});

describe('orders: a few unpaid orders per account, so many units of one SKU per order', () => {
  let sku: Sku;
  beforeAll(async () => {
    [sku] = await skus(api, 1, { stock: 100, offset: 3 });
  });
  const ordersOf = async (uid: number) =>
    (await rows<{ n: number }>(api, 'SELECT count(*)::int AS n FROM master_order WHERE uid = $1', [uid]))[0].n;

  it('places a 3rd unpaid order and refuses a 4th at order/create, taking no stock', async () => {
    const me = await shopper(api);
    const addressId = await address(api, me);
    // Four confirmations made while nothing is unpaid: the limit holds at order/create, not only at confirmation.
    const pre = [];
    for (let i = 0; i < 4; i++) pre.push(await buyNow(api, me, [[sku, 2]]));
    for (let i = 0; i < 3; i++) expect((await createOrder(api, me, pre[i], addressId)).code).toBe(200);
    const stock = await stockOf(api, sku.id);
    const fourth = await createOrder(api, me, pre[3], addressId);
    expect(fourth).toMatchObject({
      code: 500,
      message: 'You have 3 orders waiting for payment; please pay or cancel one before placing another',
    });
    expect(await stockOf(api, sku.id)).toBe(stock);
    expect(await ordersOf(me.uid)).toBe(3);
    // A new confirmation says so at once, in the shopper's language.
    const confirm = await api.call('/api/front/order/pre/order', {
      token: me.token,
      lang: 'zh-CN',
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.product_id, attrValueId: sku.id, productNum: 1 }] },
    });
    expect(confirm).toMatchObject({ code: 500, message: '您有 3 个待付款订单，请先支付或取消其中一个再下新单' });
    // Cancelling one makes room again.
    const [first] = await rows<{ order_no: string }>(api, 'SELECT order_no FROM master_order WHERE uid = $1 ORDER BY id LIMIT 1', [me.uid]);
    expect((await api.call(`/api/front/order/cancel/${first.order_no}`, { method: 'POST', token: me.token })).code).toBe(200);
    expect((await createOrder(api, me, pre[3], addressId)).code).toBe(200);
  });

  it('lets only one of two simultaneous checkouts take the last unpaid place', async () => {
    const me = await shopper(api);
    const addressId = await address(api, me);
    const pre = [];
    for (let i = 0; i < 4; i++) pre.push(await buyNow(api, me, [[sku, 1]]));
    for (let i = 0; i < 2; i++) expect((await createOrder(api, me, pre[i], addressId)).code).toBe(200);
    const both = await Promise.all([createOrder(api, me, pre[2], addressId), createOrder(api, me, pre[3], addressId)]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(await ordersOf(me.uid)).toBe(3);
  });

  it('confirms 20 units of one SKU and refuses 21, storing no confirmation', async () => {
    const me = await shopper(api);
    const confirm = (n: number, lang?: string) =>
      api.call('/api/front/order/pre/order', {
        token: me.token,
        lang,
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.product_id, attrValueId: sku.id, productNum: n }] },
      });
    expect((await confirm(20)).code).toBe(200);
    const over = await confirm(21);
    expect(over).toMatchObject({ code: 500, message: `At most 20 of “${sku.store_name}” per order` });
    // One SKU sent twice counts as one line.
    const twice = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: {
        preOrderType: 'buyNow',
        orderDetails: [1, 20].map((n) => ({ productId: sku.product_id, attrValueId: sku.id, productNum: n })),
      },
    });
    expect(twice.code).toBe(500);
    expect(await rows(api, 'SELECT pre_order_no FROM pre_order WHERE uid = $1', [me.uid])).toHaveLength(1);
  });

  it('holds a cart line to 20 units of one SKU (add, change, reselect)', async () => {
    const me = await shopper(api);
    const save = (n: number, lang?: string) =>
      api.call('/api/front/cart/save', {
        token: me.token,
        lang,
        body: [{ productId: sku.product_id, productAttrUnique: sku.id, cartNum: n }],
      });
    expect((await save(15)).code).toBe(200);
    expect((await save(5)).code).toBe(200);
    const over = await save(1, 'th');
    expect(over).toMatchObject({ code: 500, message: 'สินค้านี้สั่งได้สูงสุด 20 ชิ้นต่อคำสั่งซื้อ และในรถเข็นของคุณมีอยู่แล้ว 20 ชิ้น' });
    const [line] = await rows<{ id: number; cart_num: number }>(api, 'SELECT id, cart_num FROM cart WHERE uid = $1', [me.uid]);
    expect(line.cart_num).toBe(20);
    expect(await api.call('/api/front/cart/num', { token: me.token, body: { id: line.id, number: 21 } })).toMatchObject({
      code: 500,
      message: 'At most 20 of this item per order',
    });
    expect((await api.call('/api/front/cart/num', { token: me.token, body: { id: line.id, number: 19 } })).code).toBe(200);
    expect((await rows<{ cart_num: number }>(api, 'SELECT cart_num FROM cart WHERE id = $1', [line.id]))[0].cart_num).toBe(19);
  });

  it('tells the storefront the cap on the product page and on each cart line, so its steppers stop there', async () => {
    const capped = await startApi({ limits: { maxPerSku: 7 } });
    try {
      const [sku] = await skus(capped, 1, { stock: 100, offset: 5 });
      const detail = await capped.call<{ productInfo: { maxQuantity: number; stock: number } }>(
        `/api/front/product/detail/${sku.product_id}`,
      );
      expect(detail.data.productInfo).toMatchObject({ maxQuantity: 7 });
      const me = await shopper(capped);
      expect(
        (
          await capped.call('/api/front/cart/save', {
            token: me.token,
            body: [{ productId: sku.product_id, productAttrUnique: sku.id, cartNum: 7 }],
          })
        ).code,
      ).toBe(200);
      const list = await capped.call<Array<{ cartInfoList: Array<{ cartNum: number; maxQuantity: number; stock: number }> }>>(
        '/api/front/cart/list?isValid=true',
        { method: 'GET', token: me.token },
      );
      expect(list.data[0].cartInfoList[0]).toMatchObject({ cartNum: 7, maxQuantity: 7 });
      expect(list.data[0].cartInfoList[0].stock).toBeGreaterThan(7);
      const [line] = await rows<{ id: number }>(capped, 'SELECT id FROM cart WHERE uid = $1', [me.uid]);
      expect(await capped.call('/api/front/cart/num', { token: me.token, body: { id: line.id, number: 8 } })).toMatchObject({
        code: 500,
        message: 'At most 7 of this item per order',
      });
    } finally {
      await capped.close();
    }
  });
});
