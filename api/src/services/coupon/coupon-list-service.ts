import type { Db } from '../../infra/db';
import { formatDate, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { CouponListQuery, StoreCouponFrontResponse } from '../../schemas/coupon';
import { pagedRows } from '../catalog/paged-rows';
import { receivable } from './receivable';

export interface CouponListService {
  /** Coupons the caller (`userId`, or null for a visitor) can take now, with `isUse` when they cannot take another. */
  list(query: CouponListQuery, userId: number | null): Promise<PageInfo<StoreCouponFrontResponse>>;
}

interface CouponRow {
  id: number;
  name: string;
  money: string;
  min_price: string;
  is_limited: boolean;
  last_total: number;
  primary_key: string;
  receive_start_time: Date | string;
  receive_end_time: Date | string | null;
  is_fixed_time: boolean;
  day: number;
  type: number;
  use_type: number;
  use_start_time: Date | string | null;
  use_end_time: Date | string | null;
  is_use: boolean;
}

export function createCouponListService(db: Db): CouponListService {
  return {
    async list(query, userId) {
      const { page, limit, offset } = pageParams(query);
      const params: unknown[] = [userId, query.useType];
      const where = [receivable('c'), 'c.use_type = $2'];
      if (query.merId !== undefined) {
        params.push(query.merId);
        where.push(`c.mer_id = $${params.length}`);
      }
      if (query.productId !== undefined) {
        params.push(String(query.productId));
        where.push(`$${params.length} = ANY(string_to_array(replace(c.primary_key, ' ', ''), ','))`);
      }
      const { rows, total } = await pagedRows<CouponRow>(
        db,
        {
          columns: `c.id, c.name, c.money, c.min_price, c.is_limited, c.last_total, c.primary_key, c.receive_start_time,
                  c.receive_end_time, c.is_fixed_time, c.day, c.type, c.use_type, c.use_start_time, c.use_end_time,
                  (mine.unused > 0 OR mine.received >= c.per_user_limit) AS is_use`,
          from: `FROM coupon c
               CROSS JOIN LATERAL (SELECT count(*) AS received, count(*) FILTER (WHERE uc.status = 0) AS unused
                                     FROM user_coupon uc WHERE uc.coupon_id = c.id AND uc.uid = $1) mine
               WHERE ${where.join(' AND ')}`,
          orderBy: 'c.sort DESC, c.id DESC',
          params,
        },
        limit,
        offset,
      );
      const list = rows.map((c) => ({
        id: c.id,
        name: c.name,
        money: money(c.money),
        minPrice: money(c.min_price),
        isLimited: c.is_limited,
        lastTotal: c.last_total,
        primaryKey: c.primary_key,
        receiveStartTime: formatDate(c.receive_start_time)!,
        receiveEndTime: formatDate(c.receive_end_time),
        isFixedTime: c.is_fixed_time,
        day: c.day,
        type: c.type,
        isUse: c.is_use,
        useType: c.use_type,
        useStartTimeStr: c.is_fixed_time ? formatDate(c.use_start_time) : null,
        useEndTimeStr: c.is_fixed_time ? formatDate(c.use_end_time) : null,
      }));
      return pageInfo(list, total, page, limit);
    },
  };
}
