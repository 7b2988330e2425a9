import { useEffect } from 'react';
import { intlLocale, useLocale } from '@mall/i18n';

/** Keeps <html lang> on the active locale (screen readers and fonts for Thai and Lao depend on it). */
export function DocumentLang() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);
  return null;
}
