import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { CenterPageQuery } from '../../schemas/refund';
import type { MyReview } from '../../schemas/review';
import type { Locale } from '../../i18n/locale';
import { pagedRows } from '../catalog/paged-rows';
import { reviewColumns, REVIEW_FROM, myReview, type ReviewRow } from './review-views';

export interface MyReviewService {
  /** The caller's reviews, newest first, with the merchant's reply when there is one. */
  list(uid: number, query: CenterPageQuery, locale: Locale): Promise<PageInfo<MyReview>>;
}

export function createMyReviewService(db: Db, config: Pick<Config, 'publicUrl'>): MyReviewService {
  return {
    list(uid, query, locale) {
      const { page, limit, offset } = pageParams(query, 10);
      return db.transaction(async (tx) => {
        const { rows, total } = await pagedRows<ReviewRow>(
          tx,
          {
            columns: reviewColumns(locale),
            from: `${REVIEW_FROM} WHERE r.uid = $1`,
            orderBy: 'r.created_at DESC, r.id DESC',
            params: [uid],
          },
          limit,
          offset,
        );
        return pageInfo(
          rows.map((r) => myReview(r, config.publicUrl)),
          total,
          page,
          limit,
        );
      });
    },
  };
}
