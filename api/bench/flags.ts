/** The benchmarks' command-line flags: `--name value` and comma-separated lists (bench:api, bench:search-profile). */

/** The value after `--name`, or undefined when the flag is absent. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A comma-separated flag value as a list (items trimmed, empty ones dropped), or `fallback` without one. */
export const list = (v: string | undefined, fallback: string[]) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
