import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { CenterPageQuery, RefundDetail, RefundListItem } from '../../schemas/refund';
import type { Locale } from '../../i18n/locale';
import { pagedRows } from '../catalog/paged-rows';
import { REFUND_COLUMNS, REFUND_FROM, refundDetail, refundListItems, type RefundRow } from './refund-views';

export interface RefundQueryService {
  /** The caller's refunds, newest first. */
  list(uid: number, query: CenterPageQuery, locale: Locale): Promise<PageInfo<RefundListItem>>;
  /** One of the caller's refunds; another shopper's (or an unknown number) is not found. */
  detail(uid: number, refundOrderNo: string, locale: Locale): Promise<RefundDetail>;
}

export function createRefundQueryService(db: Db, config: Pick<Config, 'publicUrl'>): RefundQueryService {
  return {
    list(uid, query, locale) {
      const { page, limit, offset } = pageParams(query, 10);
      return db.transaction(async (tx) => {
        const { rows, total } = await pagedRows<RefundRow>(
          tx,
          {
            columns: REFUND_COLUMNS,
            from: `${REFUND_FROM} WHERE r.uid = $1`,
            orderBy: 'r.id DESC',
            params: [uid],
          },
          limit,
          offset,
        );
        return pageInfo(await refundListItems(tx, rows, config.publicUrl, locale), total, page, limit);
      });
    },

    detail(uid, refundOrderNo, locale) {
      return db.transaction(async (tx) => {
        const row = (
          await tx.query<RefundRow>(`SELECT ${REFUND_COLUMNS} ${REFUND_FROM} WHERE r.refund_order_no = $1 AND r.uid = $2`, [
            refundOrderNo,
            uid,
          ])
        ).rows[0];
        if (!row) throw notFound();
        return refundDetail(tx, row, config.publicUrl, locale);
      });
    },
  };
}
