import type { CartLine, CartMerchantGroup } from '@mall/api-client';
import { fromCents, toCents } from '../../lib/money';

/** Every line id of the groups, in display order. */
export function cartLineIds(groups: readonly CartMerchantGroup[]): number[] {
  return groups.flatMap((group) => group.cartInfoList.map((line) => line.id));
}

/** The checked lines, in display order. */
export function checkedLines(groups: readonly CartMerchantGroup[], selected: readonly number[]): CartLine[] {
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

/** The highest quantity a line takes: its stock, and never more than the API's 999. */
export const MAX_CART_QUANTITY = 999;

export function maxQuantity(line: Pick<CartLine, 'stock'>): number {
  return Math.max(1, Math.min(Math.floor(Number(line.stock) || 0), MAX_CART_QUANTITY));
}

/** A typed or stepped quantity brought into 1..max. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}
