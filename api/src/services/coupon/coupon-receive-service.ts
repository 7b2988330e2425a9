import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import './messages';

export interface CouponReceiveService {
  /** Gives the shopper one coupon, or refuses with the reason; never more than the stock or the per-user limit. */
  receive(userId: number, couponId: number): Promise<void>;
}

interface CouponState {
  id: number;
  type: number;
  per_user_limit: number;
  is_limited: boolean;
  receive_start_time: Date | string;
  not_started: boolean;
  ended: boolean;
}

export function createCouponReceiveService(db: Db): CouponReceiveService {
  return {
    receive(userId, couponId) {
      return db.transaction(async (tx) => {
        // One shopper's receipts run one at a time, so a double click cannot slip past the per-user limit.
        await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
        const c = (
          await tx.query<CouponState>(
            `SELECT id, type, per_user_limit, is_limited, receive_start_time,
                  receive_start_time > now() AS not_started,
                  (receive_end_time IS NOT NULL AND receive_end_time < now())
                    OR (is_fixed_time AND use_end_time IS NOT NULL AND use_end_time <= now()) AS ended
             FROM coupon WHERE id = $1 AND status AND NOT is_del`,
            [couponId],
          )
        ).rows[0];
        if (!c) throw notFound('coupon.notFound');
        if (c.type !== 1) throw refused('coupon.receive.notManual');
        if (c.not_started) throw refused('coupon.receive.notStarted', { time: formatDate(c.receive_start_time)! });
        if (c.ended) throw refused('coupon.receive.ended');

        const held = (
          await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM user_coupon WHERE uid = $1 AND coupon_id = $2', [userId, couponId])
        ).rows[0].n;
        if (held >= c.per_user_limit) throw refused('coupon.receive.already');

        if (c.is_limited) {
          // The guard in the WHERE makes the last coupon go to exactly one shopper: a concurrent receipt waits for
          // this row, then finds last_total at 0 and takes nothing.
          const taken = await tx.query('UPDATE coupon SET last_total = last_total - 1 WHERE id = $1 AND last_total > 0 RETURNING id', [
            couponId,
          ]);
          if (taken.rowCount === 0) throw refused('coupon.receive.soldOut');
        }

        await tx.query(
          `INSERT INTO user_coupon (coupon_id, uid, mer_id, name, use_type, money, min_price, primary_key, start_time, end_time)
           SELECT id, $2, mer_id, name, use_type, money, min_price, primary_key,
                  CASE WHEN is_fixed_time THEN COALESCE(use_start_time, now()) ELSE now() END,
                  CASE WHEN is_fixed_time THEN COALESCE(use_end_time, 'infinity') ELSE now() + make_interval(days => day) END
             FROM coupon WHERE id = $1`,
          [couponId, userId],
        );
      });
    },
  };
}
