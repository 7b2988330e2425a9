// Display-only arithmetic on the API's 2-decimal strings, in integer cents (never floats). The storefront only
// adds up what it shows (the cart's checked total); every amount that matters is computed by the server.

/** "12.30" → 1230; anything that is not an amount counts as 0. */
export function toCents(amount: string | number): number {
  const text = String(amount).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) return 0;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 1230 → "12.30". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** price × quantity, as a 2-decimal string. */
export function lineTotal(price: string, quantity: number): string {
  return fromCents(toCents(price) * quantity);
}
