import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { formatDate, mediaUrl } from '../../lib/format';
import { pageInfo, pageParams, RESULT_WINDOW, windowTake, type PageInfo } from '../../lib/paging';
import type { ProductReplyResponse, ReplyConfigResponse, ReplyListQuery } from '../../schemas/catalog';
import { onShelf } from './on-shelf';
import { pictureList } from './picture-list';
import { assertInWindow } from './listing';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { translatedText } from '../../i18n/localized';
import './messages';

/**
 * The review filter of the product page: 0 all, 1 good (5★), 2 medium (2–4★), 3 poor (1★) — `reply_class(star)`
 * of migration 026, whose index gives each class its own range — and the column of `product_reply_total` that
 * holds each filter's count.
 */
const REPLY_FILTERS: Record<number, { condition: string; total: string }> = {
  0: { condition: 'TRUE', total: 'n' },
  1: { condition: 'reply_class(r.star) = 1', total: 'good' },
  2: { condition: 'reply_class(r.star) = 2', total: 'medium' },
  3: { condition: 'reply_class(r.star) = 3', total: 'poor' },
};

export interface ReplyService {
  summary(productId: number): Promise<ReplyConfigResponse>;
  /** A page of reviews; the SKU each reviewer bought in `locale` where the product's SKU of that text has it. */
  list(productId: number, query: ReplyListQuery, locale: Locale): Promise<PageInfo<ProductReplyResponse>>;
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

/**
 * One product's reviews in a rating class, newest first, in one statement: the product must be on shelf (no row at
 * all when it is not), its kept count rides along (`total`), and a page past the end is one row with no review.
 */
export function replyPageSql(productId: number, type: number, limit: number, offset: number, locale: Locale = DEFAULT_LOCALE) {
  const filter = REPLY_FILTERS[type] ?? REPLY_FILTERS[0];
  return {
    sql: `SELECT t.total, r.*
            FROM (SELECT COALESCE(x.${filter.total}, 0) AS total
                    FROM product p LEFT JOIN product_reply_total x ON x.product_id = p.id
                   WHERE p.id = $1 AND ${onShelf('p')}) t
            LEFT JOIN LATERAL (
              SELECT r.id, r.uid, r.star, r.comment, r.pics, r.merchant_reply_content, r.nickname, r.avatar, r.created_at,
                     ${
                       locale === DEFAULT_LOCALE
                         ? 'r.sku'
                         : `COALESCE((SELECT ${translatedText('k.sku', locale)} FROM product_sku k
                                      WHERE k.product_id = r.product_id AND k.sku = r.sku LIMIT 1), r.sku) AS sku`
                     }
                FROM product_reply r WHERE r.product_id = $1 AND ${filter.condition}
               ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3) r ON true`,
    params: [productId, windowTake(limit, offset), offset],
  };
}

/** Reviews of on-shelf products; an unknown or withdrawn product answers not-found, as its page does. */
export function createReplyService(db: Db, config: Config): ReplyService {
  return {
    async summary(productId) {
      const r = await db.query<{ n: number | null; good: number; medium: number; poor: number; stars: number }>(
        `SELECT x.n, x.good, x.medium, x.poor, x.stars
           FROM product p LEFT JOIN product_reply_total x ON x.product_id = p.id
          WHERE p.id = $1 AND ${onShelf('p')}`,
        [productId],
        { name: 'reply_summary' },
      );
      if (r.rows.length === 0) throw notFound('catalog.product.notFound');
      const { n, good, medium, poor, stars } = r.rows[0];
      if (!n) return { sumCount: 0, goodCount: 0, inCount: 0, poorCount: 0, replyChance: '0.00', replyStar: 0, replyStarAverage: '0.0' };
      return {
        sumCount: n,
        goodCount: good,
        inCount: medium,
        poorCount: poor,
        replyChance: (Math.round((good * 100) / n) / 100).toFixed(2),
        replyStar: Math.round(Number(stars) / n),
        replyStarAverage: (Math.round((Number(stars) * 10) / n) / 10).toFixed(1),
      };
    },

    async list(productId, query, locale) {
      const { page, limit, offset } = pageParams(query);
      assertInWindow(offset);
      const type = query.type ?? 0;
      const { sql, params } = replyPageSql(productId, type, limit, offset, locale);
      // Prepared per connection: one plan (the class's index range) whatever the product.
      const r = await db.query<ReplyRow & { total: number; id: number | null }>(sql, params, { name: `reply_page_${type}_${locale}` });
      if (r.rows.length === 0) throw notFound('catalog.product.notFound');
      const list = r.rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id!,
          uid: row.uid,
          star: row.star,
          comment: row.comment,
          pics: pictureList(row.pics).map((p) => mediaUrl(config.publicUrl, p)),
          merchantReplyContent: row.merchant_reply_content,
          nickname: row.nickname,
          avatar: mediaUrl(config.publicUrl, row.avatar),
          createTime: formatDate(row.created_at)!,
          sku: row.sku,
        }));
      return pageInfo(list, r.rows[0].total, page, limit, { size: RESULT_WINDOW, relation: 'eq' });
    },
  };
}
