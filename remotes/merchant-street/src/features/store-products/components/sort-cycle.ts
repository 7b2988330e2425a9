import type { MerchantSortDirection } from '@mall/contract';

/**
 * A sort button cycles off → its first direction → the other one → off: price starts cheapest first (as the contract's store page does),
 * sales most sold first (issue 18: shoppers expect the best sellers; the contract's front end started ascending).
 */
export function nextDirection(current: MerchantSortDirection, first: 'asc' | 'desc' = 'asc'): MerchantSortDirection {
  const second = first === 'asc' ? 'desc' : 'asc';
  if (current === '') return first;
  if (current === first) return second;
  return '';
}

export interface ProductSort {
  salesOrder: MerchantSortDirection;
  priceOrder: MerchantSortDirection;
}

/** The sort after clicking a button: one key at a time (the API ignores price when sales is set). */
export function clickSort(sort: ProductSort, key: 'default' | 'sales' | 'price'): ProductSort {
  if (key === 'default') return { salesOrder: '', priceOrder: '' };
  if (key === 'sales') return { salesOrder: nextDirection(sort.salesOrder, 'desc'), priceOrder: '' };
  return { salesOrder: '', priceOrder: nextDirection(sort.priceOrder) };
}
