import type { TestApi } from '../../helper';
import { placeOrder, rows, type CreateOptions, type Shopper, type Sku } from './order-fixtures';
import { fileForm, jpegBytes, pngBytes } from './settlement-fixtures';

/** Shared set-up of the refund and review tests: paid orders, order states, uploads. */

export interface StoreOrderRow {
  id: number;
  order_no: string;
  master_order_no: string;
  pay_price: string;
  status: number;
  refund_status: number;
}

export interface PaidOrder {
  masterNo: string;
  /** The merchant orders ("SH…"), in id order. */
  orders: StoreOrderRow[];
}

/** Pays a master order with the test card 4242… (through /pay/payment and the test card network). */
export async function payOrder(api: TestApi, who: Shopper, masterNo: string): Promise<void> {
  const started = await api.call('/api/front/pay/payment', {
    token: who.token,
    body: { orderNo: masterNo, payType: 'stripe', payChannel: 'pc' },
  });
  if (started.code !== 200) throw new Error(`pay: ${started.message}`);
  const paid = await api.call('/api/front/pay/test-card/confirm', {
    body: { clientSecret: started.data.stripeClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  if (paid.data?.status !== 'succeeded') throw new Error(`card: ${paid.message}`);
}

export const storeOrders = (api: TestApi, masterNo: string) =>
  rows<StoreOrderRow>(
    api,
    'SELECT id, order_no, master_order_no, pay_price, status, refund_status FROM store_order WHERE master_order_no = $1 ORDER BY id',
    [masterNo],
  );

/** Places and pays an order of `lines`; answers its master number and merchant orders. */
export async function paidOrder(api: TestApi, who: Shopper, lines: Array<[Sku, number]>, opts: CreateOptions = {}): Promise<PaidOrder> {
  const masterNo = await placeOrder(api, who, lines, opts);
  await payOrder(api, who, masterNo);
  return { masterNo, orders: await storeOrders(api, masterNo) };
}

/** Moves a merchant order to a state directly (shipping and receipt belong to other routes). */
export async function setOrderState(api: TestApi, orderNo: string, state: { status?: number; refundStatus?: number }): Promise<void> {
  await api.db.query(
    'UPDATE store_order SET status = COALESCE($2, status), refund_status = COALESCE($3, refund_status) WHERE order_no = $1',
    [orderNo, state.status ?? null, state.refundStatus ?? null],
  );
}

/** Uploads a picture as `who` and answers its URL. */
export async function upload(api: TestApi, who: Shopper, kind: 'png' | 'jpg' = 'png'): Promise<string> {
  const form =
    kind === 'png'
      ? fileForm(pngBytes(), 'proof.png', 'multipart', 'image/png')
      : fileForm(jpegBytes(), 'proof.jpg', 'multipart', 'image/jpeg');
  const r = await api.call('/api/front/upload/image?model=product&pid=1', { form, token: who.token });
  if (r.code !== 200) throw new Error(`upload: ${r.message}`);
  return r.data.url as string;
}

/** The lines (order_info) of a merchant order, in id order. */
export const orderLines = (api: TestApi, orderNo: string) =>
  rows<{ id: number; sku_id: number; product_id: number; pay_num: number; price: string }>(
    api,
    'SELECT id, sku_id, product_id, pay_num, price FROM order_info WHERE mer_order_no = $1 ORDER BY id',
    [orderNo],
  );

export const sqlOne = async <T = Record<string, any>>(api: TestApi, sql: string, params: unknown[] = []) =>
  (await rows<T>(api, sql, params))[0];
