import { randomBytes } from 'node:crypto';
import type { Db } from '../../external/db';

/** yyyyMMddHHmmss in GMT+8, as the contract's backend stamps its numbers. */
function stamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/[^0-9]/g, '').slice(0, 14);
}

/**
 * An order number: prefix + time + 6 digits from the database's order_no_seq (migration 011), so two orders in one
 * second never share a number, across API processes too (random digits collided under load).
 */
async function orderNo(db: Db, prefix: string): Promise<string> {
  const n = (await db.query<{ n: number }>("SELECT nextval('order_no_seq') AS n")).rows[0].n;
  return `${prefix}${stamp()}${String(n % 1_000_000).padStart(6, '0')}`;
}

/** Master order number: "PT" + time + 6 digits. */
export const masterOrderNo = (db: Db) => orderNo(db, 'PT');

/** Merchant order number: "SH" + time + 6 digits. */
export const merchantOrderNo = (db: Db) => orderNo(db, 'SH');

/** Pre-order number: unguessable (it is also checked against the caller). */
export const preOrderNo = () => `pre${randomBytes(16).toString('hex')}`;
