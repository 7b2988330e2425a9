import { bus } from '@mall/event-bus';
import { DEFAULT_LOCALE, getLocale, localizePath, setLocale, stripLocale, type Locale } from '@mall/i18n';

/** The locale a path names: its prefix, or English for a bare path (English links have no prefix). */
export function localeOfPath(pathname: string): Locale {
  return stripLocale(pathname).locale ?? DEFAULT_LOCALE;
}

/** Makes `locale` the active one (cookie + bus) unless it already is. */
export function applyLocale(locale: Locale): void {
  if (bus.last('i18n/localeChanged')?.locale === locale && getLocale() === locale) return;
  setLocale(locale);
}

/**
 * At start: a bare URL opened by a shopper who chose another language (cookie `locale`) moves to that
 * language's prefix; then the URL's locale becomes the active one. From here on the URL always wins.
 */
export function settleInitialLocale(): void {
  const { pathname, search, hash } = window.location;
  const remembered = getLocale();
  if (stripLocale(pathname).locale === null && remembered !== DEFAULT_LOCALE) {
    window.history.replaceState(window.history.state, '', localizePath(`${pathname}${search}${hash}`, remembered));
  }
  applyLocale(localeOfPath(window.location.pathname));
}
