import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyLocale, localeOfPath } from './locale-from-url';

/** The URL's locale prefix wins: every navigation makes it the active locale (cookie + bus). */
export function LocaleSync() {
  const locale = localeOfPath(useLocation().pathname);
  useLayoutEffect(() => {
    applyLocale(locale);
  }, [locale]);
  return null;
}
