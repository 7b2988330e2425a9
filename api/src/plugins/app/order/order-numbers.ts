import { randomBytes, randomInt } from 'node:crypto';

/** yyyyMMddHHmmss in GMT+8, as the contract's backend stamps its numbers. */
function stamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/[^0-9]/g, '').slice(0, 14);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Master order number: "PT" + time + 6 random digits (unique in the database). */
export const masterOrderNo = () => `PT${stamp()}${digits(6)}`;

/** Merchant order number: "SH" + time + 6 random digits. */
export const merchantOrderNo = () => `SH${stamp()}${digits(6)}`;

/** Pre-order number: unguessable (it is also checked against the caller). */
export const preOrderNo = () => `pre${randomBytes(16).toString('hex')}`;
