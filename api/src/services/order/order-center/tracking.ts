import type { Db } from '../../../infra/db';
import type { Locale } from '../../../i18n/locale';
import { translate } from '../../../i18n/messages';
import { formatDate } from '../../../lib/format';
import type { OrderLogistics } from '../../../schemas/order-center';
import type { StoreOrderRow } from './center-rows';
import '../messages';

/** Tracking events of shipped merchant orders (order_tracking_event) and the logistics answer built from them. */

export interface TrackingEventRow {
  id: number;
  store_order_id: number;
  station: string;
  station_key: string | null;
  state: number;
  event_time: Date | string;
  created_at: Date | string;
}

/** The contract's states that report a problem: their text is also the logistics' `reason`. */
const PROBLEM_STATES = new Set([-1, 4, 5]);

/** Every event of these orders, oldest first (event time, then the order they were recorded in). */
export async function eventsOf(db: Db, storeOrderIds: number[]): Promise<Map<number, TrackingEventRow[]>> {
  const byOrder = new Map<number, TrackingEventRow[]>(storeOrderIds.map((id) => [id, []]));
  if (storeOrderIds.length === 0) return byOrder;
  const rows = (
    await db.query<TrackingEventRow>(
      `SELECT id, store_order_id, station, station_key, state, event_time, created_at FROM order_tracking_event
      WHERE store_order_id = ANY($1::bigint[]) ORDER BY event_time, id`,
      [storeOrderIds],
    )
  ).rows;
  for (const r of rows) byOrder.get(r.store_order_id)?.push(r);
  return byOrder;
}

export async function recordEvent(
  tx: Db,
  storeOrderId: number,
  event: { station: string; stationKey?: string; state: number; time: Date | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_tracking_event (store_order_id, station, station_key, state, event_time)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()))`,
    [storeOrderId, event.station, event.stationKey ?? null, event.state, event.time],
  );
}

/** The handing-over event written when an order ships: its key, English text and state. */
export function handingOver(delivery: { type: 'express'; carrier: string } | { type: 'courier'; courier: string } | { type: 'virtual' }) {
  if (delivery.type === 'express') {
    return {
      stationKey: 'order.track.handedTo',
      station: translate('en', 'order.track.handedTo', { carrier: delivery.carrier }),
      state: 1,
    };
  }
  if (delivery.type === 'courier') {
    return {
      stationKey: 'order.track.handedToCourier',
      station: translate('en', 'order.track.handedToCourier', { courier: delivery.courier }),
      state: 1,
    };
  }
  // Nothing travels: the goods are delivered as the order ships (signed).
  return { stationKey: 'order.track.deliveredOnline', station: translate('en', 'order.track.deliveredOnline'), state: 3 };
}

/** An event's text for this reader: the API's own events in their language, reported ones as reported. */
export function stationText(e: TrackingEventRow, order: Pick<StoreOrderRow, 'delivery_name' | 'courier'>, locale: Locale): string {
  if (!e.station_key) return e.station;
  return translate(locale, e.station_key, { carrier: order.delivery_name ?? '', courier: order.courier ?? '' });
}

/** OrderLogistics of a shipped order (`events` oldest first, at least the handing-over one). */
export function logistics(order: StoreOrderRow, events: TrackingEventRow[], locale: Locale): OrderLogistics {
  const newest = events[events.length - 1];
  const express = order.delivery_type === 'express';
  const courier = order.delivery_type === 'courier';
  return {
    id: order.id,
    orderNo: order.order_no,
    deliveryType: order.delivery_type!,
    expName: express ? order.delivery_name : null,
    expCode: express ? order.delivery_code : null,
    expNo: express ? order.delivery_id : null,
    courier: courier ? order.courier : null,
    courierPhone: courier ? order.courier_phone : null,
    virtualInfo: order.delivery_type === 'virtual' ? (order.virtual_info ?? '') : null,
    trackTime: formatDate(newest?.event_time ?? order.delivery_time)!,
    state: newest?.state ?? 0,
    reason: newest && PROBLEM_STATES.has(newest.state) ? stationText(newest, order, locale) : null,
    createTime: formatDate(order.delivery_time)!,
    updateTime: formatDate(newest?.created_at ?? order.delivery_time)!,
    logisticsInfo: JSON.stringify(
      events.map((e) => ({ AcceptStation: stationText(e, order, locale), AcceptTime: formatDate(e.event_time) })),
    ),
  };
}
