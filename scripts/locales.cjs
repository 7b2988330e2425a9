// The languages the storefront and the API speak, and the one rule that turns an Accept-Language header into one of
// them. The list itself is scripts/locales.json (read by the front-end's event bus too); this module is shared by the
// API (api/src/i18n/locale.ts) and the Node static server (scripts/serve-static.mjs), which must pick the same
// language for a request, or a preloaded API answer in another language would be shown.
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

module.exports = { LOCALES, DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage };
