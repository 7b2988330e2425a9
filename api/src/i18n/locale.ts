// The language list and the Accept-Language rule are shared with the Node static server (scripts/locales.cjs).
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from '../../../scripts/locales.cjs';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export const localeFrom: (header: string | undefined) => Locale = localeFromAcceptLanguage;
