import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { toCents } from '../order/cents';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { lineColumns, type LineRow, type StoreOrderRow as OrderPageRow } from '../order/order-center/center-rows';
import { refundPlan, type RefundPlan } from './refund-amounts';
import './messages';

/** A merchant order as a refund reads it: the order pages' columns it needs, and the amounts a refund shares out. */
export type StoreOrderRow = Pick<
  OrderPageRow,
  'id' | 'order_no' | 'master_order_no' | 'uid' | 'mer_id' | 'mer_name' | 'paid' | 'status' | 'refund_status' | 'total_num'
> & { pro_total_price: string; coupon_price: string; pay_postage: string; pay_price: string };

/** A line of the order, as the order pages read it (without its merchant order id: the order is known). */
export type OrderLineRow = Omit<LineRow, 'store_order_id'>;

export interface RefundableOrder {
  order: StoreOrderRow;
  lines: OrderLineRow[];
  plan: RefundPlan;
}

/**
 * The caller's merchant order ("SH…") with its lines and what each unit paid; `lock` takes the order row for the
 * use case. Another shopper's order, a deleted one or an unknown number is not found (404, as a missing one).
 */
export async function loadOrderForRefund(
  tx: Db,
  uid: number,
  orderNo: string,
  opts: { lock?: boolean; locale?: Locale } = {},
): Promise<RefundableOrder> {
  const order = (
    await tx.query<StoreOrderRow>(
      `SELECT s.id, s.order_no, s.master_order_no, s.uid, s.mer_id, m.name AS mer_name, s.paid, s.status, s.refund_status, s.total_num,
            s.pro_total_price, s.coupon_price, s.pay_postage, s.pay_price
       FROM store_order s JOIN merchant m ON m.id = s.mer_id
      WHERE s.order_no = $1 AND s.uid = $2 AND NOT s.is_user_del${opts.lock ? ' FOR UPDATE OF s' : ''}`,
      [orderNo, uid],
    )
  ).rows[0];
  if (!order) throw notFound();
  const lines = (
    await tx.query<OrderLineRow>(
      `SELECT ${lineColumns(opts.locale ?? DEFAULT_LOCALE)} FROM order_info i WHERE i.store_order_id = $1 ORDER BY i.id`,
      [order.id],
    )
  ).rows;
  const plan = refundPlan({
    lines: lines.map((l) => ({ id: l.id, priceCents: toCents(l.price), payNum: l.pay_num })),
    proTotalCents: toCents(order.pro_total_price),
    couponCents: toCents(order.coupon_price),
    freightCents: toCents(order.pay_postage),
    payCents: toCents(order.pay_price),
  });
  return { order, lines, plan };
}

/**
 * The states a refund may not be asked for (docs/order-center-contract.md "Refunds"): unpaid, cancelled, shipped and not yet
 * received (confirm receipt first), or a refund already asked for, under way or done. To ship (0), received (2) and
 * completed (3) orders may be refunded.
 */
export function assertRefundable(order: Pick<StoreOrderRow, 'paid' | 'status' | 'refund_status'>): void {
  if (order.status === 9) throw refused('refund.order.cancelled');
  if (!order.paid) throw refused('refund.order.unpaid');
  if (order.status === 1) throw refused('refund.order.shipped');
  if (order.refund_status === 1) throw refused('refund.order.applied');
  if (order.refund_status === 2) throw refused('refund.order.refunding');
  if (order.refund_status === 3) throw refused('refund.order.refunded');
}
