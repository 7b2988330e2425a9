import { issueToken } from '../../../src/services/auth/tokens';
import type { ApiLike } from '../../helper';

/** Shared set-up of the checkout tests (order, pay): shoppers, SKUs, addresses, coupons, pre-orders. */

export interface Shopper {
  uid: number;
  token: string;
}

let shoppers = 0;

export async function rows<T = Record<string, any>>(api: ApiLike, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await api.db.query<T>(sql, params)).rows;
}

/** A fresh shopper with a token; `points` to spend, `visitor` for a guest account. */
export async function shopper(api: ApiLike, opts: { points?: number; visitor?: boolean } = {}): Promise<Shopper> {
  shoppers++;
  const [{ id }] = await rows<{ id: number }>(
    api,
    `INSERT INTO app_user (email, nickname, user_type, integral) VALUES ($1, 'Checkout tester', $2, $3) RETURNING id`,
    [`checkout-${process.pid}-${shoppers}@mall.test`, opts.visitor ? 'visitor' : 'email', opts.points ?? 0],
  );
  return { uid: id, token: await issueToken(api.db, id, opts.visitor ? 'visitor' : 'email') };
}

export interface Sku {
  id: number;
  product_id: number;
  mer_id: number;
  stock: number;
  price: string;
  store_name: string;
}

/**
 * On-shelf SKUs, one per product, each set to `stock` (default 50) and a round `price` when given, so that sums are
 * easy to state. `merchants`: take them from that many different shops, else from the first shop with enough.
 */
export async function skus(
  api: ApiLike,
  n: number,
  opts: { offset?: number; stock?: number; price?: string; sameShop?: boolean } = {},
): Promise<Sku[]> {
  const picked = opts.sameShop
    ? await rows<Sku>(
        api,
        `SELECT s.id, s.product_id, p.mer_id, s.stock, s.price, p.store_name FROM product_sku s JOIN product p ON p.id = s.product_id
        WHERE p.is_show AND p.is_audit AND NOT p.is_del AND NOT p.is_recycle AND NOT p.is_forced_off AND NOT s.is_del
          AND p.mer_id = (SELECT mer_id FROM product GROUP BY mer_id HAVING count(*) >= $1 ORDER BY mer_id OFFSET $2 LIMIT 1)
          AND s.id = (SELECT min(id) FROM product_sku WHERE product_id = p.id AND NOT is_del)
        ORDER BY p.id LIMIT $1`,
        [n, opts.offset ?? 0],
      )
    : await rows<Sku>(
        api,
        `SELECT DISTINCT ON (p.mer_id) s.id, s.product_id, p.mer_id, s.stock, s.price, p.store_name
         FROM product_sku s JOIN product p ON p.id = s.product_id
        WHERE p.is_show AND p.is_audit AND NOT p.is_del AND NOT p.is_recycle AND NOT p.is_forced_off AND NOT s.is_del
        ORDER BY p.mer_id, p.id, s.id OFFSET $2 LIMIT $1`,
        [n, opts.offset ?? 0],
      );
  if (picked.length < n) throw new Error(`only ${picked.length} SKUs found`);
  for (const s of picked) {
    await api.db.query('UPDATE product_sku SET stock = $2, price = COALESCE($3::numeric, price) WHERE id = $1', [
      s.id,
      opts.stock ?? 50,
      opts.price ?? null,
    ]);
    // A product's stock is the sum of its SKUs' (the checkout moves both by the same quantity).
    await api.db.query(
      'UPDATE product SET stock = (SELECT sum(stock) FROM product_sku WHERE product_id = $1 AND NOT is_del) WHERE id = $1',
      [s.product_id],
    );
    s.stock = opts.stock ?? 50;
    if (opts.price) s.price = opts.price;
  }
  return picked;
}

export const stockOf = async (api: ApiLike, skuId: number) =>
  (await rows<{ stock: number }>(api, 'SELECT stock FROM product_sku WHERE id = $1', [skuId]))[0].stock;

export const pointsOf = async (api: ApiLike, uid: number) =>
  (await rows<{ integral: number }>(api, 'SELECT integral FROM app_user WHERE id = $1', [uid]))[0].integral;

