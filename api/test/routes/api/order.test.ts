import Fastify from 'fastify';
import pg from 'pg';
import { apiForFile } from '../../helper';
import { createOrderCancelService } from '../../../src/services/order/order-center/cancel-service';
import unpaidSweeper from '../../../src/plugins/app/unpaid-sweeper';
import {
  address,
  buyNow,
  couponStatus,
  createOrder,
  giveCoupon,
  masterDetail,
  placeOrder,
  pointsOf,
  rows,
  shopper,
  skus,
  stockOf,
  type Shopper,
} from './order-fixtures';

const api = apiForFile();

const loadPre = (who: Shopper, no: string, lang?: string) => api.call(`/api/front/order/load/pre/${no}`, { token: who.token, lang });
const computed = (who: Shopper, body: Record<string, unknown>) => api.call('/api/front/order/computed/price', { token: who.token, body });
const cancel = (who: Shopper, orderNo: string) => api.call(`/api/front/order/cancel/${orderNo}`, { token: who.token, method: 'POST' });
const masters = (uid: number) => rows(api, 'SELECT * FROM master_order WHERE uid = $1 ORDER BY id', [uid]);

describe('POST /api/front/order/pre/order', () => {
  it('keeps a buyNow choice and refuses quantities beyond the stock, naming the product', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 0, stock: 4 });
    const pre = (n: number) =>
      api.call('/api/front/order/pre/order', {
        token: me.token,
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: a.product_id, attrValueId: a.id, productNum: n }] },
      });
    const r = await pre(4);
    expect(r.code).toBe(200);
    expect(r.data.preOrderNo).toMatch(/^pre[0-9a-f]{32}$/);
    const [row] = await rows(api, 'SELECT uid, type, lines, expires_at - created_at AS life FROM pre_order WHERE pre_order_no = $1', [
      r.data.preOrderNo,
    ]);
    expect(row).toMatchObject({ uid: me.uid, type: 'buyNow' });
    expect(JSON.parse(row.lines)).toEqual([{ productId: a.product_id, skuId: a.id, qty: 4, cartId: null }]);
    expect(await pre(5)).toMatchObject({ code: 500, message: `Not enough stock for “${a.store_name}”: only 4 left` });
    expect((await pre(0)).code).toBe(400);
    await api.db.query('UPDATE product SET is_show = FALSE WHERE id = $1', [a.product_id]);
    try {
      expect(await pre(1)).toMatchObject({ code: 500, message: `“${a.store_name}” is no longer available` });
    } finally {
      await api.db.query('UPDATE product SET is_show = TRUE WHERE id = $1', [a.product_id]);
    }
    const missing = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: { preOrderType: 'buyNow', orderDetails: [{ shoppingCartId: 1 }] },
    });
    expect(missing).toMatchObject({ code: 400, message: 'Each item needs productId, attrValueId and productNum' });
  });

  it('takes the caller’s own cart lines only', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    const [a] = await skus(api, 1, { offset: 1 });
    const mine = await api.call('/api/front/cart/save', {
      token: me.token,
      body: [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 2 }],
    });
    const theirs = await api.call('/api/front/cart/save', {
      token: other.token,
      body: [{ productId: a.product_id, productAttrUnique: a.id, cartNum: 1 }],
    });
    const pre = (ids: number[]) =>
      api.call('/api/front/order/pre/order', {
        token: me.token,
        body: { preOrderType: 'shoppingCart', orderDetails: ids.map((id) => ({ shoppingCartId: id })) },
      });
    expect(await pre([theirs.data[0].cartId])).toMatchObject({ code: 404, message: 'An item you chose is no longer in your cart' });
    const ok = await pre([mine.data[0].cartId]);
    const vo = await loadPre(me, ok.data.preOrderNo);
    expect(vo.data).toMatchObject({ preOrderType: 'shoppingCart', cartIdList: [mine.data[0].cartId], orderProNum: 2 });
  });
});

