import { LOCALE_PREFIX, LOCALES, type Locale } from '@mall/platform/locales';

/** URL prefix per locale (English links have none), and every non-empty prefix: the platform's (@mall/platform). */
export { LOCALE_PREFIX, PREFIXES } from '@mall/platform/locales';

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** The locale named by the first path segment, and the path without it ('/' at least). */
export function stripLocale(pathname: string): { locale: Locale | null; path: string } {
  const { pathname: bare, rest } = splitPath(pathname);
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (bare === prefix || bare.startsWith(`${prefix}/`)) {
      return { locale, path: `${bare.slice(prefix.length) || '/'}${rest}` };
    }
  }
  return { locale: null, path: pathname };
}

/**
 * A local link for `locale`: '/goods' → '/fr/goods'. Idempotent, and it replaces another locale's
 * prefix. Absolute URLs, protocol-relative URLs and relative paths are returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || ABSOLUTE_URL.test(path)) return path;
  const { path: bare } = stripLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  const { pathname, rest } = splitPath(bare);
  return `${prefix}${pathname === '/' ? '' : pathname}${rest}`;
}
