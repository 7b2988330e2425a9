import { useIntl } from 'react-intl';
import type { LoadFailure } from '../lib/load-failure';

/** The text of a failure: the server's message, else the common catalogue's. */
export function useFailureText(failure: LoadFailure | null): string {
  const intl = useIntl();
  if (!failure) return '';
  return failure.message || intl.formatMessage({ id: failure.messageId ?? 'errors.other' });
}
