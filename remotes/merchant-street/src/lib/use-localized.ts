import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';

/** Local paths for the active locale ('/x' → '/fr/x'), and a navigate that localises them. */
export function useLocalized() {
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useCallback((path: string) => localizePath(path, locale), [locale]);
  const go = useCallback(
    (path: string, options?: { replace?: boolean }) => navigate(localizePath(path, locale), options),
    [locale, navigate],
  );
  return { to, go };
}
