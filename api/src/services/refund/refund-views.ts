import type { Db } from '../../infra/db';
import { formatDate, mediaUrl } from '../../lib/format';
import type { AdminRefund, RefundDetail, RefundListItem } from '../../schemas/refund';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { pictureList } from '../catalog/picture-list';
import { fromCents, toCents } from '../order/cents';
import { orderLine } from './order-line';
import { lineColumns } from '../order/order-center/center-rows';
import type { OrderLineRow } from './refundable-order';

/** The columns every refund view reads (`r` refund_order, `s` store_order, `m` merchant, `u` app_user). */
export const REFUND_COLUMNS = `r.id, r.refund_order_no, r.uid, r.store_order_id, r.mer_order_no, r.master_order_no, r.mer_id,
  m.name AS mer_name, r.refund_num, r.refund_price, r.max_refund_price, r.refund_reason_wap, r.refund_reason_wap_explain,
  r.refund_reason_wap_img, r.mark, r.refund_status, r.refund_reason, r.refund_time, r.payment_refund_id, r.points_returned,
  r.points_deducted, r.created_at, s.status AS order_status, u.nickname, u.email`;

export const REFUND_FROM = `FROM refund_order r JOIN store_order s ON s.id = r.store_order_id JOIN merchant m ON m.id = r.mer_id
  JOIN app_user u ON u.id = r.uid`;

export interface RefundRow {
  id: number;
  refund_order_no: string;
  uid: number;
  store_order_id: number;
  mer_order_no: string;
  master_order_no: string;
  mer_id: number;
  mer_name: string;
  refund_num: number;
  refund_price: string;
  max_refund_price: string;
  refund_reason_wap: string;
  refund_reason_wap_explain: string;
  refund_reason_wap_img: string;
  mark: string;
  refund_status: number;
  refund_reason: string | null;
  refund_time: Date | string | null;
  payment_refund_id: string | null;
  points_returned: number;
  points_deducted: number;
  created_at: Date | string;
  order_status: number;
  nickname: string;
  email: string | null;
}

type RefundLineRow = OrderLineRow & { refund_order_id: number; refund_num: number };

const m2 = (v: string) => fromCents(toCents(v));

/** The lines of each refund (the units it covers), in line order. */
async function refundLines(db: Db, ids: number[], locale: Locale): Promise<Map<number, RefundLineRow[]>> {
  const rows =
    ids.length === 0
      ? []
      : (
          await db.query<RefundLineRow>(
            `SELECT ri.refund_order_id, ri.refund_num, ${lineColumns(locale)}
       FROM refund_order_info ri JOIN order_info i ON i.id = ri.order_info_id
      WHERE ri.refund_order_id = ANY($1::bigint[]) ORDER BY i.id`,
            [ids],
          )
        ).rows;
  const byRefund = new Map<number, RefundLineRow[]>();
  for (const r of rows) byRefund.set(r.refund_order_id, [...(byRefund.get(r.refund_order_id) ?? []), r]);
  return byRefund;
}

function listItem(r: RefundRow, lines: RefundLineRow[], publicUrl: string): RefundListItem {
  return {
    id: r.id,
    refundOrderNo: r.refund_order_no,
    merOrderNo: r.mer_order_no,
    masterOrderNo: r.master_order_no,
    merId: r.mer_id,
    merName: r.mer_name,
    totalNum: r.refund_num,
    refundStatus: r.refund_status,
    refundPrice: m2(r.refund_price),
    createTime: formatDate(r.created_at)!,
    orderInfoList: lines.map((l) => orderLine(l, publicUrl, l.refund_num)),
  };
}

function detail(r: RefundRow, lines: RefundLineRow[], publicUrl: string): RefundDetail {
  return {
    ...listItem(r, lines, publicUrl),
    refundReasonWap: r.refund_reason_wap,
    refundReasonWapImg: pictureList(r.refund_reason_wap_img)
      .map((p) => mediaUrl(publicUrl, p))
      .join(','),
    refundReasonWapExplain: r.refund_reason_wap_explain,
    mark: r.mark,
    refundReason: r.refund_reason,
    refundTime: formatDate(r.refund_time),
    orderStatus: r.order_status,
  };
}

/** Refund list items of the rows, in their order. */
export async function refundListItems(db: Db, rows: RefundRow[], publicUrl: string, locale: Locale): Promise<RefundListItem[]> {
  const lines = await refundLines(
    db,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((r) => listItem(r, lines.get(r.id) ?? [], publicUrl));
}

export async function refundDetail(db: Db, row: RefundRow, publicUrl: string, locale: Locale): Promise<RefundDetail> {
  const lines = await refundLines(db, [row.id], locale);
  return detail(row, lines.get(row.id) ?? [], publicUrl);
}

/** The operator's view: the detail plus who asked, the bounds, the provider refund, the points moved and the history. */
export async function adminRefunds(db: Db, rows: RefundRow[], publicUrl: string): Promise<AdminRefund[]> {
  const ids = rows.map((r) => r.id);
  const lines = await refundLines(db, ids, DEFAULT_LOCALE);
  const history =
    ids.length === 0
      ? []
      : (
          await db.query<{ refund_order_id: number; event: string; note: string | null; created_at: Date | string }>(
            'SELECT refund_order_id, event, note, created_at FROM refund_order_history WHERE refund_order_id = ANY($1::bigint[]) ORDER BY id',
            [ids],
          )
        ).rows;
  return rows.map((r) => ({
    ...detail(r, lines.get(r.id) ?? [], publicUrl),
    uid: r.uid,
    buyer: r.email ? `${r.nickname} <${r.email}>` : r.nickname,
    maxRefundPrice: m2(r.max_refund_price),
    paymentRefundId: r.payment_refund_id,
    pointsReturned: r.points_returned,
    pointsDeducted: r.points_deducted,
    history: history
      .filter((h) => h.refund_order_id === r.id)
      .map((h) => ({
        event: h.event as AdminRefund['history'][number]['event'],
        note: h.note,
        createTime: formatDate(h.created_at)!,
      })),
  }));
}
