import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { AdminReview } from '../../schemas/review';
import { pagedRows } from '../catalog/paged-rows';
import { DEFAULT_LOCALE } from '../../i18n/locale';
import { reviewColumns, REVIEW_FROM, adminReview, type ReviewRow } from './review-views';
import './messages';

export interface ReviewReplyService {
  /** Reviews newest first; `replied` true: answered by the merchant, false: not yet. */
  list(query: { replied?: boolean; page?: number; limit?: number }): Promise<PageInfo<AdminReview>>;
  /** Stores the merchant's reply (1..512 characters once trimmed); a second reply replaces the first. */
  reply(id: number, content: string): Promise<AdminReview>;
}

const MAX_REPLY = 512;

export function createReviewReplyService(db: Db, config: Pick<Config, 'publicUrl'>): ReviewReplyService {
  return {
    async list(query) {
      const { page, limit, offset } = pageParams(query);
      const where = query.replied === undefined ? '' : `WHERE r.merchant_reply_content IS ${query.replied ? 'NOT ' : ''}NULL`;
      const { rows, total } = await pagedRows<ReviewRow>(
        db,
        {
          columns: reviewColumns(DEFAULT_LOCALE),
          from: `${REVIEW_FROM} ${where}`,
          orderBy: 'r.id DESC',
          params: [],
        },
        limit,
        offset,
      );
      return pageInfo(
        rows.map((r) => adminReview(r, config.publicUrl)),
        total,
        page,
        limit,
      );
    },

    async reply(id, content) {
      const text = content.trim();
      if (text === '' || [...text].length > MAX_REPLY) throw badRequest('review.reply.invalid');
      return db.transaction(async (tx) => {
        const updated = await tx.query('UPDATE product_reply SET merchant_reply_content = $2, merchant_reply_time = now() WHERE id = $1', [
          id,
          text,
        ]);
        if (updated.rowCount === 0) throw notFound();
        const row = (await tx.query<ReviewRow>(`SELECT ${reviewColumns(DEFAULT_LOCALE)} ${REVIEW_FROM} WHERE r.id = $1`, [id])).rows[0];
        return adminReview(row, config.publicUrl);
      });
    },
  };
}
