import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { refused } from '../../lib/errors';
import type { CommentBody } from '../../schemas/review';
import { isUniqueViolation } from '../auth/user-repository';
import { checkReviewInput } from './review-input';
import { assertReviewable, loadReviewLine } from './reviewable-line';
import './messages';

export interface ReviewSubmitService {
  /**
   * Reviews one line of the caller's received order, once (also under concurrent submits: the line is locked and
   * product_reply.order_info_id is unique). When it was the order's last line to review, the order is completed (3).
   * The review shows at once in the product's reviews and summary.
   */
  comment(uid: number, body: CommentBody): Promise<void>;
}

export function createReviewSubmitService(db: Db, config: Pick<Config, 'publicUrl'>): ReviewSubmitService {
  return {
    async comment(uid, body) {
      try {
        await db.transaction(async (tx) => {
          const line = await loadReviewLine(tx, uid, body.orderInfoId, { orderNo: body.orderNo, lock: true });
          assertReviewable(line);
          const input = await checkReviewInput(tx, config.publicUrl, uid, body);
          const user = (await tx.query<{ nickname: string; avatar: string }>('SELECT nickname, avatar FROM app_user WHERE id = $1', [uid]))
            .rows[0];
          await tx.query(
            `INSERT INTO product_reply (product_id, uid, nickname, avatar, sku, star, service_star, comment, pics, order_info_id, mer_order_no)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              line.product_id,
              uid,
              user.nickname,
              user.avatar,
              line.sku,
              input.star,
              input.serviceStar,
              input.comment,
              JSON.stringify(input.pictures),
              line.id,
              line.mer_order_no,
            ],
          );
          await tx.query('UPDATE order_info SET is_reply = TRUE WHERE id = $1', [line.id]);
          const left = (
            await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM order_info WHERE store_order_id = $1 AND NOT is_reply', [
              line.store_order_id,
            ])
          ).rows[0].n;
          if (left === 0) {
            await tx.query('UPDATE store_order SET status = 3, updated_at = now() WHERE id = $1 AND status = 2', [line.store_order_id]);
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw refused('review.already');
        throw err;
      }
    },
  };
}
