import { useCallback } from 'react';
import { localizePath, useLocale } from '@mall/i18n';

/** Turns a bare local path into one under the active locale's prefix ('/x' → '/fr/x'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
