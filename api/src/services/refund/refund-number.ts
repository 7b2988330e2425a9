import { randomInt } from 'node:crypto';

/** yyyyMMddHHmmss in GMT+8, as the contract's backend stamps its numbers (order-numbers.ts does the same). */
function stamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000)
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14);
}

/** Refund number: "RE" + time + 6 random digits (the contract's refund number prefix; unique in the database). */
export const refundOrderNo = () => `RE${stamp()}${Array.from({ length: 6 }, () => randomInt(10)).join('')}`;
