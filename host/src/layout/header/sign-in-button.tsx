import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { headerButton } from '../common/header-styles';
import { Icon } from '../common/icon';

const messages = defineMessages({
  signIn: { id: 'host.SignInButton.signIn', defaultMessage: 'Sign in', description: 'Header link that opens the login dialog' },
});

/** Opens the login dialog; the guest option stays hidden (it is offered only when buying). */
export function SignInButton() {
  const intl = useIntl();
  return (
    <button type="button" css={headerButton} onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>
      <Icon name="person" size={20} />
      {intl.formatMessage(messages.signIn)}
    </button>
  );
}
