export { DEFAULT_LOCALE, LOCALES, MENU_LOCALES, intlLocale, isLocale, type Locale } from './locales';
export { LOCALE_COOKIE, getLocale, setLocale } from './locale-cookie';
export { LOCALE_PREFIX, PREFIXES, localizePath, stripLocale } from './locale-path';
export {
  asCatalogue,
  defineCatalogue,
  type Catalogue,
  type CatalogueLoader,
  type LocaleMessages,
  type Messages,
} from './catalogue';
export {
  MallIntlProvider,
  loadLocale,
  mergeMessages,
  reportIntlError,
  type MallIntlProviderProps,
} from './mall-intl-provider';
export { runtimeMessage } from './runtime-message';
export { useLocale } from './use-locale';
export { DEFAULT_CURRENCY_SYMBOL, getCurrencySymbol, setCurrencySymbol, useCurrencySymbol } from './currency';
export { useMoney } from './money';
export { guestNicknameMessage, useNickname } from './nickname';
export { commonMessages, languageNames } from './common-descriptors';
