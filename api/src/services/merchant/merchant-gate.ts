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
  const r = await tx.query<{ is_switch: boolean }>('SELECT is_switch FROM merchant WHERE id = $1 AND NOT is_del', [merId], {
    name: 'merchant_gate',
  });
  const row = r.rows[0];
  if (!row) throw notFound('merchant.notFound');
  if (!row.is_switch) throw refused('merchant.closed');
}

/** SQL condition of a merchant listed on the street and in search: switched on and not deleted. */
export const openMerchant = (m = 'm') => `(${m}.is_switch AND NOT ${m}.is_del)`;
