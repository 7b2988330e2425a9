import { useIntl } from 'react-intl';
import { runtimeMessage } from '@mall/i18n';
import type { ApiFailure } from '../state/api-failure';

/** What to tell the shopper about a failed call: the common catalogue text, or the server's own message. */
export function useFailureText(): (failure: ApiFailure) => string {
  const intl = useIntl();
  return (failure) => runtimeMessage(intl, failure.messageId, failure.message);
}
