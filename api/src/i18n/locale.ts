// The language list and the Accept-Language rule are the platform's (@mall/platform), shared with the Node static server.
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from '@mall/platform/locales';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export const localeFrom: (header: string | undefined) => Locale = localeFromAcceptLanguage;
