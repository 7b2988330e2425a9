import type { Db } from '../../../infra/db';
import { notFound, refused } from '../../../lib/errors';
import type { SnapshotLine } from './priced-line';
import '../messages';

export interface PreOrderRow {
  pre_order_no: string;
  uid: number;
  type: 'buyNow' | 'shoppingCart';
  lines: string;
  expired: boolean;
  expires_at: Date | string;
  order_no: string | null;
}

export interface OpenPreOrder {
  no: string;
  type: 'buyNow' | 'shoppingCart';
  lines: SnapshotLine[];
  expired: boolean;
  expiresAt: Date | string;
  orderNo: string | null;
}

/**
 * The caller's pre-order (another shopper's is not found). With `lock` the row stays locked until the transaction
 * ends, so two submits of one confirmation run one after the other.
 */
async function findPreOrder(tx: Db, uid: number, no: string, opts: { lock: boolean }): Promise<OpenPreOrder> {
  const r = (
    await tx.query<PreOrderRow>(
      `SELECT pre_order_no, uid, type, lines, expires_at <= now() AS expired, expires_at, order_no
       FROM pre_order WHERE pre_order_no = $1 AND uid = $2${opts.lock ? ' FOR UPDATE' : ''}`,
      [no, uid],
    )
  ).rows[0];
  if (!r) throw notFound('order.pre.notFound');
  return {
    no: r.pre_order_no,
    type: r.type,
    lines: JSON.parse(r.lines) as SnapshotLine[],
    expired: r.expired,
    expiresAt: r.expires_at,
    orderNo: r.order_no,
  };
}

/** A pre-order the shopper may still confirm: not expired and not yet turned into an order. */
export async function livePreOrder(tx: Db, uid: number, no: string): Promise<OpenPreOrder> {
  const pre = await findPreOrder(tx, uid, no, { lock: false });
  if (pre.orderNo) throw refused('order.pre.submitted');
  if (pre.expired) throw refused('order.pre.expired');
  return pre;
}
