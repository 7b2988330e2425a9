import { FormattedMessage } from 'react-intl';
import { Button } from '@mall/ui-theme';

/** Follow / Unfollow the store: a toggle button (pressed while following). */
export function FollowButton({ following, pending, onToggle }: { following: boolean; pending: boolean; onToggle: () => void }) {
  return (
    <Button variant={following ? 'secondary' : 'primary'} aria-pressed={following} loading={pending} onClick={onToggle}>
      {following ? (
        <FormattedMessage
          id="merchantStreet.FollowButton.unfollow"
          defaultMessage="Unfollow"
          description="Button to stop following a store"
        />
      ) : (
        <FormattedMessage id="merchantStreet.FollowButton.follow" defaultMessage="Follow" description="Button to follow a store" />
      )}
    </Button>
  );
}
