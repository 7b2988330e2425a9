// Display-only arithmetic on the API's 2-decimal strings, in integer cents (never floats). Every amount that
// matters is computed and checked by the server; the pages only compare and add up what they show.

/** "12.30" → 1230; anything that is not an amount gives NaN. */
export function toCents(amount: string | number): number {
  const text = String(amount).trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1230 → "12.30". */
export function fromCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** price × quantity, as a 2-decimal string. */
export function lineTotal(price: string, quantity: number): string {
  return fromCents(toCents(price) * quantity);
}

/** The amount is above zero (a non-zero deduction is worth a row). */
export const isPositive = (amount: string | number | null | undefined): boolean =>
  amount !== null && amount !== undefined && toCents(amount) > 0;
