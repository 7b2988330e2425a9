import { apiForFile } from '../../helper';
import { refundPlan } from '../../../src/services/refund/refund-amounts';
import { giveCoupon, placeOrder, rows, shopper, skus, type Shopper, type Sku } from './order-fixtures';
import { orderLines, paidOrder, setOrderState, sqlOne, upload } from './refund-review-fixtures';

const api = apiForFile();

const applyInfo = (who: Shopper, orderNo: string, lang?: string) =>
  api.call(`/api/front/order/apply/refund/${orderNo}`, { token: who.token, lang });
const apply = (who: Shopper, body: Record<string, unknown>, lang?: string) =>
  api.call('/api/front/order/refund', { token: who.token, body, lang });
const detail = (who: Shopper, no: string) => api.call(`/api/front/order/refund/detail/${no}`, { token: who.token });
const list = (who: Shopper, query = '') => api.call(`/api/front/order/refund/list${query}`, { token: who.token });

const REASON = 'Item damaged';
let offset = 0;

/** A fresh shopper with a paid order of `qty` × a SKU at `price` (one shop): its merchant order number. */
async function paidSingle(price = '30.00', qty = 1, who?: Shopper): Promise<{ who: Shopper; orderNo: string; sku: Sku }> {
  const me = who ?? (await shopper(api));
  const [sku] = await skus(api, 1, { offset: offset++, price, stock: 40 });
  const { orders } = await paidOrder(api, me, [[sku, qty]]);
  return { who: me, orderNo: orders[0].order_no, sku };
}

describe('the refund arithmetic', () => {
  it('shares the payment over the units in cents, and every unit takes back exactly payPrice', () => {
    // 3 × 3.33 + 1 × 10.00 = 19.99 goods, a 5.00 coupon, 10.00 freight, 1.37 of points: 23.62 paid.
    const plan = refundPlan({
      lines: [
        { id: 1, priceCents: 333, payNum: 3 },
        { id: 2, priceCents: 1000, payNum: 1 },
      ],
      proTotalCents: 1999,
      couponCents: 500,
      freightCents: 1000,
      payCents: 2362,
    });
    // Points are spread over goods (14.99) and freight (10.00): 14.17 of the payment is the goods', shared by subtotal
    // (9.99 and 10.00) into 7.08 and 7.09, and 7.08 evenly over three units.
    expect([...plan.lineCents.entries()]).toEqual([
      [1, 708],
      [2, 709],
    ]);
    expect([1, 2, 3, 4].map((n) => plan.maxFor(n))).toEqual([709, 709 + 236, 709 + 236 * 2, 2362]);
    expect(plan.pick(1)).toEqual([{ id: 2, num: 1 }]);
    expect(plan.pick(3)).toEqual([
      { id: 1, num: 2 },
      { id: 2, num: 1 },
    ]);
    expect(() => plan.maxFor(5)).toThrow(RangeError);
  });
});

describe('GET /api/front/order/refund/reason', () => {
  it('answers the server’s reasons, one per line of system_config', async () => {
    const me = await shopper(api);
    const r = await api.call('/api/front/order/refund/reason', { token: me.token });
    expect(r).toMatchObject({ code: 200, data: ['Wrong item received', 'Item damaged', 'Not as described', 'No longer needed', 'Other'] });
    expect((await api.call('/api/front/order/refund/reason')).code).toBe(401);
  });
});

