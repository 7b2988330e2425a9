import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { badRequest, notFound, refused } from '../../../lib/errors';
import type { AdminOrder, AdminOrderStatus, ShipBody, TrackBody } from '../../../schemas/order-center';
import type { OrderPageInfo } from '../order-center/order-page';
import { listOperatorOrders, operatorOrder } from './operator-orders';
import { handingOver, recordEvent } from '../order-center/tracking';
import '../messages';

export interface OrderShippingService {
  list(q: { status?: AdminOrderStatus; page?: number; limit?: number }): Promise<OrderPageInfo<AdminOrder>>;
  /** Paid, status 0, no refund, not cancelled → shipped (1), with the handing-over tracking event. */
  ship(orderNo: string, body: ShipBody): Promise<AdminOrder>;
  /** Appends a tracking event to a shipped (status 1) express or courier order. */
  track(orderNo: string, body: TrackBody): Promise<AdminOrder>;
}

/** The fields each delivery type needs, and may carry. */
const FIELDS = {
  express: { required: ['expName', 'expNo'], allowed: ['expName', 'expCode', 'expNo'] },
  courier: { required: ['courier', 'courierPhone'], allowed: ['courier', 'courierPhone'] },
  virtual: { required: [], allowed: ['virtualInfo'] },
} as const;

const ALL_FIELDS = ['expName', 'expCode', 'expNo', 'courier', 'courierPhone', 'virtualInfo'] as const;

function checkFields(body: ShipBody): void {
  const rule = FIELDS[body.deliveryType];
  for (const field of ALL_FIELDS) {
    const given = body[field] !== undefined;
    if (given && !(rule.allowed as readonly string[]).includes(field)) {
      throw badRequest('order.ship.fieldNotUsed', { field, type: body.deliveryType });
    }
    if (!given && (rule.required as readonly string[]).includes(field)) throw badRequest('error.required', { field });
  }
}

/** "yyyy-MM-dd HH:mm:ss" in GMT+8 (the API's dates) → a Date; null when it names no real moment (2025-02-30). */
function parseApiTime(text: string): Date | null {
  const d = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(d.getTime())) return null;
  const back = new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  return back === text ? d : null;
}

/** How far ahead of the server's clock an event time may be (the operator's clock may run a little fast). */
const CLOCK_SLACK_MS = 60_000;

interface ShipState {
  status: number;
  refund_status: number;
  paid: boolean;
  is_cancel: boolean;
}
interface TrackState {
  id: number;
  status: number;
  delivery_type: string | null;
  delivery_time: Date | string | null;
}

/**
 * The operator's shipping of merchant orders (what the merchant's tools would do). ship is ONE guarded UPDATE
 * (`… WHERE status = 0 AND refund_status = 0` and the master order paid and not cancelled): of two concurrent ships only
 * one changes the order; the other is told why from the state it then reads.
 */
export function createOrderShippingService(db: Db, config: Config): OrderShippingService {
  const load = async (tx: Db, orderNo: string) => (await operatorOrder(tx, config.publicUrl, orderNo))!;

  return {
    list: (q) => listOperatorOrders(db, config.publicUrl, q),

    ship(orderNo, body) {
      checkFields(body);
      const text = (v: string | undefined) => (v === undefined ? null : v.trim());
      return db.transaction(async (tx) => {
        const shipped = (
          await tx.query<{ id: number }>(
            `UPDATE store_order s SET status = 1, delivery_type = $2, delivery_name = $3, delivery_code = $4, delivery_id = $5,
                  courier = $6, courier_phone = $7, virtual_info = $8, delivery_time = now(), updated_at = now()
             FROM master_order mo
            WHERE mo.order_no = s.master_order_no AND s.order_no = $1 AND mo.paid AND NOT mo.is_cancel AND s.paid
              AND s.status = 0 AND s.refund_status = 0
            RETURNING s.id`,
            [
              orderNo,
              body.deliveryType,
              text(body.expName),
              text(body.expCode) || null,
              text(body.expNo),
              text(body.courier),
              text(body.courierPhone),
              body.deliveryType === 'virtual' ? (text(body.virtualInfo) ?? '') : null,
            ],
          )
        ).rows[0];
        if (!shipped) {
          const s = (
            await tx.query<ShipState>(
              `SELECT s.status, s.refund_status, mo.paid, mo.is_cancel FROM store_order s
               JOIN master_order mo ON mo.order_no = s.master_order_no WHERE s.order_no = $1`,
              [orderNo],
            )
          ).rows[0];
          if (!s) throw notFound('order.notFound');
          if (s.is_cancel || s.status === 9) throw refused('order.cancelled');
          if (!s.paid) throw refused('order.ship.unpaid');
          if (s.status !== 0) throw refused('order.ship.already');
          throw refused('order.ship.refund');
        }
        const first =
          body.deliveryType === 'express'
            ? handingOver({ type: 'express', carrier: text(body.expName)! })
            : body.deliveryType === 'courier'
              ? handingOver({ type: 'courier', courier: text(body.courier)! })
              : handingOver({ type: 'virtual' });
        await recordEvent(tx, shipped.id, { ...first, time: null });
        return load(tx, orderNo);
      });
    },

    track(orderNo, body) {
      let time: Date | null = null;
      if (body.time !== undefined) {
        time = parseApiTime(body.time);
        if (!time) throw badRequest('order.track.timeInvalid');
        if (time.getTime() > Date.now() + CLOCK_SLACK_MS) throw badRequest('order.track.timeFuture');
      }
      return db.transaction(async (tx) => {
        const s = (
          await tx.query<TrackState>('SELECT id, status, delivery_type, delivery_time FROM store_order WHERE order_no = $1 FOR UPDATE', [
            orderNo,
          ])
        ).rows[0];
        if (!s) throw notFound('order.notFound');
        if (s.status === 9) throw refused('order.cancelled');
        if (s.status === 0 || !s.delivery_type) throw refused('order.track.notShipped');
        if (s.status !== 1) throw refused('order.track.received');
        if (s.delivery_type === 'virtual') throw refused('order.track.virtual');
        // Event times have whole seconds: compare with the shipping time cut to its second.
        const shippedAt = Math.floor(new Date(s.delivery_time!).getTime() / 1000) * 1000;
        if (time && time.getTime() < shippedAt) throw badRequest('order.track.timeBeforeShipping');
        await recordEvent(tx, s.id, { station: body.station.trim(), state: body.state ?? 2, time });
        return load(tx, orderNo);
      });
    },
  };
}
