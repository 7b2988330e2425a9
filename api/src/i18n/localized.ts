import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

// DEFAULT_LOCALE ('en') is the language the catalogue's own columns hold; every other language falls back to it.

/** Text per language beside a column (its `_i18n` JSONB, migration 021); the default language is the column itself. */
export type Translations = Partial<Record<Exclude<Locale, 'en'>, string>>;

export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE);

/**
 * SQL for a column in the request's language with the default language as fallback:
 * `coalesce(p.store_name_i18n->>'fr', p.store_name)`, the column as it is for English. The locale is written into
 * the statement (one of five fixed tags, checked here), not passed as a parameter: the search's per-language trigram
 * indexes are on exactly `store_name_i18n->>'<locale>'`, and the planner matches an index expression only against
 * a constant.
 */
export function localized(column: string, locale: Locale, as?: string): string {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`);
  const alias = as ?? column.slice(column.lastIndexOf('.') + 1);
  if (locale === DEFAULT_LOCALE) return as && as !== column ? `${column} AS ${as}` : column;
  return `${localizedExpr(column, locale)} AS ${alias}`;
}

/** SQL for only the translation of a column (NULL when there is none): `p.store_name_i18n->>'fr'`. */
export function translatedText(column: string, locale: Locale): string {
  if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`);
  return `${column}_i18n->>'${locale}'`;
}

/** A column in the request's language as an expression (no alias), for WHERE, ORDER BY and json_build_object. */
export function localizedExpr(column: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return column;
  return `coalesce(${translatedText(column, locale)}, ${column})`;
}

/** A value's text in a language from its default text and translations (for values read outside SQL). */
export function pickText(text: string, translations: Translations | null | undefined, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const t = translations?.[locale as Exclude<Locale, 'en'>];
  return typeof t === 'string' && t.trim() !== '' ? t : text;
}
