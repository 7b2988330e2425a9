import { apiForFile } from '../../helper';
import { rows, shopper, skus, type Shopper, type Sku } from './order-fixtures';
import { orderLines, paidOrder, setOrderState, sqlOne, upload } from './refund-review-fixtures';

const api = apiForFile();

const pendingList = (who: Shopper, query = '') => api.call(`/api/front/order/reply/list${query}`, { token: who.token });
const info = (who: Shopper, lineId: number, lang?: string) => api.call(`/api/front/order/reply/info/${lineId}`, { token: who.token, lang });
const comment = (who: Shopper, body: Record<string, unknown>, lang?: string) =>
  api.call('/api/front/order/comment', { token: who.token, body, lang });
const myList = (who: Shopper) => api.call('/api/front/reply/my/list', { token: who.token });

let offset = 0;

/** A fresh shopper's paid order of one unit of each of `n` SKUs of one shop, received (status 2) unless told. */
async function received(
  n = 1,
  status = 2,
): Promise<{ who: Shopper; orderNo: string; lines: Array<{ id: number; product_id: number }>; skus: Sku[] }> {
  const who = await shopper(api);
  const picked = await skus(api, n, { sameShop: true, offset: offset++ % 15, price: '35.00', stock: 20 });
  const { orders } = await paidOrder(
    api,
    who,
    picked.map((s) => [s, 1] as [Sku, number]),
  );
  await setOrderState(api, orders[0].order_no, { status });
  return { who, orderNo: orders[0].order_no, lines: await orderLines(api, orders[0].order_no), skus: picked };
}

const review = (orderNo: string, orderInfoId: number, more: Record<string, unknown> = {}) => ({
  orderNo,
  orderInfoId,
  star: 5,
  comment: 'Lovely quality, arrived quickly',
  pics: '',
  ...more,
});

describe('GET /api/front/order/reply/list and /reply/info/{orderInfoId}', () => {
  it('lists the lines of received orders not yet reviewed, and reads one for the form', async () => {
    const {
      who,
      orderNo,
      lines,
      skus: [sku],
    } = await received(2);
    const notYet = await received(1, 0);
    const r = await pendingList(who);
    expect(r.data.total).toBe(2);
    expect(r.data.list.map((l: { id: number }) => l.id)).toEqual(lines.map((l) => l.id));
    expect(r.data.list[0]).toMatchObject({
      merOrderNo: orderNo,
      merId: sku.mer_id,
      productId: lines[0].product_id,
      price: '35.00',
      payNum: 1,
      image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//),
      merName: expect.any(String),
      sku: expect.any(String),
    });
    expect(r.data.list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await pendingList(notYet.who)).data).toMatchObject({ total: 0, list: [] });
    expect((await info(who, lines[1].id)).data).toMatchObject({ id: lines[1].id, merOrderNo: orderNo });
    expect((await pendingList(who, '?limit=1&page=2')).data.list.map((l: { id: number }) => l.id)).toEqual([lines[1].id]);
  });

  it('refuses a line not received or already reviewed, and answers 404 for another shopper’s', async () => {
    const shipped = await received(1, 1);
    expect(await info(shipped.who, shipped.lines[0].id)).toMatchObject({
      code: 500,
      message: 'This item can be reviewed once you have received it',
    });
    expect(await info(shipped.who, shipped.lines[0].id, 'fr')).toMatchObject({
      code: 500,
      message: 'Vous pourrez évaluer cet article une fois que vous l’aurez reçu',
    });
    const { who, orderNo, lines } = await received(1);
    expect((await comment(who, review(orderNo, lines[0].id))).code).toBe(200);
    expect(await info(who, lines[0].id)).toMatchObject({ code: 500, message: 'You have already reviewed this item' });
    const stranger = await shopper(api);
    expect(await info(stranger, shipped.lines[0].id)).toMatchObject({ code: 404, message: 'No data found' });
    expect((await pendingList(stranger)).data.total).toBe(0);
    expect((await api.call('/api/front/order/reply/list')).code).toBe(401);
  });
});

