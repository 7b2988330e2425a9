export const LOCALES = ['en', 'zh-CN', 'fr', 'th', 'lao'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Picks the first supported language of an Accept-Language header; English otherwise. scripts/serve-static.mjs
 * (`apiLocale`) applies the same rule to decide its preloads; scripts/__tests__/accept-language.test.ts keeps them equal.
 */
export function localeFrom(header: string | undefined): Locale {
  if (!header) return 'en';
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('th')) return 'th';
    if (tag === 'lao' || tag.startsWith('lo')) return 'lao';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
