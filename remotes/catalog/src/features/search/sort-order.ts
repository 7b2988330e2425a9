import type { SortDirection } from '@mall/api-client';

export type SortKey = 'default' | 'sales' | 'price';

export interface SortOrder {
  salesOrder: SortDirection;
  priceOrder: SortDirection;
}

/** The sort that is on: sales or price with its direction, or the default order. */
export function activeSort(order: SortOrder): { key: SortKey; direction: SortDirection } {
  if (order.salesOrder) return { key: 'sales', direction: order.salesOrder };
  if (order.priceOrder) return { key: 'price', direction: order.priceOrder };
  return { key: 'default', direction: '' };
}

const CYCLE: Record<SortDirection, SortDirection> = { '': 'asc', asc: 'desc', desc: '' };

/**
 * The order after clicking a sort button: Sales and Price cycle off → ascending → descending → off, and
 * only one is on at a time (clicking one turns the other off); Default turns both off.
 */
export function nextSortOrder(current: SortOrder, clicked: SortKey): SortOrder {
  if (clicked === 'default') return { salesOrder: '', priceOrder: '' };
  const { key, direction } = activeSort(current);
  const next = key === clicked ? CYCLE[direction] : 'asc';
  return clicked === 'sales' ? { salesOrder: next, priceOrder: '' } : { salesOrder: '', priceOrder: next };
}
