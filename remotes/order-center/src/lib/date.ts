import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** "yyyy-MM-dd HH:mm:ss" (the API's format, the mall's time) → a Date; null when it is not one. */
export function parseApiDate(value: string | null | undefined): Date | null {
  const match = value ? API_DATE.exec(value.trim()) : null;
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * Dates and times of the API shown in the shopper's language (Thai reads the Buddhist era, as Intl does for th).
 * Anything that is not a date is shown as received.
 */
export function useDateTime(): (value: string | null | undefined) => string {
  const intl = useIntl();
  const format = useMemo(() => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }), [intl.locale]);
  return useCallback(
    (value) => {
      const date = parseApiDate(value);
      return date ? format.format(date) : (value ?? '');
    },
    [format],
  );
}
