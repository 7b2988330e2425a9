import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { formatDate, mediaUrl } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { ProductReplyResponse, ReplyConfigResponse, ReplyListQuery } from '../../schemas/catalog';
import { onShelf } from './on-shelf';
import { pictureList } from './picture-list';
import { pagedRows, pageStatement, type PagedSql } from './paged-rows';
import './messages';

/** The review filter of the product page: 0 all, 1 good (5★), 2 medium (2–4★), 3 poor (1★). */
const REPLY_BUCKETS: Record<number, string> = {
  0: 'TRUE',
  1: 'r.star = 5',
  2: 'r.star BETWEEN 2 AND 4',
  3: 'r.star = 1',
};

export interface ReplyService {
  summary(productId: number): Promise<ReplyConfigResponse>;
  list(productId: number, query: ReplyListQuery): Promise<PageInfo<ProductReplyResponse>>;
}

interface ReplyRow {
  id: number;
  uid: number | null;
  star: number;
  comment: string;
  pics: string;
  merchant_reply_content: string | null;
  nickname: string;
  avatar: string;
  created_at: Date | string;
  sku: string;
}

/** One product's reviews in a rating class, newest first (index product_reply_product_created_idx). */
const replyPage = (productId: number, type: number): PagedSql => ({
  columns: 'r.id, r.uid, r.star, r.comment, r.pics, r.merchant_reply_content, r.nickname, r.avatar, r.created_at, r.sku',
  from: `FROM product_reply r WHERE r.product_id = $1 AND ${REPLY_BUCKETS[type]}`,
  orderBy: 'r.created_at DESC, r.id DESC',
  params: [productId],
});

export const replyPageSql = (productId: number, type: number, limit: number, offset: number) =>
  pageStatement(replyPage(productId, type), limit, offset);

/** Reviews of on-shelf products; an unknown or withdrawn product answers not-found, as its page does. */
export function createReplyService(db: Db, config: Config): ReplyService {
  const ensureProduct = async (tx: Db, productId: number) => {
    const r = await tx.query('SELECT 1 FROM product p WHERE p.id = $1 AND ' + onShelf('p'), [productId]);
    if (r.rows.length === 0) throw notFound('catalog.product.notFound');
  };

  return {
    summary(productId) {
      return db.transaction(async (tx) => {
        await ensureProduct(tx, productId);
        const r = await tx.query<{ sum: number; good: number; medium: number; poor: number; chance: string; star: number }>(
          `SELECT count(*)::int AS sum,
                  count(*) FILTER (WHERE star = 5)::int AS good,
                  count(*) FILTER (WHERE star BETWEEN 2 AND 4)::int AS medium,
                  count(*) FILTER (WHERE star = 1)::int AS poor,
                  CASE WHEN count(*) = 0 THEN '0.00'
                       ELSE round(count(*) FILTER (WHERE star = 5)::numeric / count(*), 2)::text END AS chance,
                  COALESCE(round(avg(star)), 0)::int AS star
             FROM product_reply WHERE product_id = $1`,
          [productId],
        );
        const s = r.rows[0];
        return { sumCount: s.sum, goodCount: s.good, inCount: s.medium, poorCount: s.poor, replyChance: s.chance, replyStar: s.star };
      });
    },

    list(productId, query) {
      const { page, limit, offset } = pageParams(query);
      return db.transaction(async (tx) => {
        await ensureProduct(tx, productId);
        const { rows, total } = await pagedRows<ReplyRow>(tx, replyPage(productId, query.type ?? 0), limit, offset);
        const list = rows.map((r) => ({
          id: r.id,
          uid: r.uid,
          star: r.star,
          comment: r.comment,
          pics: pictureList(r.pics).map((p) => mediaUrl(config.publicUrl, p)),
          merchantReplyContent: r.merchant_reply_content,
          nickname: r.nickname,
          avatar: mediaUrl(config.publicUrl, r.avatar),
          createTime: formatDate(r.created_at)!,
          sku: r.sku,
        }));
        return pageInfo(list, total, page, limit);
      });
    },
  };
}
