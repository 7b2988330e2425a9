import type { Locale } from '@mall/platform/locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@mall/platform/locales';

/** The header language menu order (as the original storefront lists it). */
export const MENU_LOCALES: readonly Locale[] = ['zh-CN', 'en', 'fr', 'th', 'lao'];

const INTL_LOCALES: Record<Locale, string> = {
  en: 'en',
  'zh-CN': 'zh-CN',
  fr: 'fr',
  th: 'th',
  lao: 'lo',
};

/** The BCP-47 tag for Intl and react-intl ('lao' is 'lo'). */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}
