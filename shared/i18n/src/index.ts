export { DEFAULT_LOCALE, LOCALES, MENU_LOCALES, intlLocale, isLocale, type Locale } from './locales';
export { LOCALE_COOKIE, getLocale, setLocale } from './locale-cookie';
export { LOCALE_PREFIX, PREFIXES, localizePath, stripLocale } from './locale-path';
export { COMMON_MESSAGES, type Messages } from './common-messages';
export {
  MallIntlProvider,
  mergeMessages,
  reportIntlError,
  type LocaleMessages,
  type MallIntlProviderProps,
} from './mall-intl-provider';
export { useLocale } from './use-locale';
export { DEFAULT_CURRENCY_SYMBOL, getCurrencySymbol, setCurrencySymbol, useCurrencySymbol } from './currency';
export { useMoney } from './money';
export { COUNTRY_DIAL_CODES, DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE, countryNamer } from './countries';
