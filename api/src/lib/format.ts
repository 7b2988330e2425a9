const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * Dates go out as `yyyy-MM-dd HH:mm:ss` in GMT+8, as the contract's backend sends them. Built from the date's fields
 * rather than `toISOString().replace().slice()` (three strings a date): a reviews page formats 20 of them, and that
 * way cost ~0.8–1.3 µs a date against ~0.3 (docs/benchmarks.md, 29 November, evening). Years outside 1000–9999
 * (which ISO writes with a sign or six digits) and invalid dates (a RangeError) still take the ISO way.
 */
export function formatDate(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  const date = typeof d === 'string' ? new Date(d) : d;
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  const year = shifted.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return shifted.toISOString().replace('T', ' ').slice(0, 19);
  return `${year}-${twoDigits(shifted.getUTCMonth() + 1)}-${twoDigits(shifted.getUTCDate())} ${twoDigits(shifted.getUTCHours())}:${twoDigits(
    shifted.getUTCMinutes(),
  )}:${twoDigits(shifted.getUTCSeconds())}`;
}

/** Media paths are stored relative ("/media/…") and sent absolute, like the original's image domain. */
export function mediaUrl(base: string, path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Money as the contract sends it: a string with two decimals. */
export function money(v: string | number): string {
  return Number(v).toFixed(2);
}
