import type { Db } from '../../../infra/db';
import { formatDate } from '../../../lib/format';
import { DEFAULT_LOCALE } from '../../../i18n/locale';
import type { AdminOrder, AdminOrderStatus } from '../../../schemas/order-center';
import { linesOf, STORE_ORDER_COLUMNS, STORE_ORDER_FROM, storeOrderItem, type StoreOrderRow } from '../order-center/center-rows';
import { orderPage, orderPageParams, type OrderPageInfo } from '../order-center/order-page';
import { eventsOf, stationText } from '../order-center/tracking';

/** The operator's view of merchant orders: every shopper's, deleted ones too, with the buyer and the tracking. */

/** Each state in words, as a filter of the operator's list (after-sales wins over the status, as in the shopper's tabs). */
const STATE_FILTERS: Record<AdminOrderStatus, string> = {
  unpaid: 'NOT mo.paid AND NOT mo.is_cancel AND s.status = 0',
  'to-ship': 'mo.paid AND s.status = 0 AND s.refund_status = 0',
  shipped: 's.status = 1 AND s.refund_status = 0',
  received: 's.status = 2 AND s.refund_status = 0',
  completed: 's.status = 3 AND s.refund_status = 0',
  cancelled: 's.status = 9',
  'after-sales': 's.refund_status > 0 AND s.status <> 9',
};

function stateOf(r: Pick<StoreOrderRow, 'status' | 'refund_status' | 'paid'>): AdminOrderStatus {
  if (r.status === 9) return 'cancelled';
  if (r.refund_status > 0) return 'after-sales';
  if (!r.paid) return 'unpaid';
  return (['to-ship', 'shipped', 'received', 'completed'] as const)[r.status];
}

interface AdminRow extends StoreOrderRow {
  buyer: string;
  buyer_email: string;
  real_name: string;
  user_phone: string;
  user_address: string;
  user_remark: string;
}

const ADMIN_COLUMNS = `${STORE_ORDER_COLUMNS}, COALESCE(NULLIF(u.nickname, ''), NULLIF(u.email, ''), u.phone, '') AS buyer,
  COALESCE(u.email, '') AS buyer_email, s.real_name, s.user_phone, s.user_address, s.user_remark`;
const ADMIN_FROM = `${STORE_ORDER_FROM} JOIN app_user u ON u.id = s.uid`;

async function adminOrders(db: Db, rows: AdminRow[], publicUrl: string): Promise<AdminOrder[]> {
  const ids = rows.map((r) => r.id);
  const [lines, events] = [await linesOf(db, ids, publicUrl, DEFAULT_LOCALE), await eventsOf(db, ids)];
  return rows.map((r) => ({
    ...storeOrderItem(r, lines.get(r.id) ?? []),
    state: stateOf(r),
    uid: r.uid,
    buyer: r.buyer,
    buyerEmail: r.buyer_email,
    realName: r.real_name,
    userPhone: r.user_phone,
    userAddress: r.user_address,
    userRemark: r.user_remark,
    isUserDel: r.is_user_del,
    deliveryCode: r.delivery_code,
    courier: r.courier,
    courierPhone: r.courier_phone,
    virtualInfo: r.virtual_info,
    deliveryTime: formatDate(r.delivery_time),
    receivingTime: formatDate(r.receiving_time),
    // The operator reads English: the API's own events in English, reported ones as reported.
    tracking: (events.get(r.id) ?? []).map((e) => ({ station: stationText(e, r, 'en'), state: e.state, time: formatDate(e.event_time)! })),
  }));
}

/** Merchant orders, newest first, in one state or all. */
export async function listOperatorOrders(
  db: Db,
  publicUrl: string,
  q: { status?: AdminOrderStatus; page?: number; limit?: number },
): Promise<OrderPageInfo<AdminOrder>> {
  const { page, limit, offset } = orderPageParams(q);
  const where = q.status ? STATE_FILTERS[q.status] : 'TRUE';
  return db.transaction(async (tx) => {
    const total = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ADMIN_FROM} WHERE ${where}`)).rows[0].n;
    const rows = (
      await tx.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE ${where} ORDER BY s.id DESC LIMIT $1 OFFSET $2`, [
        limit,
        offset,
      ])
    ).rows;
    return orderPage(await adminOrders(tx, rows, publicUrl), total, page, limit);
  });
}

/** One merchant order by its number, or null. */
export async function operatorOrder(db: Db, publicUrl: string, orderNo: string): Promise<AdminOrder | null> {
  const rows = (await db.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE s.order_no = $1`, [orderNo])).rows;
  return (await adminOrders(db, rows, publicUrl))[0] ?? null;
}