describe('GET /api/front/order/apply/refund/{orderNo}', () => {
  it('answers the order with what each line and each number of units paid, freight only with every unit', async () => {
    const { who, orderNo, sku } = await paidSingle('30.00', 2);
    const r = await applyInfo(who, orderNo);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      orderNo,
      paid: true,
      payPrice: '70.00',
      totalNum: 2,
      status: 0,
      merId: sku.mer_id,
      maxRefundPrices: ['30.00', '70.00'],
    });
    expect(r.data.merName).toEqual(expect.any(String));
    expect(r.data.orderInfoList).toEqual([
      expect.objectContaining({
        productId: sku.product_id,
        attrValueId: sku.id,
        price: '30.00',
        payNum: 2,
        refundablePrice: '60.00',
        isReply: false,
        merOrderNo: orderNo,
        image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//),
      }),
    ]);
  });

  it('shares the coupon and the points over every line pro rata, and the dearest units are refunded first', async () => {
    const me = await shopper(api, { points: 1000 });
    const [a, b] = await skus(api, 2, { sameShop: true, offset: 3, stock: 30 });
    await api.db.query('UPDATE product_sku SET price = CASE id WHEN $1 THEN 20.00 ELSE 40.00 END WHERE id IN ($1, $2)', [a.id, b.id]);
    const coupon = await giveCoupon(api, me, { useType: 1, merId: a.mer_id, money: '10.00' });
    const { masterNo, orders } = await paidOrder(
      api,
      me,
      [
        [a, 3],
        [b, 1],
      ],
      { merchantCoupons: [{ merId: a.mer_id, couponId: coupon }], useIntegral: true },
    );
    // 100.00 of goods ship free; 10.00 coupon; 1000 points pay 10.00: 80.00 paid.
    expect(orders[0].pay_price).toBe('80.00');
    expect(await sqlOne(api, 'SELECT use_integral, coupon_price FROM store_order WHERE order_no = $1', [orders[0].order_no])).toEqual({
      use_integral: 1000,
      coupon_price: '10.00',
    });
    const r = await applyInfo(me, orders[0].order_no);
    expect(r.data.orderInfoList.map((l: { refundablePrice: string }) => l.refundablePrice)).toEqual(['48.00', '32.00']);
    expect(r.data.maxRefundPrices).toEqual(['32.00', '48.00', '64.00', '80.00']);
    expect(masterNo).toMatch(/^PT/);

    const tooMuch = await apply(me, { orderNo: orders[0].order_no, text: REASON, refundNum: 1, refundPrice: '32.01' });
    expect(tooMuch).toMatchObject({ code: 500, message: 'The refund amount can be at most 32.00: what these items paid' });
    const french = await apply(me, { orderNo: orders[0].order_no, text: REASON, refundNum: 2, refundPrice: '48.50' }, 'fr');
    expect(french).toMatchObject({
      code: 500,
      message: 'Le montant du remboursement ne peut pas dépasser 48.00 : ce que ces articles ont coûté',
    });
    for (const zero of ['0', '0.00', '-5.00']) {
      expect(await apply(me, { orderNo: orders[0].order_no, text: REASON, refundPrice: zero })).toMatchObject({
        code: 500,
        message: 'The refund amount must be at least 0.01',
      });
    }
    expect(await apply(me, { orderNo: orders[0].order_no, text: REASON, refundPrice: '12.345' })).toMatchObject({
      code: 400,
      message: 'The refund amount is not a valid amount',
    });

    const ok = await apply(me, { orderNo: orders[0].order_no, text: REASON, refundNum: 1 });
    expect(ok).toMatchObject({ code: 200, message: 'Your refund request has been submitted' });
    const [bLine] = (await orderLines(api, orders[0].order_no)).filter((l) => l.sku_id === b.id);
    const refund = await sqlOne(api, 'SELECT id, refund_num, refund_price, max_refund_price FROM refund_order WHERE refund_order_no = $1', [
      ok.data.refundOrderNo,
    ]);
    expect(refund).toMatchObject({ refund_num: 1, refund_price: '32.00', max_refund_price: '32.00' });
    expect(await rows(api, 'SELECT order_info_id, refund_num FROM refund_order_info WHERE refund_order_id = $1', [refund.id])).toEqual([
      { order_info_id: bLine.id, refund_num: 1 },
    ]);
  });

  it('refuses unpaid, cancelled, shipped and already refunding orders with the rule, in the shopper’s language', async () => {
    const me = await shopper(api);
    const [sku] = await skus(api, 1, { offset: offset++, price: '25.00' });
    const unpaidMaster = await placeOrder(api, me, [[sku, 1]]);
    const [unpaid] = await rows<{ order_no: string }>(api, 'SELECT order_no FROM store_order WHERE master_order_no = $1', [unpaidMaster]);
    const refusedBoth = async (orderNo: string, message: string) => {
      expect(await applyInfo(me, orderNo)).toMatchObject({ code: 500, message, data: null });
      expect(await apply(me, { orderNo, text: REASON })).toMatchObject({ code: 500, message });
    };
    await refusedBoth(unpaid.order_no, 'This order has not been paid, so there is nothing to refund');
    expect(await applyInfo(me, unpaid.order_no, 'zh-CN')).toMatchObject({ code: 500, message: '该订单尚未支付，无需退款' });
    expect((await api.call(`/api/front/order/cancel/${unpaidMaster}`, { token: me.token, method: 'POST' })).code).toBe(200);
    await refusedBoth(unpaid.order_no, 'This order has been cancelled');

    const { orderNo } = await paidSingle('25.00', 1, me);
    await setOrderState(api, orderNo, { status: 1 });
    await refusedBoth(orderNo, 'This order is on its way: confirm its receipt first, then ask for a refund');
    expect(await applyInfo(me, orderNo, 'th')).toMatchObject({
      code: 500,
      message: 'คำสั่งซื้อนี้อยู่ระหว่างจัดส่ง: กรุณายืนยันการรับสินค้าก่อน แล้วจึงขอคืนเงิน',
    });
    for (const status of [2, 3]) {
      await setOrderState(api, orderNo, { status });
      expect((await applyInfo(me, orderNo)).code).toBe(200);
    }
    expect((await apply(me, { orderNo, text: REASON })).code).toBe(200);
    await refusedBoth(orderNo, 'A refund of this order is already being reviewed');
    await setOrderState(api, orderNo, { refundStatus: 2 });
    await refusedBoth(orderNo, 'This order is already being refunded');
    await setOrderState(api, orderNo, { refundStatus: 3 });
    await refusedBoth(orderNo, 'This order has already been refunded');
    expect((await rows(api, 'SELECT 1 FROM refund_order WHERE mer_order_no = $1', [orderNo])).length).toBe(1);
  });
});

