import { apiForFile } from '../../helper';
import { shopper, skus, type Shopper } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';
import { operatorCli } from './operator-cli';
import { orderLines, paidOrder, setOrderState, sqlOne } from './refund-review-fixtures';

const api = apiForFile({ operatorToken: null });

const BASE = '/api/admin/operator/reviews';
const reply = (id: number, body: unknown, lang?: string) =>
  api.call(`${BASE}/${id}/reply`, { method: 'POST', headers: OPERATOR, body, lang });

let offset = 0;

/** A fresh shopper who received an order and reviewed its line: answers the review id. */
async function reviewed(text = 'Works as described'): Promise<{ who: Shopper; id: number; productId: number }> {
  const who = await shopper(api);
  const [sku] = await skus(api, 1, { offset: offset++ % 20, price: '22.00', stock: 20 });
  const { orders } = await paidOrder(api, who, [[sku, 1]]);
  await setOrderState(api, orders[0].order_no, { status: 2 });
  const [line] = await orderLines(api, orders[0].order_no);
  const r = await api.call('/api/front/order/comment', {
    token: who.token,
    body: { orderNo: orders[0].order_no, orderInfoId: line.id, star: 2, comment: text, pics: '' },
  });
  if (r.code !== 200) throw new Error(`comment: ${r.message}`);
  const { id } = await sqlOne<{ id: number }>(api, 'SELECT id FROM product_reply WHERE order_info_id = $1', [line.id]);
  return { who, id, productId: sku.product_id };
}

describe('GET /api/admin/operator/reviews', () => {
  it('lists reviews newest first, answered or not, with the reviewer and the order', async () => {
    const a = await reviewed('First');
    const b = await reviewed('Second');
    const all = await api.call(`${BASE}?limit=2`, { headers: OPERATOR });
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(all.data.list[0]).toMatchObject({
      uid: b.who.uid,
      nickname: 'Checkout tester',
      star: 2,
      serviceStar: 2,
      comment: 'Second',
      merchantReplyContent: null,
    });
    expect(all.data.list[0].merOrderNo).toMatch(/^SH/);
    expect(all.data.total).toBeGreaterThan(1000);
    const open = await api.call(`${BASE}?replied=no&limit=50`, { headers: OPERATOR });
    expect(open.data.list.every((r: { merchantReplyContent: string | null }) => r.merchantReplyContent === null)).toBe(true);
    expect(open.data.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const answered = await api.call(`${BASE}?replied=yes&limit=50`, { headers: OPERATOR });
    expect(answered.data.list.length).toBeGreaterThan(0);
    expect(
      answered.data.list.every(
        (r: { merchantReplyContent: string | null; merchantReplyTime: string | null }) => r.merchantReplyContent && r.merchantReplyTime,
      ),
    ).toBe(true);
    expect(answered.data.total + open.data.total).toBe(all.data.total);
    expect((await api.call(`${BASE}?replied=maybe`, { headers: OPERATOR })).code).toBe(400);
    expect((await api.call(BASE)).code).toBe(401);
  });
});

describe('POST /api/admin/operator/reviews/{id}/reply', () => {
  it('stores the merchant’s reply, shown in the shopper’s reviews and the product’s; a second replaces it', async () => {
    const { who, id, productId } = await reviewed();
    const r = await reply(id, { content: '  Sorry to hear that — we are sending a spare strap.  ' });
    expect(r).toMatchObject({
      code: 200,
      message: 'Reply saved',
      data: { id, merchantReplyContent: 'Sorry to hear that — we are sending a spare strap.' },
    });
    expect(r.data.merchantReplyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mine = await api.call('/api/front/reply/my/list', { token: who.token });
    expect(mine.data.list[0]).toMatchObject({
      id,
      merchantReplyContent: 'Sorry to hear that — we are sending a spare strap.',
      merchantReplyTime: r.data.merchantReplyTime,
    });
    const product = await api.call(`/api/front/product/reply/list/${productId}`);
    expect(product.data.list.find((x: { id: number }) => x.id === id)).toMatchObject({
      merchantReplyContent: 'Sorry to hear that — we are sending a spare strap.',
    });
    expect(
      (await api.call(`${BASE}?replied=no&limit=100`, { headers: OPERATOR })).data.list.map((x: { id: number }) => x.id),
    ).not.toContain(id);

    expect((await reply(id, { content: 'The spare strap is on its way.' })).data.merchantReplyContent).toBe(
      'The spare strap is on its way.',
    );
    expect((await api.call('/api/front/reply/my/list', { token: who.token })).data.list[0].merchantReplyContent).toBe(
      'The spare strap is on its way.',
    );
  });

  it('refuses an empty or too long reply and an unknown review', async () => {
    const { id } = await reviewed();
    expect(await reply(id, { content: '   ' })).toMatchObject({ code: 400, message: 'The reply must be 1 to 512 characters' });
    expect(await reply(id, { content: 'x'.repeat(513) }, 'fr')).toMatchObject({
      code: 400,
      message: 'La réponse doit compter de 1 à 512 caractères',
    });
    expect((await reply(id, {})).code).toBe(400);
    expect((await reply(id, { content: 'y'.repeat(512) })).code).toBe(200);
    expect(await reply(999999999, { content: 'Thanks' })).toMatchObject({ code: 404, message: 'No data found' });
    expect((await api.call(`${BASE}/${id}/reply`, { method: 'POST', body: { content: 'Thanks' } })).code).toBe(401);
  });
});

describe('scripts/operator.mjs reviews', () => {
  const cli = (...args: string[]) => operatorCli(api.url, ...args);

  it('lists reviews waiting for a reply and replies from the command line', async () => {
    const { id } = await reviewed('Too small for me');
    const listed = await cli('reviews', 'list', '--replied', 'no', '--limit', '5');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${id}\\s+★★☆☆☆`, 'm'));
    expect(listed.stdout).toContain('Too small for me');
    const replied = await cli('reviews', 'reply', String(id), '--content', 'Exchanges are free within 7 days.');
    expect(replied.status).toBe(0);
    expect(replied.stdout).toContain('Reply saved');
    expect(replied.stdout).toContain('merchant reply');
    expect(replied.stdout).toContain('“Exchanges are free within 7 days.”');
    expect(await cli('reviews', 'reply', String(id))).toMatchObject({ status: 2, stderr: expect.stringContaining('--content') });
    expect(await cli('reviews', 'list', '--replied', 'maybe')).toMatchObject({ status: 2 });
    expect(await cli('reviews', 'reply', '999999999', '--content', 'Hi')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('No data found (code 404)'),
    });
  });
});
