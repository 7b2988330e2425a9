import type { TestApi } from '../../helper';
import { placeOrder, rows, skus, type Shopper, type Sku } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';

/** Set-up of the order-center tests: paid orders (through the test card), and the operator's shipping. */

export interface PaidOrder {
  masterNo: string;
  /** The merchant orders (SH…) of the master order, in the order they were made. */
  storeNos: string[];
}

let skuOffset = 0;

/** `n` on-shelf SKUs of different shops at 30.00 with plenty of stock, going round the shops call after call. */
export async function freshSkus(api: TestApi, n = 1): Promise<Sku[]> {
  const picked = await skus(api, n, { offset: skuOffset % 16, price: '30.00', stock: 50 });
  skuOffset += n;
  return picked;
}

/** An unpaid order of the lines; answers the master and merchant order numbers. */
export async function unpaidOrder(api: TestApi, who: Shopper, lines: Array<[Sku, number]>): Promise<PaidOrder> {
  const masterNo = await placeOrder(api, who, lines);
  const stores = await rows<{ order_no: string }>(api, 'SELECT order_no FROM store_order WHERE master_order_no = $1 ORDER BY id', [
    masterNo,
  ]);
  return { masterNo, storeNos: stores.map((s) => s.order_no) };
}

/** An order paid with the test card 4242… (the payment reaches the order through the signed webhook, as in production). */
export async function paidOrder(api: TestApi, who: Shopper, lines: Array<[Sku, number]>): Promise<PaidOrder> {
  const order = await unpaidOrder(api, who, lines);
  const pay = await api.call('/api/front/pay/payment', {
    token: who.token,
    body: { orderNo: order.masterNo, payType: 'stripe', payChannel: 'pc' },
  });
  if (pay.code !== 200) throw new Error(`pay: ${pay.message}`);
  const card = await api.call('/api/front/pay/test-card/confirm', {
    body: { clientSecret: pay.data.stripeClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  if (card.data?.status !== 'succeeded') throw new Error(`card: ${card.message}`);
  return order;
}

export const ship = (api: TestApi, orderNo: string, body: Record<string, unknown>, lang?: string) =>
  api.call(`/api/admin/operator/orders/${orderNo}/ship`, { body, headers: OPERATOR, lang });

export const track = (api: TestApi, orderNo: string, body: Record<string, unknown>, lang?: string) =>
  api.call(`/api/admin/operator/orders/${orderNo}/track`, { body, headers: OPERATOR, lang });

export const DHL = { deliveryType: 'express', expName: 'DHL Express', expCode: 'dhl', expNo: 'JD0146000012345' };

/** Ships by DHL and answers the order number, failing loudly when the operator is refused. */
export async function shipped(api: TestApi, orderNo: string): Promise<string> {
  const r = await ship(api, orderNo, DHL);
  if (r.code !== 200) throw new Error(`ship: ${r.message}`);
  return orderNo;
}

/** As if the order had shipped `minutes` earlier (its shipping time and handing-over event), so events can follow it. */
export async function backdateShipping(api: TestApi, orderNo: string, minutes: number): Promise<void> {
  await api.db.query('UPDATE store_order SET delivery_time = delivery_time - make_interval(mins => $2) WHERE order_no = $1', [
    orderNo,
    minutes,
  ]);
  await api.db.query(
    `UPDATE order_tracking_event SET event_time = event_time - make_interval(mins => $2)
      WHERE store_order_id = (SELECT id FROM store_order WHERE order_no = $1)`,
    [orderNo, minutes],
  );
}

export const storeOrder = async (api: TestApi, orderNo: string) =>
  (await rows(api, 'SELECT * FROM store_order WHERE order_no = $1', [orderNo]))[0];
