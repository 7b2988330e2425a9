// The languages the storefront and the API speak, and the rules every process applies to them: the one that turns an
// Accept-Language header into one of them (the API and the Node static server must pick the same language for a
// request, or a preloaded API answer in another language would be shown), the `locale` cookie the shopper's choice
// is kept in, and the path prefix of each language (/zh-CN/…; English has none). The list itself is locales.json.
const LOCALES = Object.freeze(require('./locales.json'));

/** The default language is the list's first (English). */
const DEFAULT_LOCALE = LOCALES[0];

/** Which language a lower-cased Accept-Language tag asks for, tried in this order (ISO 639-1 `lo` is Lao). */
const ACCEPTED_TAGS = [
  ['zh-CN', (tag) => tag.startsWith('zh')],
  ['fr', (tag) => tag.startsWith('fr')],
  ['th', (tag) => tag.startsWith('th')],
  ['lao', (tag) => tag === 'lao' || tag.startsWith('lo')],
  ['en', (tag) => tag.startsWith('en')],
];

function isLocale(value) {
  return typeof value === 'string' && LOCALES.includes(value);
}

/** The first supported language of an Accept-Language header by weight (q), else English. */
function localeFromAcceptLanguage(header) {
  if (!header) return DEFAULT_LOCALE;
  const wanted = String(header)
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const match = ACCEPTED_TAGS.find(([, asks]) => asks(tag));
    if (match) return match[0];
  }
  return DEFAULT_LOCALE;
}

/** The cookie the shopper's language is kept in (set by @mall/i18n's setLocale, read by every process). */
const LOCALE_COOKIE = 'locale';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language of a Cookie header or `document.cookie`: the `locale` cookie when it names one, else English. */
function localeFromCookie(cookies) {
  const value = COOKIE_PATTERN.exec(cookies || '')?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Each language's path prefix: '' for the default, '/zh-CN', '/fr' … for the others. */
const LOCALE_PREFIX = Object.freeze(Object.fromEntries(LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? '' : `/${locale}`])));

/** The prefixes in use ('/zh-CN', '/fr', '/th', '/lao'), in catalogue order. */
const PREFIXES = Object.freeze(LOCALES.map((locale) => LOCALE_PREFIX[locale]).filter(Boolean));

module.exports = {
  LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  LOCALE_COOKIE,
  localeFromCookie,
  LOCALE_PREFIX,
  PREFIXES,
};
