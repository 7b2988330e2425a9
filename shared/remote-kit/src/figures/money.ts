// Display-only arithmetic on the API's 2-decimal amount strings, in integer cents (never floats). The storefront
// only adds up and compares what it shows (a cart's checked total, a refund's upper bound); every amount that
// matters is computed and checked by the server.

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "12.30" → 1230, "-2.5" → -250; anything that is not such an amount gives NaN (so it never passes for 0). */
export function toCents(amount: string | number): number {
  const match = AMOUNT.exec(String(amount).trim());
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
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

/** The amount is above zero (a non-zero deduction or minimum is worth a row); missing or unreadable is not. */
export const isPositive = (amount: string | number | null | undefined): boolean =>
  amount !== null && amount !== undefined && toCents(amount) > 0;
