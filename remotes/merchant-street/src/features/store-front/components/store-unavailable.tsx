import { FormattedMessage } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { Link } from 'react-router-dom';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { useLocalized } from '../../../lib/use-localized';

/** A store that cannot be shown: unknown (or no id in the link), or switched off by the mall. */
export function StoreUnavailable({ reason }: { reason: 'unknown' | 'closed' }) {
  const { to } = useLocalized();
  return (
    <EmptyState
      title={
        reason === 'closed' ? (
          <FormattedMessage
            id="merchantStreet.StoreUnavailable.closed"
            defaultMessage="This store is not open"
            description="A store switched off by the mall"
          />
        ) : (
          <FormattedMessage
            id="merchantStreet.StoreUnavailable.unknown"
            defaultMessage="This store does not exist"
            description="A store link with an unknown id"
          />
        )
      }
      description={
        reason === 'closed' ? (
          <FormattedMessage
            id="merchantStreet.StoreUnavailable.closedHint"
            defaultMessage="It is not taking orders at the moment. Other stores are waiting for you on the shop street."
            description="Explanation under the closed-store message"
          />
        ) : (
          <FormattedMessage
            id="merchantStreet.StoreUnavailable.unknownHint"
            defaultMessage="The link may be out of date, or the store has left the mall."
            description="Explanation under the unknown-store message"
          />
        )
      }
      action={
        <Link to={to('/')} css={{ color: theme.colors.brandStrong, fontWeight: 600 }}>
          <FormattedMessage {...commonMessages.backHome} />
        </Link>
      }
    />
  );
}
