import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { lineColumns, type LineRow } from '../order/order-center/center-rows';
import './messages';

/** A ReviewLineRow's select list (`i` the line, `s` its order, `m` the shop), names and SKU texts in `locale`. */
export const reviewLineColumns = (locale: Locale): string => `${lineColumns(locale)}, s.status, s.mer_id, m.name AS mer_name, s.created_at`;
export const REVIEW_LINE_FROM = 'FROM order_info i JOIN store_order s ON s.id = i.store_order_id JOIN merchant m ON m.id = s.mer_id';

/** A line of an order as the review pages read it: the order pages' line, its order's state and shop. */
export interface ReviewLineRow extends Omit<LineRow, 'sku_id'> {
  status: number;
  mer_id: number;
  mer_name: string;
  created_at: Date | string;
}

/**
 * One line of the caller's merchant orders (`orderNo`, when given, must be the line's "SH…" order). Another shopper's
 * line, a deleted order's or an unknown one is not found (404). `lock` takes the merchant order, then the line: the
 * lock order the refund use cases follow too.
 */
export async function loadReviewLine(
  tx: Db,
  uid: number,
  orderInfoId: number,
  opts: { orderNo?: string; lock?: boolean; locale?: Locale } = {},
): Promise<ReviewLineRow> {
  const params: unknown[] = [orderInfoId, uid];
  let where = 'i.id = $1 AND s.uid = $2 AND NOT s.is_user_del';
  if (opts.orderNo !== undefined) {
    params.push(opts.orderNo);
    where += ' AND s.order_no = $3';
  }
  const found = (
    await tx.query<{ store_order_id: number }>(
      `SELECT i.store_order_id FROM order_info i JOIN store_order s ON s.id = i.store_order_id WHERE ${where}`,
      params,
    )
  ).rows[0];
  if (!found) throw notFound();
  if (opts.lock) {
    await tx.query('SELECT id FROM store_order WHERE id = $1 FOR UPDATE', [found.store_order_id]);
    await tx.query('SELECT id FROM order_info WHERE id = $1 FOR UPDATE', [orderInfoId]);
  }
  return (
    await tx.query<ReviewLineRow>(`SELECT ${reviewLineColumns(opts.locale ?? DEFAULT_LOCALE)} ${REVIEW_LINE_FROM} WHERE i.id = $1`, [
      orderInfoId,
    ])
  ).rows[0];
}

/** A line may be reviewed once, and only when its order was received (status 2). */
export function assertReviewable(line: Pick<ReviewLineRow, 'is_reply' | 'status'>): void {
  if (line.is_reply) throw refused('review.already');
  if (line.status !== 2) throw refused('review.notReceived');
}
