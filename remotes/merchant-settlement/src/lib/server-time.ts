/**
 * The API's times ("yyyy-MM-dd HH:mm:ss", GMT+8, as the contract's backend sends them) as a Date, so pages format
 * them with Intl in the shopper's language and zone. Null when unreadable.
 */
export function parseServerTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}
