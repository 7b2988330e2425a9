/**
 * Money arithmetic in integer cents. NUMERIC(12,2) values arrive from the database as strings ("19.90") and are
 * parsed digit by digit, never through a float; results go back out as 2-decimal strings.
 */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** 1990 → "19.90"; -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Splits `total` cents over `weights` in proportion, by the largest remainder: the shares add up to `total` exactly,
 * and while `total` ≤ the sum of the weights no share exceeds its weight (a discount never makes a part negative).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // Integer division in BigInt: total × weight can pass 2^53 for large orders.
  const big = { total: BigInt(total), sum: BigInt(sum) };
  const parts = weights.map((w, i) => {
    const product = big.total * BigInt(w);
    return { i, share: Number(product / big.sum), rest: product % big.sum };
  });
  let left = total - parts.reduce((a, p) => a + p.share, 0);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left === 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
