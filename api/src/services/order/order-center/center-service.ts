import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import type { Locale } from '../../../i18n/locale';
import { notFound } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import type { AwaitPayOrder, OrderCounts, OrderLogistics, StoreOrderDetail, StoreOrderItem } from '../../../schemas/order-center';
import { linesOf, m2, STORE_ORDER_COLUMNS, STORE_ORDER_FROM, storeOrderItem, VISIBLE_TO_SHOPPER, type StoreOrderRow } from './center-rows';
import { countUnpaidOrders } from './cancel';
import type { OrderCancelService } from './cancel-service';
import { orderPage, orderPageParams, type OrderPageInfo } from './order-page';
import { newestRefundNo } from './refund-link';
import { eventsOf, logistics } from './tracking';
import '../messages';

export type OrderListType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface OrderCenterService {
  /** The badges of the order tabs. */
  counts(uid: number): Promise<OrderCounts>;
  /** Unpaid, not cancelled master orders, newest first (the "To pay" tab). */
  awaitPay(uid: number, q: { page?: number; limit?: number }, locale: Locale): Promise<OrderPageInfo<AwaitPayOrder>>;
  /** Merchant orders of one tab, newest first. */
  list(uid: number, q: { type: number; page?: number; limit?: number }, locale: Locale): Promise<OrderPageInfo<StoreOrderItem>>;
  /** One of the caller's merchant orders (another shopper's, or one they deleted, is not found). */
  detail(uid: number, orderNo: string, locale: Locale): Promise<StoreOrderDetail>;
  /** How a shipped merchant order travels; not found until it ships. */
  express(uid: number, orderNo: string, locale: Locale): Promise<OrderLogistics>;
}

/**
 * The tabs of "My orders" (the list's `type` parameter; 1–3 are the contract's), each without the other tabs' orders: 1 to ship, 2 to receive,
 * 3 received or completed — none of them with a refund —, 4 after-sales (every order with a refund, ours), and, ours
 * too, the finished ones a shopper looks for again: 5 completed (status 3, no refund), 6 cancelled (status 9), 7 all.
 */
const TAB_FILTERS: Record<OrderListType, string> = {
  1: 'mo.paid AND s.status = 0 AND s.refund_status = 0',
  2: 's.status = 1 AND s.refund_status = 0',
  3: 's.status IN (2, 3) AND s.refund_status = 0',
  4: 's.refund_status > 0',
  5: 's.status = 3 AND s.refund_status = 0',
  6: 's.status = 9',
  7: 'TRUE',
  // Ours: received, waiting for the shopper's review (type 3 also lists completed orders, as the contract's tab did).
  8: 's.status = 2 AND s.refund_status = 0',
};

interface DetailRow extends StoreOrderRow {
  email: string;
  real_name: string;
  user_phone: string;
  user_address: string;
  pro_total_price: string;
  total_postage: string;
  total_price: string;
  coupon_id: number | null;
  coupon_price: string;
  use_integral: number;
  integral_price: string;
  pay_type: string;
  user_remark: string;
}

interface MasterRow {
  id: number;
  order_no: string;
  total_num: number;
  pay_price: string;
  paid: boolean;
  pay_type: string;
  pay_channel: string;
  created_at: Date | string;
  cancel_at: Date | string;
}

