import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { PendingReviewLine } from '../../schemas/review';
import type { CenterPageQuery } from '../../schemas/refund';
import type { Locale } from '../../i18n/locale';
import { pagedRows } from '../catalog/paged-rows';
import { assertReviewable, loadReviewLine, REVIEW_LINE_FROM, reviewLineColumns, type ReviewLineRow } from './reviewable-line';
import { pendingLine } from './review-views';

export interface PendingReviewService {
  /** Lines of the caller's received orders (status 2) not yet reviewed, newest order first. */
  list(uid: number, query: CenterPageQuery, locale: Locale): Promise<PageInfo<PendingReviewLine>>;
  /** One such line for the review form (404 when not the caller's; 500 when reviewed already or not received). */
  info(uid: number, orderInfoId: number, locale: Locale): Promise<PendingReviewLine>;
}

export function createPendingReviewService(db: Db, config: Pick<Config, 'publicUrl'>): PendingReviewService {
  return {
    list(uid, query, locale) {
      const { page, limit, offset } = pageParams(query, 10);
      return db.transaction(async (tx) => {
        const { rows, total } = await pagedRows<ReviewLineRow>(
          tx,
          {
            columns: reviewLineColumns(locale),
            from: `${REVIEW_LINE_FROM} WHERE s.uid = $1 AND s.status = 2 AND NOT i.is_reply AND NOT s.is_user_del`,
            orderBy: 's.id DESC, i.id',
            params: [uid],
          },
          limit,
          offset,
        );
        return pageInfo(
          rows.map((r) => pendingLine(r, config.publicUrl)),
          total,
          page,
          limit,
        );
      });
    },

    info(uid, orderInfoId, locale) {
      return db.transaction(async (tx) => {
        const line = await loadReviewLine(tx, uid, orderInfoId, { locale });
        assertReviewable(line);
        return pendingLine(line, config.publicUrl);
      });
    },
  };
}
