import type { Db } from '../../../infra/db';
import { notFound, refused } from '../../../lib/errors';
import { toCents } from '../cents';
import type { HeldCoupon } from './pricing';
import '../messages';

export interface HeldCouponRow {
  id: number;
  coupon_id: number;
  name: string;
  use_type: number;
  mer_id: number | null;
  primary_key: string;
  money: string;
  min_price: string;
  status: number;
  start_time: Date | string;
  end_time: Date | string;
  use_time: Date | string | null;
  usable_now: boolean;
}

// Amounts as text: the same strings whether the rows come back as columns or inside JSON (the checkout's one read).
export const HELD_COUPON_COLUMNS = `uc.id, uc.coupon_id, uc.name, uc.use_type, uc.mer_id, uc.primary_key, uc.money::text AS money, uc.min_price::text AS min_price,
  uc.status, uc.start_time, uc.end_time, uc.use_time, (uc.start_time <= now() AND uc.end_time > now()) AS usable_now`;

export function toHeldCoupon(r: HeldCouponRow): HeldCoupon {
  return {
    id: r.id,
    name: r.name,
    useType: r.use_type,
    merId: r.mer_id,
    productIds: r.primary_key
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
    moneyCents: toCents(r.money),
    minPriceCents: toCents(r.min_price),
  };
}

/**
 * The caller's coupons named by user-coupon id, checked usable: theirs (another shopper's coupon is not found),
 * unused and inside the validity window. With `lock` the rows stay locked until the transaction ends.
 */
export async function heldCoupons(tx: Db, uid: number, ids: number[], opts: { lock: boolean }): Promise<HeldCoupon[]> {
  if (ids.length === 0) return [];
  const rows = (
    await tx.query<HeldCouponRow>(
      `SELECT ${HELD_COUPON_COLUMNS} FROM user_coupon uc WHERE uc.uid = $1 AND uc.id = ANY($2::bigint[])
      ORDER BY uc.id${opts.lock ? ' FOR UPDATE' : ''}`,
      [uid, ids],
    )
  ).rows;
  return checkHeldCoupons(ids, rows);
}

/** The coupons `ids` names, from the caller's rows among them: each found, unused and valid now, or refused. */
export function checkHeldCoupons(ids: number[], rows: HeldCouponRow[]): HeldCoupon[] {
  return ids.map((id) => {
    const r = rows.find((row) => row.id === id);
    if (!r) throw notFound('order.coupon.notFound');
    if (r.status === 1) throw refused('order.coupon.used', { name: r.name });
    if (r.status !== 0 || !r.usable_now) throw refused('order.coupon.notValid', { name: r.name });
    return toHeldCoupon(r);
  });
}