describe('POST /api/front/order/comment', () => {
  it('stores the review once, shows it in the product’s reviews and summary, and completes the order with its last line', async () => {
    const { who, orderNo, lines } = await received(2);
    const productId = lines[0].product_id;
    const before = (await api.call(`/api/front/product/reply/config/${productId}`)).data;
    const pictures = [await upload(api, who), await upload(api, who, 'jpg')];
    const r = await comment(
      who,
      review(orderNo, lines[0].id, {
        star: 4,
        serviceStar: 3,
        comment: '  Solid, the strap is a bit short  ',
        pics: JSON.stringify(pictures),
      }),
    );
    expect(r).toMatchObject({ code: 200, message: 'Thank you for your review', data: null });
    expect(await sqlOne(api, 'SELECT is_reply FROM order_info WHERE id = $1', [lines[0].id])).toEqual({ is_reply: true });
    expect(await sqlOne(api, 'SELECT status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ status: 2 });

    const shown = await api.call(`/api/front/product/reply/list/${productId}`);
    expect(shown.data.list[0]).toMatchObject({
      uid: who.uid,
      star: 4,
      comment: 'Solid, the strap is a bit short',
      pics: pictures,
      merchantReplyContent: null,
      nickname: 'Checkout tester',
    });
    const medium = await api.call(`/api/front/product/reply/list/${productId}?type=2`);
    expect(medium.data.list[0]).toMatchObject({ uid: who.uid, star: 4 });
    const after = (await api.call(`/api/front/product/reply/config/${productId}`)).data;
    expect(after).toMatchObject({
      sumCount: before.sumCount + 1,
      inCount: before.inCount + 1,
      goodCount: before.goodCount,
      poorCount: before.poorCount,
    });

    const mine = await myList(who);
    expect(mine.data).toMatchObject({ total: 1 });
    expect(mine.data.list[0]).toMatchObject({
      productId,
      star: 4,
      serviceStar: 3,
      comment: 'Solid, the strap is a bit short',
      pics: pictures,
      merchantReplyContent: null,
      merchantReplyTime: null,
      orderInfoId: lines[0].id,
      merOrderNo: orderNo,
      merName: expect.any(String),
    });

    expect(await comment(who, review(orderNo, lines[0].id))).toMatchObject({ code: 500, message: 'You have already reviewed this item' });
    expect((await comment(who, review(orderNo, lines[1].id, { pics: undefined }))).code).toBe(200);
    expect(await sqlOne(api, 'SELECT status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ status: 3 });
    expect((await pendingList(who)).data.total).toBe(0);
    const second = (await myList(who)).data.list[0];
    expect(second).toMatchObject({ orderInfoId: lines[1].id, star: 5, serviceStar: 5, pics: [] });
  });

  it('reviews a line once under two submits at once', async () => {
    const { who, orderNo, lines } = await received(1);
    const [a, b] = await Promise.all([comment(who, review(orderNo, lines[0].id)), comment(who, review(orderNo, lines[0].id, { star: 1 }))]);
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    expect([a, b].find((x) => x.code === 500)!.message).toBe('You have already reviewed this item');
    expect(await rows(api, 'SELECT count(*)::int AS n FROM product_reply WHERE order_info_id = $1', [lines[0].id])).toEqual([{ n: 1 }]);
    expect(await sqlOne(api, 'SELECT status FROM store_order WHERE order_no = $1', [orderNo])).toEqual({ status: 3 });
    // The database holds the rule too, whatever reaches it: a second review of the line is a unique violation.
    await expect(
      api.db.query(
        "INSERT INTO product_reply (product_id, uid, nickname, star, comment, order_info_id) VALUES ($1, $2, 'x', 5, 'again', $3)",
        [lines[0].product_id, who.uid, lines[0].id],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses orders not received and checks stars, comment and pictures with clear messages', async () => {
    for (const status of [0, 1]) {
      const early = await received(1, status);
      expect(await comment(early.who, review(early.orderNo, early.lines[0].id))).toMatchObject({
        code: 500,
        message: 'This item can be reviewed once you have received it',
      });
    }
    const { who, orderNo, lines } = await received(1);
    const mine = await upload(api, who);
    const theirs = await upload(api, await shopper(api));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ star: 0 }, 'Please rate the product from 1 to 5 stars'],
      [{ star: 6 }, 'Please rate the product from 1 to 5 stars'],
      [{ serviceStar: 0 }, 'Please rate the service from 1 to 5 stars'],
      [{ serviceStar: 9 }, 'Please rate the service from 1 to 5 stars'],
      [{ comment: '   ' }, 'Please tell us about your experience'],
      [{ comment: 'a'.repeat(513) }, 'Your review can be at most 512 characters'],
      [{ pics: 'not json' }, 'The pictures must be a list of uploaded picture addresses'],
      [{ pics: JSON.stringify({ url: mine }) }, 'The pictures must be a list of uploaded picture addresses'],
      [{ pics: JSON.stringify(Array(6).fill(mine)) }, 'You can add at most 5 pictures'],
      [{ pics: JSON.stringify([theirs]) }, 'Please use pictures uploaded through this form'],
      [{ pics: JSON.stringify(['https://elsewhere.test/a.png']) }, 'Please use pictures uploaded through this form'],
    ];
    for (const [change, message] of cases) {
      expect(await comment(who, review(orderNo, lines[0].id, change))).toMatchObject({ code: 400, message });
    }
    expect(await comment(who, review(orderNo, lines[0].id, { star: 0 }), 'th')).toMatchObject({
      code: 400,
      message: 'กรุณาให้คะแนนสินค้า 1 ถึง 5 ดาว',
    });
    expect(await comment(who, review(orderNo, lines[0].id, { comment: '' }), 'zh-CN')).toMatchObject({
      code: 400,
      message: '请填写您的使用体验',
    });
    expect(await sqlOne(api, 'SELECT is_reply FROM order_info WHERE id = $1', [lines[0].id])).toEqual({ is_reply: false });
    const fine = await comment(
      who,
      review(orderNo, lines[0].id, { comment: `  ${'a'.repeat(512)}  `, pics: JSON.stringify(Array(5).fill(mine)) }),
    );
    expect(fine.code).toBe(200);
    expect((await myList(who)).data.list[0].pics).toHaveLength(5);
  });

  it('answers 404 for another shopper’s line or a line of another order', async () => {
    const { who, orderNo, lines } = await received(1);
    const other = await received(1);
    const stranger = await shopper(api);
    const notFound = { code: 404, message: 'No data found' };
    expect(await comment(stranger, review(orderNo, lines[0].id))).toMatchObject(notFound);
    expect(await comment(who, review(other.orderNo, lines[0].id))).toMatchObject(notFound);
    expect(await comment(who, review(orderNo, other.lines[0].id))).toMatchObject(notFound);
    expect(await sqlOne(api, 'SELECT is_reply FROM order_info WHERE id = $1', [lines[0].id])).toEqual({ is_reply: false });
    expect((await myList(stranger)).data).toMatchObject({ total: 0, list: [] });
    expect((await api.call('/api/front/order/comment', { body: review(orderNo, lines[0].id) })).code).toBe(401);
    expect((await api.call('/api/front/reply/my/list')).code).toBe(401);
  });
});
