import type { Db } from '../../../infra/db';
import { formatDate, mediaUrl } from '../../../lib/format';
import type { StoreOrderItem } from '../../../schemas/order-center';
import type { Locale } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { fromCents, toCents } from '../cents';

/**
 * How the order center reads merchant orders: one FROM clause (the shop's name, and `paid` from the master order so
 * every merchant order of a master order reads the same), the row it selects and its mapping to the wire.
 */

export type DeliveryType = 'express' | 'courier' | 'virtual';

export interface StoreOrderRow {
  id: number;
  order_no: string;
  master_order_no: string;
  uid: number;
  mer_id: number;
  mer_name: string;
  created_at: Date | string;
  paid: boolean;
  pay_time: Date | string | null;
  is_cancel: boolean;
  pay_price: string;
  pay_postage: string;
  status: number;
  refund_status: number;
  total_num: number;
  delivery_type: DeliveryType | null;
  delivery_name: string | null;
  delivery_code: string | null;
  delivery_id: string | null;
  courier: string | null;
  courier_phone: string | null;
  virtual_info: string | null;
  delivery_time: Date | string | null;
  receiving_time: Date | string | null;
  is_user_del: boolean;
}

/** `s` the merchant order, `mer` its shop, `mo` its master order. */
export const STORE_ORDER_FROM = `store_order s JOIN merchant mer ON mer.id = s.mer_id JOIN master_order mo ON mo.order_no = s.master_order_no`;

export const STORE_ORDER_COLUMNS = `s.id, s.order_no, s.master_order_no, s.uid, s.mer_id, mer.name AS mer_name, s.created_at, mo.paid,
  mo.pay_time, mo.is_cancel, s.pay_price, s.pay_postage, s.status, s.refund_status, s.total_num, s.delivery_type, s.delivery_name,
  s.delivery_code, s.delivery_id, s.courier, s.courier_phone, s.virtual_info, s.delivery_time, s.receiving_time, s.is_user_del`;

/** The shopper's own orders that they have not deleted (nor the shop). */
export const VISIBLE_TO_SHOPPER = 's.uid = $1 AND NOT s.is_user_del AND NOT s.is_merchant_del';

export const m2 = (v: string) => fromCents(toCents(v));

/** A row of order_info as the order pages read it. */
export interface LineRow {
  id: number;
  store_order_id: number;
  mer_order_no: string;
  product_id: number;
  product_name: string;
  image: string;
  sku_id: number;
  sku: string;
  price: string;
  pay_num: number;
  is_reply: boolean;
}

export type OrderLineOut = StoreOrderItem['orderInfoList'][number];

/**
 * The select list of a LineRow (order_info `i`), its name and SKU text in `locale`: the texts the line was bought
 * under, in the language the product had them in then, else as bought (the default language).
 */
export const lineColumns = (locale: Locale): string =>
  `i.id, i.store_order_id, i.mer_order_no, i.product_id, ${localized('i.product_name', locale, 'product_name')},
   ${localized('i.sku', locale, 'sku')}, i.image, i.sku_id, i.price, i.pay_num, i.is_reply`;

/** The lines of these merchant orders, by merchant order id, in the order they were bought. */
export async function linesOf(db: Db, storeOrderIds: number[], publicUrl: string, locale: Locale): Promise<Map<number, OrderLineOut[]>> {
  const byOrder = new Map<number, OrderLineOut[]>(storeOrderIds.map((id) => [id, []]));
  if (storeOrderIds.length === 0) return byOrder;
  const rows = (
    await db.query<LineRow>(
      `SELECT ${lineColumns(locale)}
       FROM order_info i WHERE store_order_id = ANY($1::bigint[]) ORDER BY id`,
      [storeOrderIds],
    )
  ).rows;
  for (const r of rows) {
    byOrder.get(r.store_order_id)?.push({
      id: r.id,
      merOrderNo: r.mer_order_no,
      productId: r.product_id,
      productName: r.product_name,
      image: mediaUrl(publicUrl, r.image),
      attrValueId: r.sku_id,
      sku: r.sku,
      price: m2(r.price),
      payNum: r.pay_num,
      isReply: r.is_reply,
    });
  }
  return byOrder;
}

/** deliveryName/deliveryId of the list: the carrier and waybill, or the courier and their phone (delivery by the shop's own courier). */
function deliveryLabel(r: StoreOrderRow): { deliveryName: string | null; deliveryId: string | null } {
  if (r.delivery_type === 'express') return { deliveryName: r.delivery_name, deliveryId: r.delivery_id };
  if (r.delivery_type === 'courier') return { deliveryName: r.courier, deliveryId: r.courier_phone };
  return { deliveryName: null, deliveryId: null };
}

export function storeOrderItem(r: StoreOrderRow, lines: OrderLineOut[]): StoreOrderItem {
  return {
    id: r.id,
    orderNo: r.order_no,
    masterOrderNo: r.master_order_no,
    merId: r.mer_id,
    merName: r.mer_name,
    createTime: formatDate(r.created_at)!,
    paid: r.paid,
    payTime: formatDate(r.pay_time),
    payPrice: m2(r.pay_price),
    payPostage: m2(r.pay_postage),
    status: r.status,
    refundStatus: r.refund_status,
    totalNum: r.total_num,
    deliveryType: r.delivery_type,
    ...deliveryLabel(r),
    orderInfoList: lines,
  };
}
