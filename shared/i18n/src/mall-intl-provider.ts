import { createElement, useMemo, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { COMMON_MESSAGES, type Messages } from './common-messages';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locales';
import { useLocale } from './use-locale';

/** An app's own flat catalogues, one per locale. */
export type LocaleMessages = Partial<Record<Locale, Messages>>;

export interface MallIntlProviderProps {
  messages: LocaleMessages;
  children?: ReactNode;
}

/** English underneath the active locale, the common catalogue underneath the app's own. */
export function mergeMessages(appMessages: LocaleMessages, locale: Locale): Messages {
  return {
    ...COMMON_MESSAGES[DEFAULT_LOCALE],
    ...appMessages[DEFAULT_LOCALE],
    ...COMMON_MESSAGES[locale],
    ...appMessages[locale],
  };
}

// webpack replaces `process.env.NODE_ENV` with a literal in builds (a `typeof process` guard would be false there).
const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * Missing translations are worth a warning while developing, not in production consoles. MISSING_DATA means the
 * browser's Intl has no data for a locale (Chromium ships none for Lao): formatting falls back to the default
 * locale's rules, which is what we want, so it is never logged.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_DATA') return;
  if (error.code === 'MISSING_TRANSLATION' && isProduction()) return;
  console.error(error);
};

export function MallIntlProvider({ messages, children }: MallIntlProviderProps) {
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(messages, locale), [messages, locale]);
  return createElement(
    IntlProvider,
    {
      locale: intlLocale(locale),
      defaultLocale: intlLocale(DEFAULT_LOCALE),
      messages: merged,
      onError: reportIntlError,
    },
    children,
  );
}
