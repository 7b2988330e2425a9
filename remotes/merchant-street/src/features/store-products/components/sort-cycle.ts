import type { MerchantSortDirection } from '@mall/api-client';

/** A sort button cycles off → ascending → descending → off (facts 2.6). */
export function nextDirection(current: MerchantSortDirection): MerchantSortDirection {
  if (current === '') return 'asc';
  if (current === 'asc') return 'desc';
  return '';
}

export interface ProductSort {
  salesOrder: MerchantSortDirection;
  priceOrder: MerchantSortDirection;
}

/** The sort after clicking a button: one key at a time (the API ignores price when sales is set). */
export function clickSort(sort: ProductSort, key: 'default' | 'sales' | 'price'): ProductSort {
  if (key === 'default') return { salesOrder: '', priceOrder: '' };
  if (key === 'sales') return { salesOrder: nextDirection(sort.salesOrder), priceOrder: '' };
  return { salesOrder: '', priceOrder: nextDirection(sort.priceOrder) };
}
