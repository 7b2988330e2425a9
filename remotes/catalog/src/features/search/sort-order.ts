import type { SortDirection } from '@mall/contract';

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

type DirectedKey = Exclude<SortKey, 'default'>;

/**
 * How each sort cycles from off: Sales starts with the most sold (what shoppers expect of a sales sort), Price with
 * the cheapest; the second click reverses it, the third turns it off.
 */
const CYCLES: Record<DirectedKey, Record<SortDirection, SortDirection>> = {
  sales: { '': 'desc', desc: 'asc', asc: '' },
  price: { '': 'asc', asc: 'desc', desc: '' },
};

/**
 * The order after clicking a sort button: Sales cycles off → descending → ascending → off, Price off → ascending →
 * descending → off, and only one is on at a time (clicking one turns the other off); Default turns both off.
 */
export function nextSortOrder(current: SortOrder, clicked: SortKey): SortOrder {
  if (clicked === 'default') return { salesOrder: '', priceOrder: '' };
  const { key, direction } = activeSort(current);
  const next = CYCLES[clicked][key === clicked ? direction : ''];
  return clicked === 'sales' ? { salesOrder: next, priceOrder: '' } : { salesOrder: '', priceOrder: next };
}
