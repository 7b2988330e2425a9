import type { Db } from '../../infra/db';
import { notFound } from '../../lib/errors';
import { formatDate, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import { pagedRows } from '../catalog/paged-rows';
import type { IntegralListQuery, IntegralRecord, IntegralUserResponse } from '../../schemas/integral';

/** The title of the points a paid order earns (plugins/app/order/order-settle.ts credits them). */
const EARNED = 'order_paid_gain';

export interface PointsService {
  /** The caller's four figures: available, earned in all, money paid in all, held by unpaid orders. */
  summary(uid: number): Promise<IntegralUserResponse>;
  /** The caller's points movements, newest first; `earn` lists only the points earned by paying orders. */
  records(uid: number, query: IntegralListQuery): Promise<PageInfo<IntegralRecord>>;
}

interface SummaryRow {
  integral: number;
  total_consume: string;
  total_integral: number;
  frozen_integral: number;
}

interface RecordRow {
  id: number;
  link_id: string;
  type: number;
  title: string;
  integral: number;
  balance: number;
  created_at: Date | string;
}

export function createPointsService(db: Db): PointsService {
  return {
    async summary(uid) {
      // One statement, one snapshot: the four figures agree with each other.
      const r = await db.query<SummaryRow>(
        `SELECT u.integral, u.total_consume,
                (SELECT COALESCE(sum(integral), 0)::int FROM user_integral_record
                  WHERE uid = u.id AND type = 1 AND title = $2) AS total_integral,
                (SELECT COALESCE(sum(use_integral), 0)::int FROM master_order
                  WHERE uid = u.id AND NOT paid AND NOT is_cancel) AS frozen_integral
           FROM app_user u WHERE u.id = $1`,
        [uid, EARNED],
      );
      const row = r.rows[0];
      if (!row) throw notFound();
      return {
        integral: row.integral,
        totalIntegral: row.total_integral,
        consumption: money(row.total_consume),
        frozenIntegral: row.frozen_integral,
      };
    },

    async records(uid, query) {
      const { page, limit, offset } = pageParams(query);
      const earnOnly = query.type === 'earn';
      const { rows, total } = await pagedRows<RecordRow>(
        db,
        {
          columns: 'id, link_id, type, title, integral, balance, created_at',
          from: `FROM user_integral_record WHERE uid = $1${earnOnly ? ' AND type = 1 AND title = $2' : ''}`,
          orderBy: 'id DESC',
          params: earnOnly ? [uid, EARNED] : [uid],
        },
        limit,
        offset,
      );
      const list = rows.map((r): IntegralRecord => ({
        id: r.id,
        linkId: r.link_id,
        type: r.type,
        title: r.title,
        integral: r.integral,
        balance: r.balance,
        createTime: formatDate(r.created_at)!,
      }));
      return pageInfo(list, total, page, limit);
    },
  };
}
