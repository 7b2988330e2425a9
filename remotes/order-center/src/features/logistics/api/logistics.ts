import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { OrderLogistics } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/express/{orderNo}: carrier and tracking events (code 404 until shipped). */
export function getOrderLogistics(orderNo: string, options?: CallOptions): Promise<OrderLogistics> {
  return getData(apiPath(endpoints.orderExpress, { orderNo }), undefined, options);
}

/** The tracking events of `OrderLogistics.logisticsInfo` (a JSON string of {AcceptStation, AcceptTime}, oldest first); [] when unreadable. */
export function parseLogisticsEvents(logistics: Pick<OrderLogistics, 'logisticsInfo'>): { station: string; time: string }[] {
  try {
    const value: unknown = JSON.parse(logistics.logisticsInfo || '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((event): event is { AcceptStation: unknown; AcceptTime: unknown } => typeof event === 'object' && event !== null)
      .map((event) => ({ station: String(event.AcceptStation ?? ''), time: String(event.AcceptTime ?? '') }));
  } catch {
    return [];
  }
}
