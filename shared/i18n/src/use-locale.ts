import { useBusValue } from '@mall/event-bus';
import { getLocale } from './locale-cookie';
import type { Locale } from './locales';

/** The active locale: the last i18n/localeChanged event, or the cookie before any. */
export function useLocale(): Locale {
  return useBusValue('i18n/localeChanged')?.locale ?? getLocale();
}