/** The test shopper's address, as the API stores and answers it (the post code text, the dial code without its +). */
export const ADA_ADDRESS = {
  realName: 'Ada Lovelace',
  detail: '12 Analytical Row',
  postCode: '01234',
  email: 'ada@mall.test',
  country: 'United Kingdom',
  countryCode: '44',
  phone: '2079460000',
};

/** An address of the shopper, through the API. */
export async function address(api: ApiLike, who: Shopper, name = 'Ada Lovelace'): Promise<number> {
  const r = await api.call('/api/front/address/edit', { token: who.token, body: { ...ADA_ADDRESS, realName: name } });
  if (r.code !== 200) throw new Error(`address: ${r.message}`);
  return r.data.id;
}

export interface CouponSpec {
  useType: 1 | 2 | 3;
  merId?: number | null;
  productIds?: number[];
  money: string;
  minPrice?: string;
  name?: string;
  /** Validity window relative to now, in hours. */
  fromHours?: number;
  toHours?: number;
}

/** A coupon template plus the shopper's copy of it; answers the user-coupon id (what the storefront sends). */
export async function giveCoupon(api: ApiLike, who: Shopper, spec: CouponSpec): Promise<number> {
  const name = spec.name ?? `Test coupon ${spec.money} off`;
  const [tpl] = await rows<{ id: number }>(
    api,
    `INSERT INTO coupon (mer_id, name, use_type, primary_key, money, min_price, is_limited, type)
     VALUES ($1, $2, $3, $4, $5, $6, FALSE, 1) RETURNING id`,
    [spec.merId ?? null, name, spec.useType, (spec.productIds ?? []).join(','), spec.money, spec.minPrice ?? '0'],
  );
  const [uc] = await rows<{ id: number }>(
    api,
    `INSERT INTO user_coupon (coupon_id, uid, mer_id, name, use_type, money, min_price, primary_key, start_time, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9), now() + make_interval(hours => $10)) RETURNING id`,
    [
      tpl.id,
      who.uid,
      spec.merId ?? null,
      name,
      spec.useType,
      spec.money,
      spec.minPrice ?? '0',
      (spec.productIds ?? []).join(','),
      spec.fromHours ?? -1,
      spec.toHours ?? 24,
    ],
  );
  return uc.id;
}

export const couponStatus = async (api: ApiLike, id: number) =>
  (await rows<{ status: number; use_time: Date | null }>(api, 'SELECT status, use_time FROM user_coupon WHERE id = $1', [id]))[0];

/** A buyNow confirmation of the lines; answers the preOrderNo. */
export async function buyNow(api: ApiLike, who: Shopper, lines: Array<[Sku, number]>): Promise<string> {
  const r = await api.call('/api/front/order/pre/order', {
    token: who.token,
    body: { preOrderType: 'buyNow', orderDetails: lines.map(([s, n]) => ({ productId: s.product_id, attrValueId: s.id, productNum: n })) },
  });
  if (r.code !== 200) throw new Error(`pre-order: ${r.message}`);
  return r.data.preOrderNo;
}

export interface CreateOptions {
  couponId?: number;
  merchantCoupons?: Array<{ merId: number; couponId: number }>;
  useIntegral?: boolean;
  idempotencyKey?: string;
  extra?: Record<string, unknown>;
}

export function createOrder(api: ApiLike, who: Shopper, preOrderNo: string, addressId: number, opts: CreateOptions = {}) {
  return api.call<{ orderNo: string }>('/api/front/order/create', {
    token: who.token,
    headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {},
    body: {
      preOrderNo,
      addressId,
      payType: 'stripe',
      payChannel: 'pc',
      mark: 'Leave at the door',
      couponId: opts.couponId ?? 0,
      merchantCoupons: opts.merchantCoupons,
      useIntegral: opts.useIntegral,
      ...opts.extra,
    },
  });
}

/** Confirmation + order in one go: answers the master order number. */
export async function placeOrder(api: ApiLike, who: Shopper, lines: Array<[Sku, number]>, opts: CreateOptions = {}): Promise<string> {
  const addressId = await address(api, who);
  const r = await createOrder(api, who, await buyNow(api, who, lines), addressId, opts);
  if (r.code !== 200) throw new Error(`create: ${r.message}`);
  return r.data.orderNo;
}

export const masterDetail = (api: ApiLike, who: Shopper, orderNo: string, lang?: string) =>
  api.call(`/api/front/order/master/detail/${orderNo}`, { token: who.token, lang });
