import type { Db } from '../../infra/db';
import { formatDate, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import { MY_COUPONS_LIMIT, type MyCouponQuery, type UserCouponResponse } from '../../schemas/coupon';
import { pagedRows } from '../catalog/paged-rows';

export interface MyCouponsService {
  /**
   * The caller's coupons, newest first. usable: unused and not past the end (those not started yet included, read
   * notStart); unusable: used, or expired — an unused coupon whose end time has passed reads expired (status 2,
   * overdue) at once, without waiting for a job to flip its status.
   */
  list(uid: number, query: MyCouponQuery): Promise<PageInfo<UserCouponResponse>>;
}

interface Row {
  id: number;
  coupon_id: number;
  uid: number;
  name: string;
  use_type: number;
  category: number;
  mer_id: number | null;
  mer_name: string | null;
  money: string;
  min_price: string;
  status: number;
  start_time: Date | string;
  end_time: Date | string | null;
  use_time: Date | string | null;
  day: number;
  not_started: boolean;
  past_end: boolean;
}

/** An unused coupon counts as expired from its end time on ('infinity': a fixed period without an end). */
const PAST_END = 'uc.end_time <= now()';
const WHERE = {
  usable: `uc.status = 0 AND NOT (${PAST_END})`,
  unusable: `(uc.status <> 0 OR ${PAST_END})`,
} as const;

function validStr(r: Row): UserCouponResponse['validStr'] {
  if (r.status === 1) return 'unusable';
  if (r.status === 2 || r.past_end) return 'overdue';
  return r.not_started ? 'notStart' : 'usable';
}

export function createMyCouponsService(db: Db): MyCouponsService {
  return {
    async list(uid, query) {
      const { page, limit, offset } = pageParams(query, MY_COUPONS_LIMIT);
      const { rows, total } = await pagedRows<Row>(
        db,
        {
          columns: `uc.id, uc.coupon_id, uc.uid, uc.name, uc.use_type, c.category, uc.mer_id, m.name AS mer_name, uc.money,
                  uc.min_price, uc.status, uc.start_time, CASE WHEN isfinite(uc.end_time) THEN uc.end_time END AS end_time,
                  uc.use_time, CASE WHEN c.is_fixed_time THEN 0 ELSE c.day END AS day,
                  uc.start_time > now() AS not_started, ${PAST_END} AS past_end`,
          from: `FROM user_coupon uc
               JOIN coupon c ON c.id = uc.coupon_id
               LEFT JOIN merchant m ON m.id = uc.mer_id
               WHERE uc.uid = $1 AND ${WHERE[query.type ?? 'usable']}`,
          orderBy: 'uc.created_at DESC, uc.id DESC',
          params: [uid],
        },
        limit,
        offset,
      );
      const list = rows.map((r): UserCouponResponse => ({
        id: r.id,
        couponId: r.coupon_id,
        uid: r.uid,
        name: r.name,
        useType: r.use_type,
        category: r.category,
        merId: r.mer_id ?? 0,
        merName: r.mer_name ?? '',
        money: money(r.money),
        minPrice: money(r.min_price),
        status: r.status === 0 && r.past_end ? 2 : r.status,
        startTime: formatDate(r.start_time)!,
        endTime: formatDate(r.end_time),
        useTime: formatDate(r.use_time),
        day: r.day,
        validStr: validStr(r),
      }));
      return pageInfo(list, total, page, limit);
    },
  };
}
