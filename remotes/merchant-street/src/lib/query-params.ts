/** A positive whole number from a query parameter, or null (absent, empty, malformed). */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** The page number of a query parameter: 1 unless a positive whole number. */
export const pageParam = (value: string | null | undefined) => positiveInt(value) ?? 1;

/** A copy of `params` with `changes` applied: null or '' removes a key. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
