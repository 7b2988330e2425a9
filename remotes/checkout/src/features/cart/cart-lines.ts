import type { CartLine, CartMerchantGroup } from '@mall/contract';
import { fromCents, quantityLimit, toCents } from '@mall/remote-kit';

/** Every line id of the groups, in display order. */
export function cartLineIds(groups: readonly CartMerchantGroup[]): number[] {
  return groups.flatMap((group) => group.cartInfoList.map((line) => line.id));
}

/** The checked lines, in display order. */
function checkedLines(groups: readonly CartMerchantGroup[], selected: readonly number[]): CartLine[] {
  const chosen = new Set(selected);
  return groups.flatMap((group) => group.cartInfoList.filter((line) => chosen.has(line.id)));
}

/** The total of the checked lines (display only: the confirm page shows the server's price). */
export function checkedTotal(groups: readonly CartMerchantGroup[], selected: readonly number[]): string {
  return fromCents(checkedLines(groups, selected).reduce((sum, line) => sum + toCents(line.price) * line.cartNum, 0));
}

/** Number of items (quantities summed) among the checked lines. */
export function checkedQuantity(groups: readonly CartMerchantGroup[], selected: readonly number[]): number {
  return checkedLines(groups, selected).reduce((sum, line) => sum + line.cartNum, 0);
}

/** The most a cart line takes: its stock, the API's per-order cap (ours) and the API's 999 for cart/num. */
const MAX_CART_QUANTITY = 999;

export function maxQuantity(line: Pick<CartLine, 'stock' | 'maxQuantity'>): number {
  return quantityLimit(line.stock, line.maxQuantity, MAX_CART_QUANTITY);
}
