import { formatDate, mediaUrl } from '../../lib/format';
import type { AdminReview, MyReview, PendingReviewLine } from '../../schemas/review';
import type { Locale } from '../../i18n/locale';
import { localizedExpr } from '../../i18n/localized';
import { pictureList } from '../catalog/picture-list';
import { fromCents, toCents } from '../order/cents';
import type { ReviewLineRow } from './reviewable-line';

/**
 * The columns of a written review (`r` product_reply, `p` product, `m` merchant, `i` the order line it reviews), the
 * product's name and the SKU in `locale` as the order line had them.
 */
export const reviewColumns = (locale: Locale): string => `r.id, r.product_id,
  COALESCE(${localizedExpr('i.product_name', locale)}, ${localizedExpr('p.store_name', locale)}) AS product_name,
  COALESCE(i.image, p.image) AS image, COALESCE(${localizedExpr('i.sku', locale)}, r.sku) AS sku, r.star, r.service_star, r.comment, r.pics, r.merchant_reply_content,
  r.merchant_reply_time, r.created_at, p.mer_id, m.name AS mer_name, r.order_info_id, r.mer_order_no, r.uid, r.nickname`;

export const REVIEW_FROM = `FROM product_reply r JOIN product p ON p.id = r.product_id JOIN merchant m ON m.id = p.mer_id
  LEFT JOIN order_info i ON i.id = r.order_info_id`;

export interface ReviewRow {
  id: number;
  product_id: number;
  product_name: string;
  image: string;
  sku: string;
  star: number;
  service_star: number;
  comment: string;
  pics: string;
  merchant_reply_content: string | null;
  merchant_reply_time: Date | string | null;
  created_at: Date | string;
  mer_id: number;
  mer_name: string;
  order_info_id: number | null;
  mer_order_no: string | null;
  uid: number | null;
  nickname: string;
}

export function pendingLine(row: ReviewLineRow, publicUrl: string): PendingReviewLine {
  return {
    id: row.id,
    merOrderNo: row.mer_order_no,
    merId: row.mer_id,
    merName: row.mer_name,
    productId: row.product_id,
    productName: row.product_name,
    image: mediaUrl(publicUrl, row.image),
    sku: row.sku,
    price: fromCents(toCents(row.price)),
    payNum: row.pay_num,
    createTime: formatDate(row.created_at)!,
  };
}

export function myReview(row: ReviewRow, publicUrl: string): MyReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    image: mediaUrl(publicUrl, row.image),
    sku: row.sku,
    star: row.star,
    serviceStar: row.service_star,
    comment: row.comment,
    pics: pictureList(row.pics).map((p) => mediaUrl(publicUrl, p)),
    merchantReplyContent: row.merchant_reply_content,
    merchantReplyTime: formatDate(row.merchant_reply_time),
    createTime: formatDate(row.created_at)!,
    merId: row.mer_id,
    merName: row.mer_name,
    orderInfoId: row.order_info_id,
    merOrderNo: row.mer_order_no,
  };
}

export const adminReview = (row: ReviewRow, publicUrl: string): AdminReview => ({
  ...myReview(row, publicUrl),
  uid: row.uid,
  nickname: row.nickname,
});
