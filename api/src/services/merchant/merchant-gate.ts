import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import './messages';

/**
 * A store the storefront may show: an unknown or deleted one answers 404; one switched off by the platform
 * answers code 500 "The store is not open", as the original backend does. Call inside the use case's transaction, or
 * beside a single read that needs no common snapshot with it.
 */
export async function requireOpenMerchant(tx: Db, merId: number): Promise<void> {
  // Named: outside a transaction (a shop's product page) it runs on the prepared reads' one plan.
  const r = await tx.query<{ is_switch: boolean | null }>(`SELECT ${merchantOpen('$1')} AS is_switch`, [merId], { name: 'merchant_gate' });
  judgeOpen(r.rows[0].is_switch);
}

/** The store's gate as a value: its `is_switch`, null when it is unknown or deleted (`id` a placeholder or a column). */
export const merchantOpen = (id: string) => `(SELECT is_switch FROM merchant WHERE id = ${id} AND NOT is_del)`;

/** Throws as requireOpenMerchant does for a store whose gate (`merchantOpen`) reads `isSwitch`. */
export function judgeOpen(isSwitch: boolean | null): void {
  if (isSwitch === null) throw notFound('merchant.notFound');
  if (!isSwitch) throw refused('merchant.closed');
}

/** SQL condition of a merchant listed on the street and in search: switched on and not deleted. */
export const openMerchant = (m = 'm') => `(${m}.is_switch AND NOT ${m}.is_del)`;
