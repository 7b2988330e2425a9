/** A language of the storefront: the entries of locales.json (shared/platform/src/__tests__ checks the two agree). */
export type Locale = 'en' | 'zh-CN' | 'fr' | 'th' | 'lao';
export declare const LOCALES: readonly Locale[];
export declare const DEFAULT_LOCALE: 'en';
export declare function isLocale(value: unknown): value is Locale;
/** The first supported language of an Accept-Language header by weight (q), else English. */
export declare function localeFromAcceptLanguage(header: string | undefined): Locale;
/** The cookie the shopper's language is kept in. */
export declare const LOCALE_COOKIE: 'locale';
/** The language of a Cookie header or `document.cookie`: the `locale` cookie when it names one, else English. */
export declare function localeFromCookie(cookies: string | undefined): Locale;
/** Each language's path prefix: '' for the default, '/zh-CN', '/fr' … for the others. */
export declare const LOCALE_PREFIX: Readonly<Record<Locale, string>>;
/** The prefixes in use ('/zh-CN', '/fr', '/th', '/lao'), in catalogue order. */
export declare const PREFIXES: readonly string[];