export function createOrderCenterService(db: Db, config: Config, cancels: OrderCancelService): OrderCenterService {
  const publicUrl = () => config.publicUrl;

  /** Unpaid orders past ORDER_UNPAID_MINUTES cancel now (stock, coupons, points back) rather than show as payable. */
  async function expireDue(uid: number): Promise<void> {
    const due = (
      await db.query<{ order_no: string }>(
        `SELECT order_no FROM master_order WHERE uid = $1 AND NOT paid AND NOT is_cancel
          AND created_at <= now() - make_interval(mins => $2) ORDER BY id`,
        [uid, config.orderUnpaidMinutes],
      )
    ).rows;
    for (const m of due) await cancels.expireIfDue(m.order_no);
  }

  /** The caller's visible merchant order, with its row lock when it is about to move. */
  async function ownOrder<T extends StoreOrderRow>(tx: Db, uid: number, orderNo: string, columns = STORE_ORDER_COLUMNS): Promise<T> {
    const row = (
      await tx.query<T>(`SELECT ${columns} FROM ${STORE_ORDER_FROM} WHERE ${VISIBLE_TO_SHOPPER} AND s.order_no = $2`, [uid, orderNo])
    ).rows[0];
    if (!row) throw notFound();
    return row;
  }

  return {
    async counts(uid) {
      await expireDue(uid);
      return db.transaction(async (tx) => {
        const unpaid = await countUnpaidOrders(tx, uid);
        const c = (
          await tx.query<Omit<OrderCounts, 'unPaidCount'>>(
            `SELECT count(*) FILTER (WHERE ${TAB_FILTERS[1]})::int AS "unShippedCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[2]})::int AS "receivedCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[3]})::int AS "completeCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[8]})::int AS "toReviewCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[4]})::int AS "refundCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[5]})::int AS "completedCount",
                  count(*) FILTER (WHERE ${TAB_FILTERS[6]})::int AS "cancelledCount",
                  count(*)::int AS "allCount"
             FROM ${STORE_ORDER_FROM} WHERE ${VISIBLE_TO_SHOPPER}`,
            [uid],
          )
        ).rows[0];
        return { unPaidCount: unpaid, ...c };
      });
    },

    async awaitPay(uid, q, locale) {
      await expireDue(uid);
      const { page, limit, offset } = orderPageParams(q);
      return db.transaction(async (tx) => {
        const total = await countUnpaidOrders(tx, uid);
        const masters = (
          await tx.query<MasterRow>(
            `SELECT id, order_no, total_num, pay_price, paid, pay_type, pay_channel, created_at,
                  created_at + make_interval(mins => $4) AS cancel_at
             FROM master_order WHERE uid = $1 AND NOT paid AND NOT is_cancel ORDER BY id DESC LIMIT $2 OFFSET $3`,
            [uid, limit, offset, config.orderUnpaidMinutes],
          )
        ).rows;
        const stores = (
          await tx.query<{ id: number; master_order_no: string; mer_id: number; mer_name: string }>(
            `SELECT s.id, s.master_order_no, s.mer_id, mer.name AS mer_name FROM store_order s JOIN merchant mer ON mer.id = s.mer_id
            WHERE s.master_order_no = ANY($1::text[]) ORDER BY s.id`,
            [masters.map((m) => m.order_no)],
          )
        ).rows;
        const lines = await linesOf(
          tx,
          stores.map((s) => s.id),
          publicUrl(),
          locale,
        );
        const list = masters.map((m): AwaitPayOrder => ({
          id: m.id,
          orderNo: m.order_no,
          totalNum: m.total_num,
          payPrice: m2(m.pay_price),
          paid: m.paid,
          payType: m.pay_type,
          payChannel: m.pay_channel,
          redirect: '',
          createTime: formatDate(m.created_at)!,
          cancelTime: formatDate(m.cancel_at)!,
          orderList: stores
            .filter((s) => s.master_order_no === m.order_no)
            .map((s) => ({ merId: s.mer_id, merName: s.mer_name, orderInfoList: lines.get(s.id) ?? [] })),
        }));
        return orderPage(list, total, page, limit);
      });
    },

    async list(uid, q, locale) {
      const { page, limit, offset } = orderPageParams(q);
      const filter = TAB_FILTERS[q.type as OrderListType];
      return db.transaction(async (tx) => {
        const total = (
          await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${STORE_ORDER_FROM} WHERE ${VISIBLE_TO_SHOPPER} AND ${filter}`, [
            uid,
          ])
        ).rows[0].n;
        const rows = (
          await tx.query<StoreOrderRow>(
            `SELECT ${STORE_ORDER_COLUMNS} FROM ${STORE_ORDER_FROM} WHERE ${VISIBLE_TO_SHOPPER} AND ${filter}
            ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
            [uid, limit, offset],
          )
        ).rows;
        const lines = await linesOf(
          tx,
          rows.map((r) => r.id),
          publicUrl(),
          locale,
        );
        return orderPage(
          rows.map((r) => storeOrderItem(r, lines.get(r.id) ?? [])),
          total,
          page,
          limit,
        );
      });
    },

    async detail(uid, orderNo, locale) {
      const owner = (
        await db.query<{ master_order_no: string; paid: boolean }>(
          'SELECT master_order_no, paid FROM store_order WHERE order_no = $1 AND uid = $2',
          [orderNo, uid],
        )
      ).rows[0];
      // An unpaid order past its time reads as what it is: cancelled.
      if (owner && !owner.paid) await cancels.expireIfDue(owner.master_order_no);
      return db.transaction(async (tx) => {
        const r = await ownOrder<DetailRow>(
          tx,
          uid,
          orderNo,
          `${STORE_ORDER_COLUMNS}, s.email, s.real_name, s.user_phone,
          s.user_address, s.pro_total_price, s.total_postage, s.total_price, s.coupon_id, s.coupon_price, s.use_integral,
          s.integral_price, s.pay_type, s.user_remark`,
        );
        const lines = await linesOf(tx, [r.id], publicUrl(), locale);
        return {
          ...storeOrderItem(r, lines.get(r.id) ?? []),
          uid: r.uid,
          email: r.email,
          realName: r.real_name,
          userPhone: r.user_phone,
          userAddress: r.user_address,
          proTotalPrice: m2(r.pro_total_price),
          totalPostage: m2(r.total_postage),
          totalPrice: m2(r.total_price),
          couponId: r.coupon_id ?? 0,
          couponPrice: m2(r.coupon_price),
          useIntegral: r.use_integral,
          integralPrice: m2(r.integral_price),
          payType: r.pay_type,
          userRemark: r.user_remark,
          receivingTime: formatDate(r.receiving_time),
          refundOrderNo: await newestRefundNo(tx, r.id),
        };
      });
    },

    async express(uid, orderNo, locale) {
      return db.transaction(async (tx) => {
        const r = await ownOrder(tx, uid, orderNo);
        if (!r.delivery_type) throw notFound();
        const events = await eventsOf(tx, [r.id]);
        return logistics(r, events.get(r.id) ?? [], locale);
      });
    },
  };
}
