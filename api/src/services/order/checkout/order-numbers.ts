import { randomBytes } from 'node:crypto';

/** yyyyMMddHHmmss in GMT+8, as the contract's backend stamps its numbers. */
export function orderStamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000)
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14);
}

/**
 * SQL for a new order number inside the INSERT that stores it (no round trip of its own): prefix ("PT" master,
 * "SH" merchant) + the time stamp in `stampParam` + 6 digits from order_no_seq (migration 011), so two orders in one
 * second never share a number, across API processes too (random digits collided under load).
 */
export const orderNoSql = (prefix: 'PT' | 'SH', stampParam: string) =>
  `'${prefix}' || ${stampParam} || lpad((nextval('order_no_seq') % 1000000)::text, 6, '0')`;

/** Pre-order number: unguessable (it is also checked against the caller). */
export const preOrderNo = () => `pre${randomBytes(16).toString('hex')}`;