describe('GET /api/front/order/load/pre/{preOrderNo}', () => {
  it('answers the PreOrderVo with prices from the database now and freight per shop from system_config', async () => {
    const me = await shopper(api, { points: 321 });
    const [cheap, dear] = await skus(api, 2, { offset: 2 });
    await api.db.query("UPDATE product_sku SET price = '20.00' WHERE id = $1", [cheap.id]);
    await api.db.query("UPDATE product_sku SET price = '120.00' WHERE id = $1", [dear.id]);
    const addressId = await address(api, me, 'Ada Default');
    const no = await buyNow(api, me, [
      [cheap, 2],
      [dear, 1],
    ]);
    // A later price change shows: the confirmation never keeps prices.
    await api.db.query("UPDATE product_sku SET price = '21.50' WHERE id = $1", [cheap.id]);
    const r = await loadPre(me, no);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      preOrderNo: no,
      preOrderType: 'buyNow',
      proTotalFee: '163.00',
      orderProNum: 3,
      freightFee: '10.00',
      totalPrice: '173.00',
      userCouponId: 0,
      couponFee: '0.00',
      integralFee: '0.00',
      payFee: '173.00',
      addressId,
      realName: 'Ada Default',
      phone: '2079460000',
      detail: '12 Analytical Row',
      country: 'United Kingdom',
      email: 'ada@mall.test',
      postCode: '01234',
      remark: '',
      cartIdList: [],
      userIntegral: 321,
      pointsRate: 100,
    });
    const byShop = Object.fromEntries(r.data.orderList.map((m: any) => [m.merId, m]));
    expect(byShop[cheap.mer_id]).toMatchObject({ proTotalFee: '43.00', freightFee: '10.00' });
    expect(byShop[dear.mer_id]).toMatchObject({ proTotalFee: '120.00', freightFee: '0.00' });
    expect(byShop[cheap.mer_id].orderInfoList).toEqual([
      {
        productId: cheap.product_id,
        productName: cheap.store_name,
        attrValueId: cheap.id,
        image: expect.stringMatching(/^http/),
        sku: expect.any(String),
        price: '21.50',
        payNum: 2,
        weight: expect.any(String),
        volume: expect.any(String),
        postage: '0.00',
      },
    ]);

    // The freight rule is data: change it in system_config and the confirmation follows.
    await api.db.query(`INSERT INTO system_config (key, value) VALUES ('order_free_freight_from', '40.00'), ('order_freight_fee', '7.50')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    try {
      expect((await loadPre(me, no)).data).toMatchObject({ freightFee: '0.00', payFee: '163.00' });
      await api.db.query("UPDATE product_sku SET price = '19.00' WHERE id = $1", [cheap.id]);
      expect((await loadPre(me, no)).data).toMatchObject({ freightFee: '7.50', payFee: '165.50' });
    } finally {
      await api.db.query(`UPDATE system_config SET value = CASE key WHEN 'order_free_freight_from' THEN '99.00' ELSE '10.00' END
        WHERE key IN ('order_free_freight_from', 'order_freight_fee')`);
    }
  });

  it('refuses an expired confirmation with the contract’s message and hides another shopper’s', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 4 });
    const no = await buyNow(api, me, [[a, 1]]);
    const other = await shopper(api);
    expect(await loadPre(other, no)).toMatchObject({ code: 404, message: 'This order confirmation was not found' });
    await api.db.query("UPDATE pre_order SET expires_at = now() - interval '1 second' WHERE pre_order_no = $1", [no]);
    expect(await loadPre(me, no)).toMatchObject({
      code: 500,
      message: 'The order confirmation has expired, please order again',
      data: null,
    });
    expect((await loadPre(me, no, 'zh-CN')).message).toBe('订单确认已过期，请重新下单');
    const addressId = await address(api, me);
    expect(await createOrder(api, me, no, addressId)).toMatchObject({
      code: 500,
      message: 'The order confirmation has expired, please order again',
    });
    expect(await masters(me.uid)).toEqual([]);
  });

  it('lives PRE_ORDER_MINUTES (15 by default)', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 4 });
    const no = await buyNow(api, me, [[a, 1]]);
    const [row] = await rows(
      api,
      'SELECT EXTRACT(EPOCH FROM expires_at - created_at)::int AS seconds FROM pre_order WHERE pre_order_no = $1',
      [no],
    );
    expect(row.seconds).toBe(15 * 60);
  });
});

describe('coupons on an order', () => {
  it('lists the caller’s usable coupons: minimum reached by the relevant subtotal, applying to the goods, in their window', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 5, price: '30.00' });
    const no = await buyNow(api, me, [
      [a, 2],
      [b, 1],
    ]);
    const usable = [
      await giveCoupon(api, me, { useType: 1, merId: a.mer_id, money: '5.00', minPrice: '60.00', name: 'Shop A 5 off 60' }),
      await giveCoupon(api, me, {
        useType: 2,
        merId: a.mer_id,
        productIds: [a.product_id],
        money: '3.00',
        minPrice: '50.00',
        name: 'Product A',
      }),
      await giveCoupon(api, me, { useType: 3, money: '8.00', minPrice: '90.00', name: 'Mall 8 off 90' }),
    ];
    await giveCoupon(api, me, { useType: 1, merId: b.mer_id, money: '5.00', minPrice: '31.00', name: 'Shop B needs 31' });
    await giveCoupon(api, me, { useType: 2, merId: b.mer_id, productIds: [a.product_id + 100000], money: '1.00', name: 'Another product' });
    await giveCoupon(api, me, { useType: 3, money: '9.00', minPrice: '90.01', name: 'Mall needs 90.01' });
    await giveCoupon(api, me, { useType: 3, money: '2.00', fromHours: -48, toHours: -1, name: 'Expired' });
    await giveCoupon(api, me, { useType: 3, money: '2.00', fromHours: 1, toHours: 48, name: 'Not yet' });
    const used = await giveCoupon(api, me, { useType: 3, money: '2.00', name: 'Used' });
    await api.db.query('UPDATE user_coupon SET status = 1 WHERE id = $1', [used]);
    const stranger = await shopper(api);
    await giveCoupon(api, stranger, { useType: 3, money: '50.00', name: 'Someone else’s' });

    const r = await api.call(`/api/front/coupons/order/${no}`, { token: me.token });
    expect(r.code).toBe(200);
    expect(r.data.map((c: any) => c.id).sort()).toEqual([...usable].sort());
    expect(r.data[0]).toMatchObject({
      id: usable[2],
      name: 'Mall 8 off 90',
      money: '8.00',
      minPrice: '90.00',
      useType: 3,
      merId: null,
      status: 0,
      useTime: null,
    });
    expect(r.data.find((c: any) => c.id === usable[0])).toMatchObject({ merId: a.mer_id, useType: 1, couponId: expect.any(Number) });
  });

  it('computes shop + platform coupons together in cents, and refuses the rules they break', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 7, price: '33.33' });
    const no = await buyNow(api, me, [
      [a, 3],
      [b, 1],
    ]);
    const shopA = await giveCoupon(api, me, { useType: 1, merId: a.mer_id, money: '10.00', minPrice: '99.99', name: 'A 10 off' });
    const productA = await giveCoupon(api, me, {
      useType: 2,
      merId: a.mer_id,
      productIds: [a.product_id],
      money: '2.00',
      name: 'A product 2 off',
    });
    const mall = await giveCoupon(api, me, { useType: 3, money: '5.00', minPrice: '133.32', name: 'Mall 5 off' });
    const tooHigh = await giveCoupon(api, me, { useType: 1, merId: b.mer_id, money: '5.00', minPrice: '33.34', name: 'B needs 33.34' });
    const mall2 = await giveCoupon(api, me, { useType: 3, money: '1.00', name: 'Mall 1 off' });

    // A: 3 × 33.33 = 99.99 (freight 0 from 99.00), B: 33.33 + freight 10.00.
    const plain = await computed(me, { preOrderNo: no });
    expect(plain.data).toMatchObject({ proTotalFee: '133.32', freightFee: '10.00', couponFee: '0.00', payFee: '143.32' });

    const both = await computed(me, { preOrderNo: no, couponId: mall, merchantCoupons: [{ merId: a.mer_id, couponId: shopA }] });
    expect(both.code).toBe(200);
    expect(both.data).toMatchObject({
      proTotalFee: '133.32',
      freightFee: '10.00',
      couponFee: '15.00',
      merchantCouponFee: '10.00',
      platformCouponFee: '5.00',
      platformCouponId: mall,
      payFee: '128.32',
    });
    // The platform 5.00 is shared over the shops in proportion to their goods after shop coupons (89.99 : 33.33).
    const shares = Object.fromEntries(both.data.orderList.map((m: any) => [m.merId, m]));
    expect(shares[a.mer_id]).toMatchObject({ couponId: shopA, couponFee: '13.65', payFee: '86.34' });
    expect(shares[b.mer_id]).toMatchObject({ couponId: 0, couponFee: '1.35', payFee: '41.98' });

    const twoForOneShop = await computed(me, {
      preOrderNo: no,
      merchantCoupons: [
        { merId: a.mer_id, couponId: shopA },
        { merId: a.mer_id, couponId: productA },
      ],
    });
    expect(twoForOneShop.code).toBe(500);
    expect(twoForOneShop.message).toMatch(/^Only one coupon can be used on the order from /);
    expect(await computed(me, { preOrderNo: no, couponId: mall, merchantCoupons: [{ merId: b.mer_id, couponId: mall2 }] })).toMatchObject({
      code: 500,
      message: 'The coupon “Mall 1 off” does not apply to this order',
    });
    expect(await computed(me, { preOrderNo: no, couponId: mall2, merchantCoupons: [{ merId: a.mer_id, couponId: mall }] })).toMatchObject({
      code: 500,
    });
    expect(await computed(me, { preOrderNo: no, merchantCoupons: [{ merId: b.mer_id, couponId: tooHigh }] })).toMatchObject({
      code: 500,
      message: 'The coupon “B needs 33.34” needs a subtotal of at least 33.34',
    });
    expect(await computed(me, { preOrderNo: no, merchantCoupons: [{ merId: b.mer_id, couponId: shopA }] })).toMatchObject({
      code: 500,
      message: 'The coupon “A 10 off” does not apply to this order',
    });

    const stranger = await shopper(api);
    const theirs = await giveCoupon(api, stranger, { useType: 3, money: '50.00' });
    expect(await computed(me, { preOrderNo: no, couponId: theirs })).toMatchObject({ code: 404, message: 'This coupon was not found' });
  });

  it('never lets a coupon take more than the goods it applies to', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 9, price: '4.00', sameShop: true });
    const no = await buyNow(api, me, [
      [a, 1],
      [b, 2],
    ]);
    const big = await giveCoupon(api, me, { useType: 2, merId: a.mer_id, productIds: [a.product_id], money: '50.00', name: 'Huge' });
    const r = await computed(me, { preOrderNo: no, couponId: big });
    // Goods 12.00 + freight 10.00; the product coupon takes only product A's 4.00.
    expect(r.data).toMatchObject({ proTotalFee: '12.00', couponFee: '4.00', freightFee: '10.00', payFee: '18.00' });
    const mall = await giveCoupon(api, me, { useType: 3, money: '100.00', name: 'Mall 100' });
    const all = await computed(me, { preOrderNo: no, couponId: mall, merchantCoupons: [{ merId: a.mer_id, couponId: big }] });
    // The platform coupon takes what is left of the goods (8.00), never the freight.
    expect(all.data).toMatchObject({ couponFee: '12.00', platformCouponFee: '8.00', payFee: '10.00' });
  });

  it('refuses another shopper’s address', async () => {
    const me = await shopper(api);
    const other = await shopper(api);
    const theirs = await address(api, other);
    const [a] = await skus(api, 1, { offset: 11 });
    const no = await buyNow(api, me, [[a, 1]]);
    expect(await computed(me, { preOrderNo: no, addressId: theirs })).toMatchObject({ code: 404, message: 'This address was not found' });
    expect(await createOrder(api, me, no, theirs)).toMatchObject({ code: 404, message: 'This address was not found' });
    expect(await masters(me.uid)).toEqual([]);
    expect(await stockOf(api, a.id)).toBe(50);
  });
});

describe('points', () => {
  it('pays with points up to what is left to pay at POINTS_RATE, and never below zero', async () => {
    const rich = await shopper(api, { points: 100000 });
    const [a] = await skus(api, 1, { offset: 12, price: '25.00' });
    const no = await buyNow(api, rich, [[a, 1]]);
    // 25.00 + 10.00 freight = 35.00, at 100 points per 1.00 → 3500 points.
    expect((await computed(rich, { preOrderNo: no, useIntegral: true })).data).toMatchObject({
      integralFee: '35.00',
      usedIntegral: 3500,
      userIntegral: 100000,
      payFee: '0.00',
      gainIntegral: 0,
    });

    const poor = await shopper(api, { points: 1234 });
    const no2 = await buyNow(api, poor, [[a, 1]]);
    const r = await computed(poor, { preOrderNo: no2, useIntegral: true });
    // The confirmation shows what the order earns: 1 point per whole 1.00 paid (seeded order_paid_points_per_unit).
    expect(r.data).toMatchObject({ integralFee: '12.34', usedIntegral: 1234, payFee: '22.66', gainIntegral: 22 });
    const orderNo = (await createOrder(api, poor, no2, await address(api, poor), { useIntegral: true })).data.orderNo;
    expect(await pointsOf(api, poor.uid)).toBe(0);
    expect((await masterDetail(api, poor, orderNo)).data).toMatchObject({ useIntegral: 1234, integralPrice: '12.34', payPrice: '22.66' });
    const ledger = await rows(api, 'SELECT type, title, integral, balance FROM user_integral_record WHERE uid = $1 ORDER BY id', [
      poor.uid,
    ]);
    expect(ledger).toEqual([{ type: 2, title: 'order_spend', integral: 1234, balance: 0 }]);

    // Cancelling gives them back, once.
    expect((await cancel(poor, orderNo)).code).toBe(200);
    expect((await cancel(poor, orderNo)).code).toBe(200);
    expect(await pointsOf(api, poor.uid)).toBe(1234);

    const none = await shopper(api);
    const no3 = await buyNow(api, none, [[a, 1]]);
    expect((await computed(none, { preOrderNo: no3, useIntegral: true })).data).toMatchObject({
      usedIntegral: 0,
      integralFee: '0.00',
      payFee: '35.00',
    });
  });

  it('spends the balance the shopper has when the order is placed, not the one seen earlier', async () => {
    const me = await shopper(api, { points: 800 });
    const [a] = await skus(api, 1, { offset: 13, price: '30.00' });
    const no = await buyNow(api, me, [[a, 1]]);
    expect((await computed(me, { preOrderNo: no, useIntegral: true })).data.usedIntegral).toBe(800);
    await api.db.query('UPDATE app_user SET integral = 300 WHERE id = $1', [me.uid]);
    const orderNo = (await createOrder(api, me, no, await address(api, me), { useIntegral: true })).data.orderNo;
    expect(await pointsOf(api, me.uid)).toBe(0);
    expect((await masterDetail(api, me, orderNo)).data).toMatchObject({ useIntegral: 300, integralPrice: '3.00', payPrice: '37.00' });
  });
});

describe('POST /api/front/order/create', () => {
  it('splits the order per shop from database prices, whatever prices the client sends', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 14, stock: 10 });
    await api.db.query("UPDATE product_sku SET price = '19.90' WHERE id = $1", [a.id]);
    await api.db.query("UPDATE product_sku SET price = '100.00' WHERE id = $1", [b.id]);
    const addressId = await address(api, me, 'Ada Buyer');
    const no = await buyNow(api, me, [
      [a, 2],
      [b, 1],
    ]);
    const r = await createOrder(api, me, no, addressId, {
      extra: {
        price: '0.01',
        payPrice: '0.01',
        proTotalFee: '0.01',
        payFee: '0.01',
        totalPrice: '0.01',
        realName: 'Mallory',
        email: 'x@evil.test',
      },
    });
    expect(r).toMatchObject({ code: 200, message: 'Order placed' });
    expect(r.data.orderNo).toMatch(/^PT\d{20}$/);

    const [m] = await masters(me.uid);
    expect(m).toMatchObject({
      order_no: r.data.orderNo,
      pro_total_price: '139.80',
      total_postage: '10.00',
      total_price: '149.80',
      coupon_price: '0.00',
      pay_price: '149.80',
      total_num: 3,
      paid: false,
      is_cancel: false,
      pay_type: 'stripe',
      real_name: 'Ada Buyer',
      email: 'ada@mall.test',
      mark: 'Leave at the door',
      user_address: '12 Analytical Row, 01234, United Kingdom',
    });
    const shops = await rows(api, 'SELECT * FROM store_order WHERE master_order_no = $1 ORDER BY mer_id', [r.data.orderNo]);
    expect(shops).toHaveLength(2);
    for (const s of shops) expect(s.order_no).toMatch(/^SH\d{20}$/);
    const byShop = Object.fromEntries(shops.map((s) => [s.mer_id, s]));
    expect(byShop[a.mer_id]).toMatchObject({
      pro_total_price: '39.80',
      total_postage: '10.00',
      pay_price: '49.80',
      total_num: 2,
      status: 0,
      paid: false,
    });
    expect(byShop[b.mer_id]).toMatchObject({ pro_total_price: '100.00', total_postage: '0.00', pay_price: '100.00', total_num: 1 });
    const infos = await rows(
      api,
      'SELECT i.* FROM order_info i JOIN store_order s ON s.id = i.store_order_id WHERE s.master_order_no = $1 ORDER BY i.id',
      [r.data.orderNo],
    );
    expect(infos.map((i) => [i.sku_id, i.price, i.pay_num, i.product_name])).toEqual([
      [a.id, '19.90', 2, a.store_name],
      [b.id, '100.00', 1, b.store_name],
    ]);
    expect(await stockOf(api, a.id)).toBe(8);
    expect(await stockOf(api, b.id)).toBe(9);
    const [product] = await rows(api, 'SELECT stock, sales FROM product WHERE id = $1', [a.product_id]);
    const [sum] = await rows(api, 'SELECT sum(stock)::int AS stock FROM product_sku WHERE product_id = $1 AND NOT is_del', [a.product_id]);
    expect(product.stock).toBe(sum.stock);
  });

  it('uses the coupons (marked used) and gives them back when the order is cancelled', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 16, price: '50.00' });
    const shop = await giveCoupon(api, me, { useType: 1, merId: a.mer_id, money: '6.00', minPrice: '50.00', name: 'Shop 6' });
    const mall = await giveCoupon(api, me, { useType: 3, money: '4.00', minPrice: '100.00', name: 'Mall 4' });
    const orderNo = await placeOrder(
      api,
      me,
      [
        [a, 1],
        [b, 1],
      ],
      { couponId: mall, merchantCoupons: [{ merId: a.mer_id, couponId: shop }] },
    );
    for (const id of [shop, mall]) {
      const c = await couponStatus(api, id);
      expect(c.status).toBe(1);
      expect(c.use_time).not.toBeNull();
    }
    const detail = (await masterDetail(api, me, orderNo)).data;
    expect(detail).toMatchObject({
      couponId: mall,
      couponPrice: '10.00',
      proTotalPrice: '100.00',
      totalPostage: '20.00',
      payPrice: '110.00',
    });
    expect(detail.orderList.reduce((s: number, o: any) => s + Math.round(Number(o.payPrice) * 100), 0)).toBe(11000);

    // A used coupon cannot be used again on another order.
    const no2 = await buyNow(api, me, [[a, 1]]);
    expect(await computed(me, { preOrderNo: no2, couponId: shop })).toMatchObject({
      code: 500,
      message: 'The coupon “Shop 6” has already been used',
    });

    expect(await cancel(me, orderNo)).toMatchObject({ code: 200, message: 'Order cancelled' });
    for (const id of [shop, mall]) expect(await couponStatus(api, id)).toEqual({ status: 0, use_time: null });
    expect((await computed(me, { preOrderNo: no2, couponId: shop })).code).toBe(200);
  });

  it('removes the cart lines a shoppingCart order came from, and only those', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 18 });
    const saved = await api.call('/api/front/cart/save', {
      token: me.token,
      body: [a, b].map((s) => ({ productId: s.product_id, productAttrUnique: s.id, cartNum: 1 })),
    });
    const [lineA, lineB] = saved.data.map((x: any) => x.cartId);
    const pre = await api.call('/api/front/order/pre/order', {
      token: me.token,
      body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: lineA }] },
    });
    expect((await createOrder(api, me, pre.data.preOrderNo, await address(api, me))).code).toBe(200);
    expect((await rows(api, 'SELECT id FROM cart WHERE uid = $1', [me.uid])).map((r) => r.id)).toEqual([lineB]);
  });

  it('makes one order per pre-order and per Idempotency-Key, even when submitted twice at once', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 19, stock: 10 });
    const addressId = await address(api, me);
    const no = await buyNow(api, me, [[a, 2]]);
    const [x, y] = await Promise.all([createOrder(api, me, no, addressId), createOrder(api, me, no, addressId)]);
    expect(x.code).toBe(200);
    expect(y.data.orderNo).toBe(x.data.orderNo);
    expect((await createOrder(api, me, no, addressId)).data.orderNo).toBe(x.data.orderNo);
    expect(await masters(me.uid)).toHaveLength(1);
    expect(await stockOf(api, a.id)).toBe(8);

    const no2 = await buyNow(api, me, [[a, 1]]);
    const first = await createOrder(api, me, no2, addressId, { idempotencyKey: 'checkout-attempt-42' });
    const again = await createOrder(api, me, no2, addressId, { idempotencyKey: 'checkout-attempt-42' });
    expect(again.data.orderNo).toBe(first.data.orderNo);
    const no3 = await buyNow(api, me, [[a, 1]]);
    expect(await createOrder(api, me, no3, addressId, { idempotencyKey: 'checkout-attempt-42' })).toMatchObject({
      code: 500,
      message: 'This Idempotency-Key was already used for another order',
    });
    expect(await masters(me.uid)).toHaveLength(2);
    expect(await stockOf(api, a.id)).toBe(7);
  });

  it('lets browsers send Idempotency-Key (CORS preflight)', async () => {
    const res = await fetch(`${api.url}/api/front/order/create`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3003',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authori-zation,content-type,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3003');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  });

  it('refuses other payment methods, a long note, and stock that ran out after the confirmation, changing nothing', async () => {
    const me = await shopper(api, { points: 500 });
    const [a] = await skus(api, 1, { offset: 20, stock: 3, price: '10.00' });
    const coupon = await giveCoupon(api, me, { useType: 3, money: '1.00' });
    const addressId = await address(api, me);
    const no = await buyNow(api, me, [[a, 3]]);
    expect(await createOrder(api, me, no, addressId, { extra: { payType: 'paypal' } })).toMatchObject({
      code: 500,
      message: 'This payment method is not available',
    });
    expect((await createOrder(api, me, no, addressId, { extra: { payType: 'wechat' } })).message).toBe(
      'This payment method is not available',
    );
    expect((await createOrder(api, me, no, addressId, { extra: { payType: 'card' } })).code).toBe(400);
    expect((await createOrder(api, me, no, addressId, { extra: { mark: 'x'.repeat(151) } })).code).toBe(400);
    const longest = await createOrder(api, me, no, addressId, { extra: { mark: 'x'.repeat(150) } });
    expect(longest.code).toBe(200);
    expect((await cancel(me, longest.data.orderNo)).code).toBe(200);
    const no2 = await buyNow(api, me, [[a, 3]]);
    await api.db.query('UPDATE product_sku SET stock = 2 WHERE id = $1', [a.id]);
    const short = await createOrder(api, me, no2, addressId, { couponId: coupon, useIntegral: true });
    expect(short).toMatchObject({ code: 500, message: `Not enough stock for “${a.store_name}”: only 2 left` });
    expect(await stockOf(api, a.id)).toBe(2);
    expect((await couponStatus(api, coupon)).status).toBe(0);
    expect(await pointsOf(api, me.uid)).toBe(500);
    expect(await masters(me.uid)).toHaveLength(1);
  });

  it('settles an order with nothing left to pay at once', async () => {
    const me = await shopper(api, { points: 20000 });
    const [a] = await skus(api, 1, { offset: 21, price: '120.00' });
    const orderNo = await placeOrder(api, me, [[a, 1]], { useIntegral: true });
    const detail = (await masterDetail(api, me, orderNo)).data;
    expect(detail).toMatchObject({
      payPrice: '0.00',
      integralPrice: '120.00',
      useIntegral: 12000,
      paid: true,
      payStatus: 'paid',
      gainIntegral: 0,
    });
    expect(await pointsOf(api, me.uid)).toBe(8000);
    const pay = await api.call('/api/front/pay/payment', { token: me.token, body: { orderNo, payType: 'stripe', payChannel: 'pc' } });
    expect(pay).toMatchObject({ code: 500, message: 'This order has already been paid' });
  });
});

describe('cancelling', () => {
  it('cancels an unpaid order once: stock back, merchant orders cancelled; another shopper’s is not found', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 0, stock: 10 });
    const orderNo = await placeOrder(api, me, [
      [a, 3],
      [b, 1],
    ]);
    expect([await stockOf(api, a.id), await stockOf(api, b.id)]).toEqual([7, 9]);
    const stranger = await shopper(api);
    expect(await cancel(stranger, orderNo)).toMatchObject({ code: 404, message: 'This order was not found' });
    expect(await stockOf(api, a.id)).toBe(7);

    expect(await cancel(me, orderNo)).toMatchObject({ code: 200, message: 'Order cancelled' });
    expect(await cancel(me, orderNo)).toMatchObject({ code: 200 });
    expect([await stockOf(api, a.id), await stockOf(api, b.id)]).toEqual([10, 10]);
    expect((await rows(api, 'SELECT status FROM store_order WHERE master_order_no = $1', [orderNo])).map((r) => r.status)).toEqual([9, 9]);
    expect((await masterDetail(api, me, orderNo)).data).toMatchObject({
      isCancel: true,
      payStatus: 'cancelled',
      paid: false,
      expireTime: null,
    });
  });

  it('gives a product back the units it gave its SKUs, even when another order of that product commits meanwhile', async () => {
    // A product with two live SKUs; its stock is the sum of theirs.
    const [{ product_id: productId, a, b }] = await rows<{ product_id: number; a: number; b: number }>(
      api,
      `SELECT product_id, min(id)::int AS a, max(id)::int AS b FROM product_sku s
        WHERE NOT is_del AND EXISTS (SELECT 1 FROM product p WHERE p.id = s.product_id AND p.is_show AND p.is_audit AND NOT p.is_del
                                       AND NOT p.is_recycle AND NOT p.is_forced_off)
        GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id DESC LIMIT 1`,
    );
    await api.db.query('UPDATE product_sku SET stock = 10 WHERE id IN ($1, $2)', [a, b]);
    await api.db.query(
      'UPDATE product SET stock = (SELECT sum(stock) FROM product_sku WHERE product_id = $1 AND NOT is_del) WHERE id = $1',
      [productId],
    );
    const product = async () =>
      (
        await rows<{ stock: number; skus: number }>(
          api,
          `SELECT stock, (SELECT sum(stock)::int FROM product_sku WHERE product_id = $1 AND NOT is_del) AS skus FROM product WHERE id = $1`,
          [productId],
        )
      )[0];
    const start = (await product()).stock;
    const me = await shopper(api);
    const orderNo = await placeOrder(api, me, [[{ id: a, product_id: productId } as never, 2]]);
    expect(await product()).toEqual({ stock: start - 2, skus: start - 2 });

    // Another checkout takes 3 units of the other SKU and holds the product row until it commits (on PostgreSQL from
    // its own connection, so the cancel waits for it; PGlite has one connection, so there the two run in turn).
    const other = api.databaseUrl ? new pg.Client({ connectionString: api.databaseUrl }) : null;
    const takeOther: Array<[string, number]> = [
      ['UPDATE product_sku SET stock = stock - 3 WHERE id = $1', b],
      ['UPDATE product SET stock = stock - 3 WHERE id = $1', productId],
    ];
    let cancelled;
    if (other) {
      await other.connect();
      await other.query('BEGIN');
      for (const [sql, id] of takeOther) await other.query(sql, [id]);
      const pending = cancel(me, orderNo);
      // Wait until the cancel waits for the product row, then commit the other checkout.
      for (let i = 0; i < 200; i++) {
        const waiting = await other.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        );
        if (waiting.rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await other.query('COMMIT');
      await other.end();
      cancelled = await pending;
    } else {
      for (const [sql, id] of takeOther) await api.db.query(sql, [id]);
      cancelled = await cancel(me, orderNo);
    }
    expect(cancelled).toMatchObject({ code: 200, message: 'Order cancelled' });
    expect([await stockOf(api, a), await stockOf(api, b)]).toEqual([10, 7]);
    expect(await product()).toEqual({ stock: start - 3, skus: start - 3 });
  });

  it('refuses to cancel a paid order', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 1, stock: 5 });
    const orderNo = await placeOrder(api, me, [[a, 1]]);
    await api.db.query('UPDATE master_order SET paid = TRUE WHERE order_no = $1', [orderNo]);
    expect(await cancel(me, orderNo)).toMatchObject({ code: 500, message: 'A paid order cannot be cancelled' });
    expect(await stockOf(api, a.id)).toBe(4);
  });
});

describe('unpaid orders cancel themselves after ORDER_UNPAID_MINUTES', () => {
  it('the sweeper cancels orders placed more than 30 minutes ago and restores stock, coupons and points', async () => {
    const me = await shopper(api, { points: 300 });
    const [a, b] = await skus(api, 2, { offset: 3, stock: 6, price: '40.00' });
    const coupon = await giveCoupon(api, me, { useType: 3, money: '3.00' });
    const old = await placeOrder(api, me, [[a, 2]], { couponId: coupon, useIntegral: true });
    const fresh = await placeOrder(api, me, [[b, 1]]);
    expect([await stockOf(api, a.id), await pointsOf(api, me.uid), (await couponStatus(api, coupon)).status]).toEqual([4, 0, 1]);

    await api.db.query("UPDATE master_order SET created_at = now() - interval '29 minutes' WHERE order_no = $1", [old]);
    const sweeper = createOrderCancelService(api.db, api.config);
    expect(await sweeper.sweep()).toBe(0);
    await api.db.query("UPDATE master_order SET created_at = now() - interval '31 minutes' WHERE order_no = $1", [old]);
    expect(await sweeper.sweep()).toBe(1);
    expect(await sweeper.sweep()).toBe(0);
    expect([await stockOf(api, a.id), await pointsOf(api, me.uid), (await couponStatus(api, coupon)).status]).toEqual([6, 300, 0]);
    expect((await masterDetail(api, me, old)).data.payStatus).toBe('cancelled');
    expect((await masterDetail(api, me, fresh)).data).toMatchObject({ payStatus: 'unpaid', isCancel: false });
    expect(await stockOf(api, b.id)).toBe(5);
  });

  it('reading an order past its time cancels it even before the sweeper runs', async () => {
    const me = await shopper(api);
    const [a] = await skus(api, 1, { offset: 5, stock: 6 });
    const orderNo = await placeOrder(api, me, [[a, 2]]);
    const before = (await masterDetail(api, me, orderNo)).data;
    expect(before.payStatus).toBe('unpaid');
    expect(before.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await api.db.query("UPDATE master_order SET created_at = now() - interval '31 minutes' WHERE order_no = $1", [orderNo]);
    expect((await masterDetail(api, me, orderNo)).data).toMatchObject({ payStatus: 'cancelled', isCancel: true });
    expect(await stockOf(api, a.id)).toBe(6);
    const pay = await api.call('/api/front/pay/payment', { token: me.token, body: { orderNo, payType: 'stripe', payChannel: 'pc' } });
    expect(pay).toMatchObject({ code: 500, message: 'This order has been cancelled' });
  });

  it('runs the sweeper on a timer from app start to app close, once per period, recording each run', async () => {
    const app = Fastify({ logger: false });
    let sweeps = 0;
    await app.register(unpaidSweeper, {
      db: api.db,
      orders: {
        sweep: async () => {
          sweeps++;
          return 0;
        },
      },
      everyMs: 50,
    });
    await app.ready();
    await new Promise((r) => setTimeout(r, 400));
    expect(sweeps).toBeGreaterThanOrEqual(3);
    await app.close();
    const atClose = sweeps;
    await new Promise((r) => setTimeout(r, 150));
    expect(sweeps).toBe(atClose);
    // Four ticks per period, one run per period: each run has its own slot and its outcome.
    const runs = await rows<{ slot: number; outcome: string }>(
      api,
      "SELECT slot, outcome FROM periodic_job_run WHERE name = 'unpaid-order-sweeper' AND every_ms = 50",
    );
    expect(runs).toHaveLength(atClose);
    expect(new Set(runs.map((r) => r.slot)).size).toBe(atClose);
    expect(runs.every((r) => r.outcome === '0 cancelled')).toBe(true);
  });
});

describe('concurrent checkouts', () => {
  it('sells a stock of 3 to exactly 3 of 8 shoppers ordering at the same moment', async () => {
    const [a] = await skus(api, 1, { offset: 6, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopper(api)));
    const ready = await Promise.all(
      buyers.map(async (who) => ({ who, addressId: await address(api, who), no: await buyNow(api, who, [[a, 1]]) })),
    );
    const results = await Promise.all(ready.map(({ who, no, addressId }) => createOrder(api, who, no, addressId)));
    const ok = results.filter((r) => r.code === 200);
    const refused = results.filter((r) => r.code !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.code).toBe(500);
      expect(r.message).toBe(`“${a.store_name}” is sold out`);
    }
    expect(await stockOf(api, a.id)).toBe(0);
    const [sold] = await rows(api, 'SELECT count(*)::int AS n, sum(pay_num)::int AS qty FROM order_info WHERE sku_id = $1', [a.id]);
    expect(sold).toEqual({ n: 3, qty: 3 });
  });
});

describe('GET /api/front/order/master/detail/{orderNo}', () => {
  it('answers the caller’s order with its merchant orders and lines, and hides it from others', async () => {
    const me = await shopper(api);
    const [a, b] = await skus(api, 2, { offset: 7, price: '15.00' });
    const orderNo = await placeOrder(api, me, [
      [a, 2],
      [b, 1],
    ]);
    const r = await masterDetail(api, me, orderNo);
    expect(r.data).toMatchObject({
      orderNo,
      realName: 'Ada Lovelace',
      userPhone: '2079460000',
      userAddress: '12 Analytical Row, 01234, United Kingdom',
      email: 'ada@mall.test',
      totalNum: 3,
      proTotalPrice: '45.00',
      totalPostage: '20.00',
      totalPrice: '65.00',
      payPostage: '20.00',
      payPrice: '65.00',
      couponId: 0,
      couponPrice: '0.00',
      paid: false,
      payTime: null,
      payType: 'stripe',
      mark: 'Leave at the door',
      isCancel: false,
      redirect: '',
      payStatus: 'unpaid',
      failReason: null,
      gainIntegral: 0,
    });
    expect(r.data.orderList).toHaveLength(2);
    const shopA = r.data.orderList.find((o: any) => o.merId === a.mer_id);
    expect(shopA).toMatchObject({
      orderNo: expect.stringMatching(/^SH/),
      totalNum: 2,
      proTotalPrice: '30.00',
      payPostage: '10.00',
      payPrice: '40.00',
      paid: false,
      status: 0,
      refundStatus: 0,
    });
    expect(shopA.orderInfoList).toEqual([
      {
        id: expect.any(Number),
        merOrderNo: shopA.orderNo,
        productId: a.product_id,
        productName: a.store_name,
        image: expect.stringMatching(/^http/),
        attrValueId: a.id,
        sku: expect.any(String),
        price: '15.00',
        payNum: 2,
        isReply: false,
      },
    ]);
    const other = await shopper(api);
    expect(await masterDetail(api, other, orderNo)).toMatchObject({ code: 404, data: null });
    expect(await masterDetail(api, other, 'PT00000000000000000000')).toMatchObject({ code: 404 });
  });

  it('serves a guest (visitor) account like any shopper', async () => {
    const guest = await shopper(api, { visitor: true });
    const [a] = await skus(api, 1, { offset: 9 });
    const orderNo = await placeOrder(api, guest, [[a, 1]]);
    expect((await masterDetail(api, guest, orderNo)).data).toMatchObject({ orderNo, payStatus: 'unpaid' });
  });
});
