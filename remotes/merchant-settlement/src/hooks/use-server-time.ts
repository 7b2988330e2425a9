import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseServerTime } from '../lib/server-time';

/** Formats the API's "yyyy-MM-dd HH:mm:ss" (GMT+8) times for the shopper's language and zone. */
export function useServerTime(): (value: string) => string {
  const intl = useIntl();
  return useCallback(
    (value: string) => {
      const date = parseServerTime(value);
      return date ? intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }) : value;
    },
    [intl],
  );
}
