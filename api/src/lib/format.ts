/** Dates go out as `yyyy-MM-dd HH:mm:ss` in GMT+8, as the contract's backend sends them. */
export function formatDate(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  const date = typeof d === 'string' ? new Date(d) : d;
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().replace('T', ' ').slice(0, 19);
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
