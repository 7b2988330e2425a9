import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_DAYS = 365;

/** The shopper's language from cookie `locale`; anything unknown is English. */
export function getLocale(): Locale {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Remembers the language for a year and tells every remote (and other tabs). */
export function setLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { path: '/', expires: ONE_YEAR_DAYS });
  bus.publish('i18n/localeChanged', { locale });
}
