/** A language of the storefront: the entries of scripts/locales.json (scripts/__tests__/locales.test.ts checks it). */
export type Locale = 'en' | 'zh-CN' | 'fr' | 'th' | 'lao';
export declare const LOCALES: readonly Locale[];
export declare const DEFAULT_LOCALE: 'en';
export declare function isLocale(value: unknown): value is Locale;
/** The first supported language of an Accept-Language header by weight (q), else English. */
export declare function localeFromAcceptLanguage(header: string | undefined): Locale;
