import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { LOCALE_COOKIE, localeFromCookie, type Locale } from '@mall/platform/locales';

export { LOCALE_COOKIE };
const ONE_YEAR_DAYS = 365;

/** The shopper's language from cookie `locale`; anything unknown is English (the platform's one reading). */
export function getLocale(): Locale {
  return localeFromCookie(document.cookie);
}

/** Remembers the language for a year and tells every remote (and other tabs). */
export function setLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { path: '/', expires: ONE_YEAR_DAYS });
  bus.publish('i18n/localeChanged', { locale });
}