describe('POST /api/front/order/refund', () => {
  it('records the request with its pictures, instructions and remark, and marks the order applied', async () => {
    const { who, orderNo, sku } = await paidSingle('30.00', 2);
    const pictures = [await upload(api, who), await upload(api, who, 'jpg')];
    const r = await apply(who, {
      orderNo,
      text: REASON,
      refund_reason_wap_explain: '  The box arrived crushed  ',
      refund_reason_wap_img: pictures.join(','),
      refundNum: 1,
      refundPrice: '12.50',
      mark: 'Call before pick-up',
    });
    expect(r).toMatchObject({ code: 200, message: 'Your refund request has been submitted' });
    expect(r.data.refundOrderNo).toMatch(/^RE[0-9]{20}$/);
    expect(await sqlOne(api, 'SELECT refund_status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ refund_status: 1 });

    const d = await detail(who, r.data.refundOrderNo);
    expect(d).toMatchObject({
      code: 200,
      data: {
        refundOrderNo: r.data.refundOrderNo,
        merOrderNo: orderNo,
        merId: sku.mer_id,
        totalNum: 1,
        refundStatus: 0,
        refundPrice: '12.50',
        refundReasonWap: REASON,
        refundReasonWapExplain: 'The box arrived crushed',
        refundReasonWapImg: pictures.join(','),
        mark: 'Call before pick-up',
        refundReason: null,
        refundTime: null,
        orderStatus: 0,
      },
    });
    expect(d.data.masterOrderNo).toMatch(/^PT/);
    expect(d.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.data.orderInfoList).toEqual([expect.objectContaining({ productId: sku.product_id, payNum: 1, price: '30.00' })]);

    const l = await list(who);
    expect(l.data).toMatchObject({
      total: 1,
      list: [{ refundOrderNo: r.data.refundOrderNo, refundStatus: 0, refundPrice: '12.50', totalNum: 1, merOrderNo: orderNo }],
    });
    expect(l.data.list[0].orderInfoList[0].payNum).toBe(1);
  });

  it('defaults to every unit and the whole payment, freight included', async () => {
    const { who, orderNo } = await paidSingle('20.00', 2);
    const r = await apply(who, { orderNo, text: 'Other', refund_reason_wap_explain: '', refund_reason_wap_img: '' });
    expect(r.code).toBe(200);
    expect((await detail(who, r.data.refundOrderNo)).data).toMatchObject({ totalNum: 2, refundPrice: '50.00', refundReasonWapImg: '' });
  });

  it('checks the reason, the texts, the pictures and the quantity with clear messages', async () => {
    const { who, orderNo } = await paidSingle('30.00', 2);
    const stranger = await shopper(api);
    const theirs = await upload(api, stranger);
    const mine = await upload(api, who);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: 'I just felt like it' }, 'Please choose a refund reason from the list'],
      [{ text: '' }, 'Please choose a refund reason from the list'],
      [{ refund_reason_wap_explain: 'x'.repeat(256) }, 'The instructions can be at most 255 characters'],
      [{ mark: 'm'.repeat(101) }, 'The remark can be at most 100 characters'],
      [{ refund_reason_wap_img: Array(6).fill(mine).join(',') }, 'You can add at most 5 proof pictures'],
      [{ refund_reason_wap_img: theirs }, 'Please use pictures uploaded through this form'],
      [{ refund_reason_wap_img: 'https://elsewhere.test/p.png' }, 'Please use pictures uploaded through this form'],
      [{ refundNum: 0 }, 'The quantity to refund must be between 1 and 2'],
      [{ refundNum: 3 }, 'The quantity to refund must be between 1 and 2'],
    ];
    for (const [change, message] of cases) {
      expect(await apply(who, { orderNo, text: REASON, ...change })).toMatchObject({ code: 400, message });
    }
    expect(await apply(who, { orderNo, text: REASON, mark: 'm'.repeat(101) }, 'lao')).toMatchObject({
      code: 400,
      message: 'ໝາຍເຫດຍາວໄດ້ບໍ່ເກີນ 100 ຕົວອັກສອນ',
    });
    expect(await sqlOne(api, 'SELECT refund_status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ refund_status: 0 });
    const fine = await apply(who, {
      orderNo,
      text: REASON,
      mark: 'm'.repeat(100),
      refund_reason_wap_explain: 'é'.repeat(255),
      refund_reason_wap_img: Array(5).fill(mine).join(','),
    });
    expect(fine.code).toBe(200);
    expect((await detail(who, fine.data.refundOrderNo)).data.refundReasonWapImg.split(',')).toHaveLength(5);
  });

  it('records one request when two arrive at once', async () => {
    const { who, orderNo } = await paidSingle('30.00', 1);
    const [a, b] = await Promise.all([apply(who, { orderNo, text: REASON }), apply(who, { orderNo, text: REASON })]);
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    expect([a, b].find((x) => x.code === 500)!.message).toBe('A refund of this order is already being reviewed');
    expect((await rows(api, 'SELECT 1 FROM refund_order WHERE mer_order_no = $1', [orderNo])).length).toBe(1);
  });
});

describe('ownership', () => {
  it('answers 404 for another shopper’s order and refund, and lists only the caller’s refunds', async () => {
    const { who, orderNo } = await paidSingle('30.00', 1);
    const r = await apply(who, { orderNo, text: REASON });
    const stranger = await shopper(api);
    const notFound = { code: 404, message: 'No data found', data: null };
    expect(await applyInfo(stranger, orderNo)).toMatchObject(notFound);
    expect(await apply(stranger, { orderNo, text: REASON })).toMatchObject(notFound);
    expect(await detail(stranger, r.data.refundOrderNo)).toMatchObject(notFound);
    expect(await api.call(`/api/front/order/refund/detail/${r.data.refundOrderNo}`, { token: stranger.token, lang: 'fr' })).toMatchObject({
      code: 404,
      message: 'Aucune donnée trouvée',
    });
    expect(await detail(who, 'RE00000000000000000000')).toMatchObject(notFound);
    expect(await applyInfo(who, 'SH00000000000000000000')).toMatchObject(notFound);
    expect((await list(stranger)).data).toMatchObject({ total: 0, list: [] });
    for (const path of [
      `/api/front/order/apply/refund/${orderNo}`,
      '/api/front/order/refund/list',
      `/api/front/order/refund/detail/${r.data.refundOrderNo}`,
    ]) {
      expect((await api.call(path)).code).toBe(401);
    }
  });

  it('pages the caller’s refunds newest first (10 by default, at most 50)', async () => {
    const me = await shopper(api);
    const nos: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { orderNo } = await paidSingle('15.00', 1, me);
      nos.push((await apply(me, { orderNo, text: REASON })).data.refundOrderNo);
    }
    const page1 = await list(me, '?page=1&limit=2');
    expect(page1.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page1.data.list.map((x: { refundOrderNo: string }) => x.refundOrderNo)).toEqual([nos[2], nos[1]]);
    expect((await list(me, '?page=2&limit=2')).data.list.map((x: { refundOrderNo: string }) => x.refundOrderNo)).toEqual([nos[0]]);
    expect((await list(me)).data.pageSize).toBe(10);
    expect((await list(me, '?limit=51')).code).toBe(400);
  });
});
